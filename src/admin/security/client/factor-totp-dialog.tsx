/**
 * Adding an authenticator app: the QR code of a secret the server made for this session (or the secret
 * typed by hand), then a code from the app, which proves the app holds the secret, and a name. The first
 * factor's answer carries the recovery codes; the panel shows them next.
 */
import { Check, Copy, RefreshCw } from "lucide-react";
import { type RefObject, useState } from "react";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import { FormError } from "../../../../islands/admin/fields.tsx";
import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { TotpConfirmInput } from "../../../shared/second-factor-schemas.ts";
import type { FactorAdded, TotpEnrolment } from "../../../shared/security.ts";
import { Button, IconButton } from "../../frame/shared/ui.tsx";
import { addFactor, copyText, EndOtherSessionsField, FACTORS_PATH, FactorNameField, TotpCodeField } from "./factor-common.tsx";

export interface TotpDialogProps {
  enrolment: TotpEnrolment;
  defaultName: string;
  onClose: () => void;
  /** The factor is stored: the panel closes this dialog (or shows the recovery codes) and reloads. */
  onAdded: (answer: FactorAdded) => Promise<void>;
  /** Asks the server for a new secret (the set-up expired, or too many wrong codes). */
  onRestart: () => void;
  /** Its opener is disabled while the secret is made, so the focus may not be there to go back to. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Groups of four, four groups a line ("JBSW Y3DP EHPK 3PXP"): easier to type into a phone than 32 letters in a row. */
function lines(secret: string): string[] {
  const groups = secret.match(/.{1,4}/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < groups.length; i += 4) out.push(groups.slice(i, i + 4).join(" "));
  return out;
}

function StepTitle({ n, children }: { n: number; children: string }) {
  return (
    <p className="m-0 flex items-center gap-2 text-sm font-semibold text-slate-900">
      <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
        {n}
      </span>
      {children}
    </p>
  );
}

function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 py-1 pl-3 pr-1">
      <code data-testid="totp-secret" className="min-w-0 flex-1 select-all break-words font-mono text-sm leading-6 text-slate-900">
        {lines(secret).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </code>
      <IconButton label="Copy the set-up key" onClick={() => void copyText(secret, "Set-up key").then(setCopied)}>
        {copied ? <Check aria-hidden="true" size={16} className="text-emerald-600" /> : <Copy aria-hidden="true" size={16} />}
      </IconButton>
    </div>
  );
}

export function TotpDialog({ enrolment, defaultName, onClose, onAdded, onRestart, fallbackFocus }: TotpDialogProps) {
  const [code, setCode] = useState("");
  const [name, setName] = useState(defaultName);
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // On success the panel takes over: it shows the recovery codes or closes this dialog.
  const { pending, onSubmit, cancel } = useDialogSave(
    async () => {
      return addFactor(
        "totp",
        { path: `${FACTORS_PATH}/totp/confirm`, body: { code, name, endOtherSessions }, schema: TotpConfirmInput, fields: ["code", "name"], setErrors },
        onAdded,
      );
    },
    onClose,
    { closeWhenSaved: false },
  );

  return (
    <Dialog
      title="Add an authenticator app"
      description="Google Authenticator, Microsoft Authenticator, 1Password, Authy or any app that shows 6-digit codes."
      onClose={onClose}
      busy={pending}
      unsaved={code.trim() !== ""}
      fallbackFocus={fallbackFocus}
      testId="totp-dialog"
    >
      <DialogForm onSubmit={onSubmit} footer={<SaveCancelFooter pending={pending} onCancel={cancel} action="Add app" pendingAction="Checking..." />}>
        {errors.form ? (
          <div className="mb-4 grid justify-items-start gap-2">
            <FormError message={errors.form} />
            <Button onClick={onRestart} className="-mt-2">
              <RefreshCw aria-hidden="true" size={16} />
              Get a new QR code
            </Button>
          </div>
        ) : null}
        <div className="grid gap-6">
          <section className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-start sm:gap-5">
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="mx-auto h-44 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full sm:mx-0"
              // The server renders the SVG from the otpauth URL alone (uqr): no text of anyone's in it.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            />
            <div className="grid gap-2">
              <StepTitle n={1}>Scan the QR code with the app</StepTitle>
              <p className="m-0 text-sm text-slate-600">Can’t scan it? In the app choose “Enter a set-up key” and type this key:</p>
              <SecretKey secret={enrolment.secret} />
              {/* A phone cannot scan its own screen: the otpauth link hands the secret to an app on it. */}
              <a href={enrolment.otpauthUrl} className="text-link justify-self-start text-sm sm:hidden">
                Open in an authenticator app on this phone
              </a>
            </div>
          </section>
          <section className="grid gap-3">
            <StepTitle n={2}>Enter the code the app shows</StepTitle>
            <div className="grid gap-4 sm:grid-cols-2">
              <TotpCodeField value={code} error={errors.code} onChange={setCode} />
              <FactorNameField hint="To tell your apps apart in this list." value={name} error={errors.name} onChange={setName} />
            </div>
            <EndOtherSessionsField checked={endOtherSessions} onChange={setEndOtherSessions} />
          </section>
        </div>
      </DialogForm>
    </Dialog>
  );
}
