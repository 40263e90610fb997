/**
 * The second step's code field: the 6-digit code from the authenticator app (digits, spaces allowed, the
 * phone's number pad and its one-time-code autofill) or a recovery code. Checked against the shared schema
 * first, so a mistyped code costs none of the five tries the server allows.
 */
import { CircleAlert } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { Button, controlClass } from "../../src/admin/frame/shared/ui.tsx";
import { RecoveryCode, TotpCode } from "../../src/shared/second-factor-schemas.ts";

export type CodeMethod = "totp" | "recovery";

const text = {
  totp: { label: "Code from your authenticator app", hint: "6 digits, as the app shows them." },
  recovery: { label: "Recovery code", hint: "One of the codes you saved when you set up two-step verification. Each code works once." },
  submit: "Verify",
  pending: "Verifying...",
} as const;

export interface LoginCodeFormProps {
  ref?: Ref<HTMLInputElement>;
  method: CodeMethod;
  /** The step's main action (no passkey above it). */
  primary: boolean;
  /** Any request of the step is running: the field holds still. */
  busy: boolean;
  /** This form's request is running. */
  pending: boolean;
  error: string | undefined;
  onInvalid(message: string): void;
  onSubmit(method: CodeMethod, code: string): void;
}

export function LoginCodeForm({ ref, method, primary, busy, pending, error, onInvalid, onSubmit }: LoginCodeFormProps) {
  const [code, setCode] = useState("");
  const id = useId();
  const described = error ? `${id}-error` : `${id}-hint`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = (method === "totp" ? TotpCode : RecoveryCode).safeParse(code);
    if (parsed.success) onSubmit(method, parsed.data);
    else onInvalid(parsed.error.issues[0]?.message ?? text[method].hint);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {text[method].label}
        </label>
        <input
          ref={ref}
          id={id}
          name={method === "totp" ? "one-time-code" : "recovery-code"}
          type="text"
          required
          inputMode={method === "totp" ? "numeric" : "text"}
          autoComplete={method === "totp" ? "one-time-code" : "off"}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          // Read-only rather than disabled while a request runs: the field keeps focus, and the phone its keyboard.
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={`${controlClass} h-12 font-mono ${error ? "border-red-600" : "border-slate-300"} ${method === "totp" ? "text-center text-xl tracking-[0.3em]" : "text-base tracking-wider"}`}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="m-0 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="m-0 text-xs text-slate-500">
            {text[method].hint}
          </p>
        )}
      </div>
      <Button type="submit" variant={primary ? "primary" : "secondary"} pending={pending} disabled={busy && !pending} className="h-11 w-full text-base">
        {pending ? text.pending : text.submit}
      </Button>
    </form>
  );
}
