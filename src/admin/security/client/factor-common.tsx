/**
 * What the factors panel and its dialogs share: the API paths, the toasts' texts, the kinds' names and
 * icons, the password field, a calm notice, the write every dialog makes and the reading of a passkey
 * prompt that ended without a passkey.
 */
import { Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { CheckboxField, TextField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, schemaErrors, serverErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { showToast } from "../../../../islands/lib/toast.ts";
import { FACTOR_NAME_MAX } from "../../../shared/second-factor-schemas.ts";
import type { AdminFactor, FactorAdded } from "../../../shared/security.ts";
import { KIND_LABEL } from "../shared/factor-look.tsx";

export const FACTORS_PATH = "/api/admin/security/factors";
export const RECOVERY_CODES_PATH = "/api/admin/security/recovery-codes";
export const REAUTH_PATH = "/api/admin/security/reauth";
export { FactorIcon, FEW_RECOVERY_CODES, KIND_LABEL } from "../shared/factor-look.tsx";

export const factorText = {
  added: (kind: AdminFactor["kind"]) => `${KIND_LABEL[kind]} added`,
  addFailed: (kind: AdminFactor["kind"]) => `Failed to add the ${KIND_LABEL[kind].toLowerCase()}`,
  renamed: "Name saved",
  renameFailed: "Failed to rename",
  removed: (kind: AdminFactor["kind"]) => `${KIND_LABEL[kind]} removed`,
  lastRemoved: "Two-step verification is off",
  removeFailed: "Failed to remove",
  codesGenerated: "New recovery codes generated",
  codesFailed: "Failed to generate recovery codes",
  startFailed: "Couldn't start the set-up. Check your connection and try again.",
} as const;

/** A name for a new factor that no factor of the list has yet: "Passkey", then "Passkey 2". */
export function freshName(base: string, factors: readonly AdminFactor[]): string {
  const taken = new Set(factors.map((f) => f.name.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** A 6-digit code from the authenticator app; spaces as apps show them ("123 456") are allowed. */
export function TotpCodeField({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (value: string) => void }) {
  return (
    <TextField
      label="6-digit code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={7}
      placeholder="123456"
      inputClassName="font-mono tracking-widest"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A factor's name: only the owner's label, so a hint may say how to tell them apart. */
export function FactorNameField({ value, error, hint, onChange }: { value: string; error?: string | undefined; hint?: string; onChange: (value: string) => void }) {
  return <TextField label="Name" required autoComplete="off" maxLength={FACTOR_NAME_MAX} hint={hint} value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
}

/**
 * The owner's password, asked again; the hidden username lets a password manager offer the right entry.
 * The dialog focuses the password (data-autofocus), not the hidden field that comes first.
 */
export function PasswordField({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (value: string) => void }) {
  return (
    <>
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        data-autofocus
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

const noticeTone = {
  info: { box: "border-slate-200 bg-slate-50 text-slate-700", icon: "text-slate-500", Icon: Info },
  warn: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600", Icon: TriangleAlert },
} as const;

/** A line the owner should read before acting (a warning), or a calm word on what just happened (status). */
export function Notice({ tone = "info", live = false, children }: { tone?: keyof typeof noticeTone; live?: boolean; children: ReactNode }) {
  const { box, icon, Icon } = noticeTone[tone];
  return (
    <div role={live ? "status" : undefined} className={`m-0 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${box}`}>
      <Icon aria-hidden="true" size={16} className={`mt-0.5 shrink-0 ${icon}`} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export interface SendOptions {
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  body: unknown;
  /** Checked before sending; its messages go next to the fields. */
  schema?: z.ZodType;
  /** Fields the dialog shows; the server's errors on others go to the form-level notice. */
  fields: readonly string[];
  failure: string;
  setErrors: (errors: FieldErrors) => void;
}

/**
 * A dialog's write: the answer, or null with the errors set and a toast. A 401 that names a field is a
 * wrong password or proof (the session is still good); a 401 without one means the session ended.
 */
export async function sendForm<Answer>(options: SendOptions): Promise<Answer | null> {
  const checked = options.schema?.safeParse(options.body);
  if (checked && !checked.success) {
    options.setErrors(schemaErrors(checked.error));
    return null;
  }
  options.setErrors({});
  try {
    return await adminRequest<Answer>(options.method, options.path, options.body);
  } catch (error) {
    const named = error instanceof AdminApiError && error.issues.length > 0;
    if (!named && redirectIfUnauthorized(error)) return null;
    toastError(options.failure);
    // A 4xx is the owner's to read (a wrong code, an expired set-up); anything else is worth a log.
    if (!(error instanceof AdminApiError) || error.status >= 500) console.error(`${options.method} ${options.path} failed:`, error);
    const errors = serverErrors(error, options.fields);
    if (Object.keys(errors).length === 0) errors.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : options.failure;
    options.setErrors(errors);
    return null;
  }
}

/**
 * Sends a new factor's proof (the browser's passkey answer, the app's code) and, once the server stored it,
 * says so and hands its answer on (the recovery codes of a first factor): true when it was added.
 */
export async function addFactor(kind: AdminFactor["kind"], options: Omit<SendOptions, "method" | "failure">, onAdded: (answer: FactorAdded) => Promise<void>): Promise<boolean> {
  const answer = await sendForm<FactorAdded>({ method: "POST", failure: factorText.addFailed(kind), ...options });
  if (!answer) return false;
  toastSuccess(factorText.added(kind));
  await onAdded(answer);
  return true;
}

/**
 * Puts text on the clipboard and says so; when the browser refuses, says how to copy by hand.
 * @example await copyText(codes.join("\n"), "Recovery codes");
 */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    console.error(`Copying the ${what.toLowerCase()} failed:`, error);
    toastError("Couldn't copy. Select the text and copy it with Ctrl+C or ⌘C.");
    return false;
  }
  showToast({ title: "Copied", description: `${what} copied to clipboard` });
  return true;
}

/** The browser's passkey code, fetched when a passkey is first wanted: most visits to the tab never need it. */
export const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * How a passkey prompt ended without a passkey, when that is the owner's doing or the device's and not a
 * fault: "cancelled" (closed, timed out, refused), "known" (this authenticator holds one of the owner's
 * passkeys already). Null for anything else.
 */
export function passkeyPromptEnd(error: unknown): "cancelled" | "known" | null {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (name === "InvalidStateError") return "known";
  return null;
}

/**
 * "Also sign out every other browser": offered when a factor is added or removed, so that a session a thief
 * holds ends with the change. Off unless ticked: the owner's other devices stay signed in otherwise.
 */
export function EndOtherSessionsField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField
      label="Also sign out every other browser"
      hint="This browser stays signed in. Do it if someone else may have used your admin."
      checked={checked}
      onChange={onChange}
    />
  );
}
