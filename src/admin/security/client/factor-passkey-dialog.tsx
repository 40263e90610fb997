/**
 * Adding a passkey: a name, then the browser's own prompt (Face ID, Touch ID, Windows Hello, a phone or a
 * security key) answers the server's registration options, and the server verifies and stores it.
 * Closing the prompt is the owner changing their mind, not a fault: the dialog says so calmly and stays.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { adminRequest } from "../../../../islands/lib/admin-api.ts";
import { FactorName } from "../../../shared/second-factor-schemas.ts";
import type { FactorAdded } from "../../../shared/security.ts";
import { addFactor, EndOtherSessionsField, FACTORS_PATH, FactorNameField, factorText, loadWebAuthn, Notice, passkeyPromptEnd } from "./factor-common.tsx";

export const passkeyText = {
  cancelled: "The passkey prompt was closed before a passkey was made, so nothing was added. Choose Continue to try again.",
  known: "This device or security key already holds one of your passkeys. Use another one, or keep the passkey you have.",
  unsupported: "This browser cannot make passkeys. Try another browser, or add an authenticator app instead.",
  failed: "The browser could not make a passkey. Try again, or add an authenticator app instead.",
} as const;

export interface PasskeyDialogProps {
  defaultName: string;
  onClose: () => void;
  /** The factor is stored: the panel closes this dialog (or shows the recovery codes) and reloads. */
  onAdded: (answer: FactorAdded) => Promise<void>;
}

export function PasskeyDialog({ defaultName, onClose, onAdded }: PasskeyDialogProps) {
  const [name, setName] = useState(defaultName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const failure = factorText.addFailed("passkey");

  /** The browser's answer to the server's options, or null when there is none (the note or errors say why). */
  async function askBrowser() {
    try {
      const webauthn = await loadWebAuthn();
      if (!webauthn.browserSupportsWebAuthn()) {
        setNote(passkeyText.unsupported);
        return null;
      }
      const optionsJSON = await adminRequest<PublicKeyCredentialCreationOptionsJSON>("POST", `${FACTORS_PATH}/passkey/options`);
      return await webauthn.startRegistration({ optionsJSON });
    } catch (error) {
      const end = passkeyPromptEnd(error);
      if (end) {
        setNote(passkeyText[end]);
        return null;
      }
      if (redirectIfUnauthorized(error)) return null;
      console.error("Making a passkey failed:", error);
      toastError(failure);
      setErrors({ form: passkeyText.failed });
      return null;
    }
  }

  const { pending, onSubmit, cancel } = useDialogSave(
    async () => {
      setNote(null);
      const checked = FactorName.safeParse(name);
      if (!checked.success) {
        setErrors({ name: checked.error.issues[0]?.message ?? "Name is required" });
        return false;
      }
      setErrors({});
      const response = await askBrowser();
      if (!response) return false;
      return addFactor("passkey", { path: `${FACTORS_PATH}/passkey/verify`, body: { response, name, endOtherSessions }, fields: ["name"], setErrors }, onAdded);
    },
    onClose,
    { closeWhenSaved: false },
  );

  const footer = <SaveCancelFooter pending={pending} onCancel={cancel} action="Continue" pendingAction="Waiting for the passkey..." />;
  return (
    <Dialog
      title="Add a passkey"
      description="Your browser asks you to make a passkey with Face ID, Touch ID, Windows Hello, your phone or a security key. Nothing leaves your device but a public key."
      onClose={onClose}
      busy={pending}
      testId="passkey-dialog"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={footer}>
        <div className="grid gap-4">
          <FactorNameField hint="Say where it lives (“MacBook”, “YubiKey”), to tell your passkeys apart." value={name} error={errors.name} onChange={setName} />
          <EndOtherSessionsField checked={endOtherSessions} onChange={setEndOtherSessions} />
          {note ? <Notice live>{note}</Notice> : null}
        </div>
      </DialogForm>
    </Dialog>
  );
}
