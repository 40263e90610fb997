/**
 * The Security page's Password form, server HTML until the owner points at it or focuses it (then hydrated, what
 * was typed kept): Current password, New password with its strength meter, Confirm new password, "Also revoke
 * every API key", Change password. Once changed, the page's lists read themselves again (the other sessions end). The meter's score comes from the server (a
 * debounced POST): zxcvbn's dictionaries would weigh ~1.3 MB in this island for a form used once a year.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { CheckboxField, FormError, TextField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, serverErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { island } from "../../../../islands/lib/island.tsx";
import { type PasswordStrength, STRENGTH_LABELS } from "../../../shared/password-strength.ts";
import { refreshAdminList } from "../../frame/client/admin-actions.ts";
import { Button } from "../../frame/shared/ui.tsx";

const PASSWORD_PATH = "/api/admin/security/password";
const STRENGTH_PATH = "/api/admin/security/password-strength";
/** Long enough that typing does not send a request per key, short enough to feel live. */
const STRENGTH_DELAY_MS = 300;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export const passwordText = {
  changed: "Password changed",
  failed: "Failed to change password",
  mismatch: "The two new passwords differ.",
  currentRequired: "Enter your current password",
  newRequired: "Enter a new password",
} as const;

const METER_COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-600"] as const;

/** The strength of `password` as the server rates it, asked STRENGTH_DELAY_MS after the last keystroke. */
function usePasswordStrength(password: string): PasswordStrength | null {
  const [strength, setStrength] = useState<{ password: string; result: PasswordStrength } | null>(null);
  useEffect(() => {
    if (!password) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminRequest<PasswordStrength>("POST", STRENGTH_PATH, { password }, { signal: controller.signal })
        .then((result) => setStrength({ password, result }))
        .catch((error: unknown) => {
          // A newer keystroke cancelled it, or the meter is unavailable: the server still checks on submit.
          if (!controller.signal.aborted && !redirectIfUnauthorized(error)) console.warn("Rating the password failed:", error);
        });
    }, STRENGTH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password]);
  return password && strength?.password === password ? strength.result : null;
}

function StrengthMeter({ strength, pending }: { strength: PasswordStrength | null; pending: boolean }) {
  const filled = strength ? strength.score + 1 : 0;
  return (
    <>
      <span aria-hidden="true" className="mb-1 flex gap-1">
        {STRENGTH_LABELS.map((label, i) => (
          <span
            key={label}
            className={`h-1.5 flex-1 rounded-full transition-colors duration-150 motion-reduce:transition-none ${i < filled && strength ? METER_COLOURS[strength.score] : "bg-slate-200"}`}
          />
        ))}
      </span>
      <span className="block">
        {strength ? (
          <>
            <span className="font-semibold text-slate-700">{STRENGTH_LABELS[strength.score]}</span>
            {strength.warning ? ` · ${strength.warning}` : strength.acceptable ? " · Good to use." : null}
          </>
        ) : pending ? (
          "Checking strength…"
        ) : (
          "At least 12 characters. A few unrelated words are easy to remember and hard to guess."
        )}
      </span>
    </>
  );
}

function PasswordForm() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const strength = usePasswordStrength(values.newPassword);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  function localErrors(): FieldErrors {
    const found: FieldErrors = {};
    if (!values.currentPassword) found.currentPassword = passwordText.currentRequired;
    if (!values.newPassword) found.newPassword = passwordText.newRequired;
    else if (strength && !strength.acceptable) found.newPassword = strength.warning ?? "Choose a stronger password.";
    if (values.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = passwordText.mismatch;
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setPending(true);
    try {
      await adminRequest("PUT", PASSWORD_PATH, { currentPassword: values.currentPassword, newPassword: values.newPassword, revokeApiKeys });
    } catch (error) {
      setPending(false);
      // A wrong current password is a 401 too, but it names the field: the session is still good.
      const wrongCurrent = error instanceof AdminApiError && error.issues.length > 0;
      if (!wrongCurrent && redirectIfUnauthorized(error)) return;
      toastError(passwordText.failed);
      const fieldErrors = serverErrors(error, FIELDS);
      if (Object.keys(fieldErrors).length === 0) fieldErrors.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : passwordText.failed;
      setErrors(fieldErrors);
      return;
    }
    setPending(false);
    setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
    setRevokeApiKeys(false);
    setErrors({});
    toastSuccess(passwordText.changed);
    await refreshAdminList();
  }

  const passwordField = (field: keyof typeof values, label: string, autoComplete: string, hint?: ReactNode) => (
    <TextField label={label} type="password" autoComplete={autoComplete} required value={values[field]} onChange={set(field)} error={errors[field]} hint={hint} />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="grid max-w-xl gap-4 px-4 py-4 sm:px-5">
      <FormError message={errors.form} />
      {/* The username field lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      {passwordField("currentPassword", "Current password", "current-password")}
      {passwordField("newPassword", "New password", "new-password", <StrengthMeter strength={strength} pending={values.newPassword !== "" && strength === null} />)}
      {passwordField("confirmPassword", "Confirm new password", "new-password")}
      <CheckboxField
        label="Also revoke every API key"
        hint="Integrations stop working until you turn their keys back on or make new ones."
        checked={revokeApiKeys}
        onChange={setRevokeApiKeys}
      />
      <div>
        <Button type="submit" variant="primary" pending={pending}>
          Change password
        </Button>
      </div>
    </form>
  );
}

export default island("password-form", PasswordForm, { on: "interaction" });
