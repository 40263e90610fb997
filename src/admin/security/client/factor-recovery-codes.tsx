/**
 * Recovery codes: the ten codes shown the one time they exist in the clear (after the first factor, or
 * when new ones are made), with Copy and Download; and the password asked before new ones replace the old.
 */
import { Check, Copy, Download } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Dialog, DialogBody, DialogFooter, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";

import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { toastSuccess } from "../../../../islands/admin/messages.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { RecoveryCodesInput } from "../../../shared/second-factor-schemas.ts";
import type { NewRecoveryCodes } from "../../../shared/security.ts";
import { Button } from "../../frame/shared/ui.tsx";
import { copyText, factorText, Notice, PasswordField, RECOVERY_CODES_PATH, sendForm } from "./factor-common.tsx";

/** The downloaded file: what the codes are for, then one code a line. */
function codesFile(codes: readonly string[]): string {
  const made = new Date().toLocaleString();
  return [`Recovery codes for the admin of ${window.location.host}`, `Made ${made}. Each code signs you in once, in place of the second step.`, "", ...codes, ""].join("\n");
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([codesFile(codes)], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${window.location.hostname}-recovery-codes.txt`;
  link.click();
  // The download has started from the URL by the next task; until then it must stay valid.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodesDialog({ codes, onClose, fallbackFocus }: { codes: string[]; onClose: () => void; fallbackFocus?: RefObject<HTMLElement | null> }) {
  const [copied, setCopied] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="Save your recovery codes"
      description="If your passkey or phone is lost, each code signs you in once in its place."
      onClose={onClose}
      initialFocus={copyRef}
      fallbackFocus={fallbackFocus}
      testId="recovery-codes"
    >
      <DialogBody>
        <div className="grid gap-4">
          <Notice tone="warn">
            <strong className="font-semibold">They are shown this once.</strong> Keep them somewhere safe, such as a password manager or a printed page.
          </Notice>
          <ol
            aria-label="Recovery codes"
            className="m-0 grid list-none grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 sm:grid-cols-2 sm:px-6"
          >
            {codes.map((code) => (
              <li key={code} className="select-all font-mono text-sm tracking-wide text-slate-900 sm:text-base">
                {code}
              </li>
            ))}
          </ol>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button ref={copyRef} onClick={() => void copyText(codes.join("\n"), "Recovery codes").then(setCopied)}>
          {copied ? <Check aria-hidden="true" size={16} className="text-emerald-600" /> : <Copy aria-hidden="true" size={16} />}
          Copy
        </Button>
        <Button onClick={() => download(codes)}>
          <Download aria-hidden="true" size={16} />
          Download
        </Button>
        <Button variant="primary" onClick={onClose} className="sm:ml-2">
          I have saved these codes
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

export function NewRecoveryCodesDialog({ onClose, onGenerated }: { onClose: () => void; onGenerated: (codes: string[]) => Promise<void> }) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // On success the new codes' dialog takes this one's place.
  const { pending, onSubmit, cancel } = useDialogSave(
    async () => {
      const body = { password };
      const answer = await sendForm<NewRecoveryCodes>({
        method: "POST",
        path: RECOVERY_CODES_PATH,
        body,
        schema: RecoveryCodesInput,
        fields: ["password"],
        failure: factorText.codesFailed,
        setErrors,
      });
      if (!answer) return false;
      toastSuccess(factorText.codesGenerated);
      await onGenerated(answer.recoveryCodes);
      return true;
    },
    onClose,
    { closeWhenSaved: false },
  );

  return (
    <Dialog title="Generate new recovery codes" description="Ten new codes replace the ones you have." onClose={onClose} busy={pending} testId="new-recovery-codes">
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} action="Generate" pendingAction="Generating..." />}>
        <div className="grid gap-4">
          <Notice tone="warn">Your current codes stop working at once, used or not.</Notice>
          <PasswordField value={password} error={errors.password} onChange={setPassword} />
        </div>
      </DialogForm>
    </Dialog>
  );
}
