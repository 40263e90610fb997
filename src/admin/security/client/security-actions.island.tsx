/**
 * The Security page's actions, hydrated by the owner's first one there (admin-actions.ts):
 * - second factors: Add a passkey, Add an authenticator app and Rename need a session that proved the owner in the
 *   last 5 minutes ("Confirm it is you" first otherwise); Remove asks the password (for the last one a proof of a
 *   factor too); Generate new codes; the first factor's answer brings ten recovery codes, shown once. The dialogs,
 *   and the passkey code they use, are fetched when first wanted.
 * - sessions: End signs one browser out at once (this one's is a logout); Sign out everywhere else.
 * After each change the list region reads itself again.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { goToLogin, redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { adminRequest } from "../../../../islands/lib/admin-api.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { AdminFactor, FactorAdded, TotpEnrolment } from "../../../shared/security.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { markBusy } from "../../frame/client/busy-button.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { ADD_PASSKEY_BUTTON_ID, ADD_TOTP_BUTTON_ID, SECURITY_STATE_ATTRIBUTE, type SecurityState } from "../shared/security-ids.ts";
import { FACTORS_PATH, factorText, freshName } from "./factor-common.tsx";

const SESSIONS_PATH = "/api/admin/security/sessions";

const sessionsText = {
  ended: "Session ended",
  endFailed: "Failed to end session",
  othersEnded: "Signed out everywhere else",
  othersFailed: "Failed to sign out the other sessions",
} as const;

/** What "Confirm it is you" opens once the owner proved it. */
type AfterProof = { dialog: "passkey" } | { dialog: "totp" } | { dialog: "rename"; factor: AdminFactor };

/** A proof this close to running out is asked again first: an enrolment takes a minute or two. */
const PROOF_MARGIN_MS = 90_000;

type Open =
  | { dialog: "reauth"; next: AfterProof }
  | { dialog: "passkey" }
  | { dialog: "totp"; enrolment: TotpEnrolment }
  | { dialog: "rename"; factor: AdminFactor; draft?: string }
  // Whether it is the last is fixed when the dialog opens: the reload after removing it must not change the dialog's words.
  | { dialog: "remove"; factor: AdminFactor; last: boolean }
  | { dialog: "new-codes" }
  | { dialog: "codes"; codes: string[] };

const factorDialogs = lazyDialog(() => import("./factor-dialogs.tsx"));

/** The factors and the proof's freshness as the region last rendered them. */
function readState(): SecurityState {
  // The server renders the island too (as nothing): no page to read there.
  if (typeof document === "undefined") return { factors: [], proofFreshForMs: 0 };
  const raw = document.querySelector<HTMLElement>(`[${SECURITY_STATE_ATTRIBUTE}]`)?.getAttribute(SECURITY_STATE_ATTRIBUTE);
  return raw ? (JSON.parse(raw) as SecurityState) : { factors: [], proofFreshForMs: 0 };
}

const isFactor = (item: Record<string, unknown> | undefined): item is AdminFactor & Record<string, unknown> =>
  typeof item?.id === "string" && typeof item.name === "string" && (item.kind === "passkey" || item.kind === "totp");

async function endSession(id: string, current: boolean, opener: HTMLElement | undefined) {
  const done = markBusy(opener ?? null, "Ending…");
  try {
    await adminRequest("DELETE", `${SESSIONS_PATH}/${encodeURIComponent(id)}`);
  } catch (error) {
    done();
    if (redirectIfUnauthorized(error)) return;
    console.error("Ending a session failed:", error);
    toastError(sessionsText.endFailed);
    return;
  }
  if (current) return goToLogin();
  toastSuccess(sessionsText.ended);
  // Put back before the list is read again: the server's answer then says what the buttons are.
  done();
  await refreshAdminList();
}

async function endOthers(opener: HTMLElement | undefined) {
  const done = markBusy(opener ?? null, "Signing out…");
  try {
    await adminRequest("POST", `${SESSIONS_PATH}/end-others`);
  } catch (error) {
    done();
    if (!redirectIfUnauthorized(error)) {
      console.error("Ending the other sessions failed:", error);
      toastError(sessionsText.othersFailed);
    }
    return;
  }
  toastSuccess(sessionsText.othersEnded);
  // Put back before the list is read again: the server's answer then disables it (no other session left).
  done();
  await refreshAdminList();
}

function SecurityActions() {
  const [open, setOpen] = useState<Open | null>(null);
  const [factors, setFactors] = useState<AdminFactor[]>(() => readState().factors);
  // A deadline on this browser's clock, from a duration: a clock set wrong cannot make it ask forever or never.
  // The page's own duration counts from the page's start (when the server answered), not from when the island
  // woke; a duration read again with a swap counts from its arrival.
  const freshUntil = useRef(typeof performance === "undefined" ? 0 : Date.now() - performance.now() + readState().proofFreshForMs);
  const addRef: RefObject<HTMLElement | null> = useRef(null);
  const totpRef: RefObject<HTMLElement | null> = useRef(null);
  const close = () => setOpen(null);

  async function show(next: Open) {
    if (await factorDialogs.open()) setOpen(next);
  }

  /** The server makes the secret first: the dialog opens with its QR code, never with a blank. */
  async function startTotp() {
    const done = markBusy(document.getElementById(ADD_TOTP_BUTTON_ID), "Starting…");
    try {
      const [module, enrolment] = await Promise.all([factorDialogs.open(), adminRequest<TotpEnrolment>("POST", `${FACTORS_PATH}/totp/start`)]);
      if (module) setOpen({ dialog: "totp", enrolment });
    } catch (error) {
      if (!redirectIfUnauthorized(error)) {
        console.error("Starting an authenticator app failed:", error);
        toastError(factorText.startFailed);
      }
    }
    done();
  }

  function go(next: AfterProof) {
    if (next.dialog === "totp") void startTotp();
    else void show(next);
  }

  /** Adding or renaming a factor: straight on while the session's proof is recent, else "Confirm it is you" first. */
  function whenProved(next: AfterProof) {
    if (Date.now() < freshUntil.current - PROOF_MARGIN_MS) go(next);
    else void show({ dialog: "reauth", next });
  }

  // The latest handlers for the listener set up once below.
  const handlers = useRef({ whenProved, show });
  handlers.current = { whenProved, show };

  useEffect(() => {
    addRef.current = document.getElementById(ADD_PASSKEY_BUTTON_ID);
    totpRef.current = document.getElementById(ADD_TOTP_BUTTON_ID);
    const reread = () => {
      const state = readState();
      setFactors(state.factors);
      freshUntil.current = Date.now() + state.proofFreshForMs;
      addRef.current = document.getElementById(ADD_PASSKEY_BUTTON_ID);
      totpRef.current = document.getElementById(ADD_TOTP_BUTTON_ID);
    };
    document.addEventListener("htmx:after:settle", reread);
    const stop = listenForAdminActions(({ action, item, opener }) => {
      const { whenProved, show } = handlers.current;
      if (action === "add-passkey") whenProved({ dialog: "passkey" });
      else if (action === "add-totp") whenProved({ dialog: "totp" });
      else if (action === "rename" && isFactor(item)) whenProved({ dialog: "rename", factor: item });
      else if (action === "remove" && isFactor(item)) void show({ dialog: "remove", factor: item, last: readState().factors.length === 1 });
      else if (action === "new-codes") void show({ dialog: "new-codes" });
      else if (action === "end-session" && typeof item?.id === "string") void endSession(item.id, item.current === true, opener);
      else if (action === "end-others") void endOthers(opener);
    });
    return () => {
      stop();
      document.removeEventListener("htmx:after:settle", reread);
    };
  }, []);

  async function added(answer: FactorAdded) {
    setOpen(answer.recoveryCodes ? { dialog: "codes", codes: answer.recoveryCodes } : null);
    await refreshAdminList();
  }

  const dialogs = factorDialogs.loaded();
  if (!dialogs || !open) return null;
  switch (open.dialog) {
    case "reauth":
      return (
        <dialogs.ReauthDialog
          codeAllowed={factors.some((f) => f.kind === "totp")}
          onClose={close}
          onProved={(answer) => {
            freshUntil.current = Date.now() + answer.proofFreshForMs;
            setOpen(null);
            go(open.next);
          }}
        />
      );
    case "passkey":
      return <dialogs.PasskeyDialog defaultName={freshName("Passkey", factors)} onClose={close} onAdded={added} />;
    case "totp":
      return (
        <dialogs.TotpDialog
          key={open.enrolment.secret}
          enrolment={open.enrolment}
          defaultName={freshName("Authenticator app", factors)}
          onClose={close}
          onAdded={added}
          onRestart={() => void startTotp()}
          fallbackFocus={totpRef}
        />
      );
    case "rename":
      return (
        <dialogs.RenameFactorDialog
          // A new key for each opening: Undo's form starts from its draft.
          key={open.draft ?? ""}
          factor={open.factor}
          draft={open.draft}
          onReopen={(draft) => setOpen({ dialog: "rename", factor: open.factor, draft })}
          onClose={close}
          onRenamed={refreshAdminList}
        />
      );
    case "remove":
      return <dialogs.RemoveFactorDialog factor={open.factor} last={open.last} onClose={close} onRemoved={refreshAdminList} fallbackFocus={addRef} />;
    case "new-codes":
      return (
        <dialogs.NewRecoveryCodesDialog
          onClose={close}
          onGenerated={async (codes) => {
            setOpen({ dialog: "codes", codes });
            await refreshAdminList();
          }}
        />
      );
    case "codes":
      return <dialogs.RecoveryCodesDialog codes={open.codes} onClose={close} fallbackFocus={addRef} />;
  }
}

export default island("security-actions", SecurityActions, { on: "event", event: ADMIN_ACTION_EVENT });
