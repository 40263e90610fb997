/**
 * The Security tab's second factors: passkeys, an authenticator app, recovery codes. Off until the first
 * factor, whose answer brings ten recovery codes, shown once. Adding or renaming one needs a session that
 * proved the owner in the last 5 minutes ("Confirm it is you" first otherwise). Each factor can be renamed
 * or removed (the password asked; for the last one a proof of a factor too), and new recovery codes made. The dialogs, and
 * the passkey code they use, are fetched when first wanted: most visits to the tab only read it.
 */
import { KeyRound, Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, StatusBadge } from "../../src/admin/frame/shared/ui.tsx";
import type { AdminFactor, FactorAdded, TotpEnrolment } from "../../src/shared/security.ts";
import { adminRequest } from "../lib/admin-api.ts";
import { FACTORS_PATH, factorText, freshName } from "./factor-common.tsx";
import { FactorTable, NoFactors, RecoveryCodesRow } from "./factor-list.tsx";
import { lazyDialog } from "./lazy-dialog.ts";
import { toastError } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";

export interface FactorsPanelProps {
  factors: AdminFactor[];
  recoveryCodesLeft: number;
  /** For how long (ms from when the data was read) this session may change the factors without "Confirm it is you". */
  proofFreshForMs: number;
  /** Reads the tab's data again after a change. */
  onChanged: () => Promise<void>;
}

/** What "Confirm it is you" opens once the owner proved it. */
type AfterProof = { dialog: "passkey" } | { dialog: "totp" } | { dialog: "rename"; factor: AdminFactor };

/** A proof this close to running out is asked again first: an enrolment takes a minute or two. */
const PROOF_MARGIN_MS = 90_000;

type Open =
  | { dialog: "reauth"; next: AfterProof }
  | { dialog: "passkey" }
  | { dialog: "totp"; enrolment: TotpEnrolment }
  | { dialog: "rename"; factor: AdminFactor }
  // Whether it is the last is fixed when the dialog opens: the reload after removing it must not change the dialog's words.
  | { dialog: "remove"; factor: AdminFactor; last: boolean }
  | { dialog: "new-codes" }
  | { dialog: "codes"; codes: string[] };

const factorDialogs = lazyDialog(() => import("./factor-dialogs.tsx"));

export function FactorsPanel({ factors, recoveryCodesLeft, proofFreshForMs, onChanged }: FactorsPanelProps) {
  const [open, setOpen] = useState<Open | null>(null);
  // A deadline on this browser's clock, from a duration: a clock set wrong cannot make it ask forever or never.
  // The page's own duration counts from the page's start (when the server answered), not from when the island
  // woke, which on a slow phone can be seconds later; a duration read again counts from its arrival.
  const [freshUntil, setFreshUntil] = useState(() => Date.now() - performance.now() + proofFreshForMs);
  const firstDuration = useRef(proofFreshForMs);
  useEffect(() => {
    if (proofFreshForMs !== firstDuration.current) setFreshUntil(Date.now() + proofFreshForMs);
  }, [proofFreshForMs]);
  const [starting, setStarting] = useState(false);
  // Where the focus goes when the element that opened a dialog is gone (a removed factor's row).
  const addRef = useRef<HTMLButtonElement>(null);
  const totpRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);

  async function show(next: Open) {
    if (await factorDialogs.open()) setOpen(next);
  }

  function go(next: AfterProof) {
    if (next.dialog === "totp") void startTotp();
    else void show(next);
  }

  /** Adding or renaming a factor: straight on while the session's proof is recent, else "Confirm it is you" first. */
  function whenProved(next: AfterProof) {
    if (Date.now() < freshUntil - PROOF_MARGIN_MS) go(next);
    else void show({ dialog: "reauth", next });
  }

  /** The server makes the secret first: the dialog opens with its QR code, never with a blank. */
  async function startTotp() {
    setStarting(true);
    try {
      const [module, enrolment] = await Promise.all([factorDialogs.open(), adminRequest<TotpEnrolment>("POST", `${FACTORS_PATH}/totp/start`)]);
      if (module) setOpen({ dialog: "totp", enrolment });
    } catch (error) {
      if (!redirectIfUnauthorized(error)) {
        console.error("Starting an authenticator app failed:", error);
        toastError(factorText.startFailed);
      }
    }
    setStarting(false);
  }

  async function added(answer: FactorAdded) {
    setOpen(answer.recoveryCodes ? { dialog: "codes", codes: answer.recoveryCodes } : null);
    await onChanged();
  }

  const first = factors.length === 0;
  const actions = (
    <>
      <Button
        ref={addRef}
        variant={first ? "primary" : "secondary"}
        onPointerEnter={factorDialogs.preload}
        onFocus={factorDialogs.preload}
        onClick={() => whenProved({ dialog: "passkey" })}
      >
        <KeyRound aria-hidden="true" size={16} />
        Add a passkey
      </Button>
      <Button ref={totpRef} pending={starting} onPointerEnter={factorDialogs.preload} onFocus={factorDialogs.preload} onClick={() => whenProved({ dialog: "totp" })}>
        {starting ? null : <Smartphone aria-hidden="true" size={16} />}
        Add an authenticator app
      </Button>
    </>
  );

  const dialogs = factorDialogs.loaded();
  return (
    <div data-testid="factors-panel">
      {first ? (
        <NoFactors actions={actions} />
      ) : (
        <>
          <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <p className="m-0 text-sm text-slate-600">
              <span className="mr-2 align-middle">
                <StatusBadge on onLabel="On" offLabel="Off" />
              </span>
              After your password, signing in asks for one of these.
            </p>
            {/* Stacked full width on a phone: the two labels do not fit side by side at 390 px. */}
            <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">{actions}</div>
          </div>
          <FactorTable
            factors={factors}
            busy={open !== null}
            onRename={(factor) => whenProved({ dialog: "rename", factor })}
            onRemove={(factor) => void show({ dialog: "remove", factor, last: factors.length === 1 })}
          />
          <RecoveryCodesRow left={recoveryCodesLeft} onGenerate={() => void show({ dialog: "new-codes" })} />
        </>
      )}
      {dialogs && open?.dialog === "reauth" ? (
        <dialogs.ReauthDialog
          codeAllowed={factors.some((f) => f.kind === "totp")}
          onClose={close}
          onProved={(answer) => {
            setFreshUntil(Date.now() + answer.proofFreshForMs);
            setOpen(null);
            go(open.next);
          }}
        />
      ) : null}
      {dialogs && open?.dialog === "passkey" ? <dialogs.PasskeyDialog defaultName={freshName("Passkey", factors)} onClose={close} onAdded={added} /> : null}
      {dialogs && open?.dialog === "totp" ? (
        <dialogs.TotpDialog
          key={open.enrolment.secret}
          enrolment={open.enrolment}
          defaultName={freshName("Authenticator app", factors)}
          onClose={close}
          onAdded={added}
          onRestart={() => void startTotp()}
          fallbackFocus={totpRef}
        />
      ) : null}
      {dialogs && open?.dialog === "rename" ? <dialogs.RenameFactorDialog factor={open.factor} onClose={close} onRenamed={onChanged} /> : null}
      {dialogs && open?.dialog === "remove" ? (
        <dialogs.RemoveFactorDialog factor={open.factor} last={open.last} onClose={close} onRemoved={onChanged} fallbackFocus={addRef} />
      ) : null}
      {dialogs && open?.dialog === "new-codes" ? (
        <dialogs.NewRecoveryCodesDialog
          onClose={close}
          onGenerated={async (codes) => {
            setOpen({ dialog: "codes", codes });
            await onChanged();
          }}
        />
      ) : null}
      {dialogs && open?.dialog === "codes" ? <dialogs.RecoveryCodesDialog codes={open.codes} onClose={close} fallbackFocus={addRef} /> : null}
    </div>
  );
}
