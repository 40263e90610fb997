/**
 * Removing a factor: the password always; for the last one also a proof that the owner holds a factor
 * still (a code from the app, a recovery code, or the passkey itself), since removing it turns the second
 * step off. With a passkey the password is checked here first, so a typo does not cost a passkey prompt.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { type RefObject, useId, useState } from "react";
import { Dialog, DialogFooter, DialogForm } from "../../../../islands/admin/dialog.tsx";
import { TextField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, schemaErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { adminRequest } from "../../../../islands/lib/admin-api.ts";
import { FactorRemoveInput } from "../../../shared/second-factor-schemas.ts";
import type { AdminFactor } from "../../../shared/security.ts";
import { Button } from "../../frame/shared/ui.tsx";
import { EndOtherSessionsField, FACTORS_PATH, factorText, KIND_LABEL, loadWebAuthn, Notice, PasswordField, passkeyPromptEnd, sendForm, TotpCodeField } from "./factor-common.tsx";

type ProofMethod = "totp" | "passkey" | "recovery";

const PROOF_LABEL: Record<ProofMethod, string> = { totp: "Code from the app", passkey: "Use passkey", recovery: "Recovery code" };

export interface RemoveFactorDialogProps {
  factor: AdminFactor;
  /** The owner's only factor: removing it needs a proof too. */
  last: boolean;
  onClose: () => void;
  onRemoved: () => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

function ProofChoice({ methods, value, onChange }: { methods: ProofMethod[]; value: ProofMethod; onChange: (method: ProofMethod) => void }) {
  const name = useId();
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0">
      <legend className="mb-1.5 p-0 text-sm font-medium text-slate-800">Prove it is you with</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${value === method ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="keyboard-focus h-4 w-4 shrink-0 accent-brand-600"
            />
            {PROOF_LABEL[method]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RemoveFactorDialog({ factor, last, onClose, onRemoved, fallbackFocus }: RemoveFactorDialogProps) {
  const own: ProofMethod = factor.kind === "passkey" ? "passkey" : "totp";
  const [password, setPassword] = useState("");
  const [method, setMethod] = useState<ProofMethod>(own);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const kind = KIND_LABEL[factor.kind].toLowerCase();

  async function passkeyAnswer() {
    try {
      const webauthn = await loadWebAuthn();
      const optionsJSON = await adminRequest<PublicKeyCredentialRequestOptionsJSON>("POST", `${FACTORS_PATH}/passkey/confirm-options`);
      return await webauthn.startAuthentication({ optionsJSON });
    } catch (error) {
      if (passkeyPromptEnd(error)) setNote("The passkey prompt was closed, so nothing was removed. Choose Remove to try again, or use a recovery code.");
      else if (!redirectIfUnauthorized(error)) {
        console.error("Asking for the passkey failed:", error);
        toastError(factorText.removeFailed);
        setErrors({ form: "The browser could not use the passkey. Try again, or use a recovery code." });
      }
      return null;
    }
  }

  async function send(body: Record<string, unknown>) {
    const fields = ["password", "proof"];
    const answer = await sendForm({
      method: "DELETE",
      path: `${FACTORS_PATH}/${factor.id}`,
      body: { ...body, endOtherSessions },
      schema: FactorRemoveInput,
      fields,
      failure: factorText.removeFailed,
      setErrors,
    });
    if (!answer) return false;
    toastSuccess(last ? factorText.lastRemoved : factorText.removed(factor.kind));
    await onRemoved();
    return true;
  }

  const { pending, onSubmit, cancel } = useDialogSave(async () => {
    setNote(null);
    if (!last) return send({ password });
    if (method !== "passkey") return send({ password, proof: { method, code } });
    const checked = FactorRemoveInput.safeParse({ password });
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return false;
    }
    const response = await passkeyAnswer();
    return response ? send({ password, proof: { method: "passkey", response } }) : false;
  }, onClose);

  function choose(next: ProofMethod) {
    setMethod(next);
    setCode("");
    setErrors(({ proof: _, ...rest }) => rest);
  }

  return (
    <Dialog
      title={`Remove “${factor.name}”?`}
      description={last ? `This ${kind} is your only second factor.` : `Signing in will no longer accept this ${kind}. Your other factors and recovery codes keep working.`}
      onClose={onClose}
      busy={pending}
      fallbackFocus={fallbackFocus}
      testId="remove-factor"
    >
      <DialogForm
        onSubmit={onSubmit}
        error={errors.form}
        footer={
          <DialogFooter>
            <Button onClick={cancel} aria-disabled={pending || undefined}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" aria-disabled={pending || undefined}>
              {pending ? "Removing..." : "Remove"}
            </Button>
          </DialogFooter>
        }
      >
        <div className="grid gap-4">
          {last ? <Notice tone="warn">Two-step verification turns off: your password alone will sign in again, and your recovery codes stop working.</Notice> : null}
          <PasswordField value={password} error={errors.password} onChange={setPassword} />
          {last ? <ProofChoice methods={[own, "recovery"]} value={method} onChange={choose} /> : null}
          {last && method === "totp" ? <TotpCodeField value={code} error={errors.proof} onChange={setCode} /> : null}
          {last && method === "recovery" ? (
            <TextField
              label="Recovery code"
              required
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              inputClassName="font-mono"
              value={code}
              error={errors.proof}
              onChange={(e) => setCode(e.target.value)}
            />
          ) : null}
          {last && method === "passkey" ? (
            <>
              <p className={`m-0 text-sm ${errors.proof ? "font-medium text-red-700" : "text-slate-600"}`}>
                {errors.proof ?? "Your browser asks for the passkey when you choose Remove."}
              </p>
              {note ? <Notice live>{note}</Notice> : null}
            </>
          ) : null}
          <EndOtherSessionsField checked={endOtherSessions} onChange={setEndOtherSessions} />
        </div>
      </DialogForm>
    </Dialog>
  );
}
