/**
 * "Confirm it is you": changing the second factors needs a session that proved the owner in the last few
 * minutes. This asks for the password again — or, once an authenticator app is set up, a code from it —
 * then the panel opens what the owner asked for.
 */
import { useState } from "react";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";

import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { ReauthInput } from "../../../shared/second-factor-schemas.ts";
import type { ReauthAnswer } from "../../../shared/security.ts";
import { Button } from "../../frame/shared/ui.tsx";
import { Notice, PasswordField, REAUTH_PATH, sendForm, TotpCodeField } from "./factor-common.tsx";

export interface ReauthDialogProps {
  /** An authenticator app is set up: a code from it may stand for the password. */
  codeAllowed: boolean;
  onClose: () => void;
  onProved: (answer: ReauthAnswer) => void;
}

export function ReauthDialog({ codeAllowed, onClose, onProved }: ReauthDialogProps) {
  const [useCode, setUseCode] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, onSubmit, cancel } = useDialogSave(
    async () => {
      const body = useCode ? { proof: { method: "totp", code } } : { password };
      const answer = await sendForm<ReauthAnswer>({
        method: "POST",
        path: REAUTH_PATH,
        body,
        schema: ReauthInput,
        fields: ["password", "proof"],
        failure: "Not confirmed",
        setErrors,
      });
      if (!answer) return false;
      onProved(answer);
      return true;
    },
    onClose,
    { closeWhenSaved: false },
  );

  return (
    <Dialog
      title="Confirm it is you"
      description="Changing how you sign in needs your password again when you signed in more than 5 minutes ago."
      onClose={onClose}
      busy={pending}
      testId="reauth-dialog"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} action="Confirm" pendingAction="Checking..." />}>
        <div className="grid gap-4">
          {useCode ? (
            <TotpCodeField value={code} error={errors.proof ?? errors["proof.code"]} onChange={setCode} />
          ) : (
            <PasswordField value={password} error={errors.password} onChange={setPassword} />
          )}
          {codeAllowed ? (
            <Button variant="ghost" className="justify-self-start" onClick={() => setUseCode(!useCode)}>
              {useCode ? "Use your password instead" : "Use a code from your authenticator app instead"}
            </Button>
          ) : null}
          <Notice>A session someone copied from this browser cannot change your factors without this.</Notice>
        </div>
      </DialogForm>
    </Dialog>
  );
}
