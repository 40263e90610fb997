/**
 * The two API key dialogs: 'Generate New API Key' (Name, what the key may do, when it expires; Generate /
 * 'Generating...'), then 'API Key Generated' with the full key shown this once, the warning, 'Copy to
 * Clipboard' (toast 'Copied' / 'API key copied to clipboard') and Done.
 *
 * When the session has not proved the owner recently the server answers 403 reauth_required: the form
 * then asks for the password and sends the same request again with it, keeping everything typed.
 */
import { Check, Copy, LockKeyhole, TriangleAlert } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { CopyField } from "../../../../islands/admin/copy-button.tsx";
import { Dialog, DialogBody, DialogFooter, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import { TextField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, schemaErrors, serverErrors } from "../../../../islands/admin/form-errors.ts";
import { entityText, toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { showToast } from "../../../../islands/lib/toast.ts";
import type { AdminApiKey } from "../../../shared/admin-api.ts";
import { formatAdminDate } from "../../../shared/admin-format.ts";
import { API_KEY_EXPIRY_CHOICES, ApiKeyCreateInput } from "../../../shared/admin-schemas.ts";
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from "../../../shared/api-key-scopes.ts";
import { Button } from "../../frame/shared/ui.tsx";
import { type ExpiryChoice, ExpiryLine, expiryChoiceLabel, hasEveryScope, SCOPES_LABEL, ScopeBadges } from "../shared/api-key-access.tsx";

const text = entityText.apiKey;
const KEYS_PATH = "/api/admin/api-keys";
const FIELDS = ["name", "scopes", "expiresInDays", "password"] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
export const KEY_WARNING = "Make sure to copy your API key now. You won't be able to see it again!";
const REAUTH_PROMPT = "Enter your password again to create an API key.";
const PASSWORD_MISSING = "Enter your password";

/** The server's answer when the session must prove the owner again: 403 to ask, 401 for a wrong password, 429 after too many. */
function isReauthRequired(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError && (error.body as { code?: unknown } | null)?.code === "reauth_required";
}

/**
 * The request: a key with every scope that never expires is sent as `{ name }` alone, as keys were always
 * made; the password only once the server asked for it.
 */
function requestBody(name: string, scopes: ApiKeyScope[], expiresInDays: ExpiryChoice, password: string | null) {
  return {
    name,
    ...(hasEveryScope(scopes) ? {} : { scopes }),
    ...(expiresInDays === null ? {} : { expiresInDays }),
    ...(password === null ? {} : { password }),
  };
}

const legend = "mb-1.5 p-0 text-sm font-medium text-slate-800";
const fieldError = "m-0 mt-1.5 text-xs font-medium text-red-700";
const control = "keyboard-focus h-4 w-4 shrink-0 accent-brand-600";

function ScopeChoices({ scopes, onChange, error }: { scopes: ApiKeyScope[]; onChange: (scopes: ApiKeyScope[]) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legend}>{SCOPES_LABEL}</legend>
      <div className={`divide-y divide-slate-200 rounded-lg border bg-white ${error ? "border-red-600" : "border-slate-300"}`}>
        {API_KEY_SCOPES.map((scope) => {
          const checked = scopes.includes(scope);
          return (
            <label key={scope} className="flex cursor-pointer select-none items-start gap-3 px-3 py-2.5 first:rounded-t-lg last:rounded-b-lg hover:bg-slate-50">
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => onChange(e.target.checked ? API_KEY_SCOPES.filter((s) => s === scope || scopes.includes(s)) : scopes.filter((s) => s !== scope))}
                aria-describedby={`${id}-${scope}`}
                className={`${control} mt-0.5`}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className={`text-sm ${checked ? "text-slate-900" : "text-slate-600"}`}>{API_KEY_SCOPE_LABELS[scope]}</span>
                {/* What a refused request names in its error ("it needs the content:write scope"): a description, not part of the name. */}
                <code id={`${id}-${scope}`} aria-hidden="true" className="font-mono text-[11px] text-slate-500">
                  {scope}
                </code>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ExpiryChoices({ value, onChange }: { value: ExpiryChoice; onChange: (days: ExpiryChoice) => void }) {
  const id = useId();
  const hint = value === null ? "The key works until you deactivate or delete it." : `The key stops working on ${formatAdminDate(Date.now() + value * DAY_MS)}.`;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={`${id}-hint`}>
      <legend className={legend}>Expires</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[null, ...API_KEY_EXPIRY_CHOICES].map((days) => {
          const checked = value === days;
          return (
            <label
              key={days ?? "never"}
              className={`flex h-10 cursor-pointer select-none items-center justify-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${
                checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50"
              }`}
            >
              <input type="radio" name={`${id}-expiry`} checked={checked} onChange={() => onChange(days)} className={control} />
              {expiryChoiceLabel(days)}
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="m-0 mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    </fieldset>
  );
}

function PasswordPrompt({
  value,
  onChange,
  error,
  boxRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  boxRef: RefObject<HTMLFieldSetElement | null>;
}) {
  return (
    <fieldset ref={boxRef} className="m-0 min-w-0 rounded-xl border border-amber-200 bg-amber-50/70 px-4 pb-4 pt-3">
      {/* Floated, the legend sits inside the box instead of on its border, and still names the group. */}
      <legend className="float-left mb-3 flex w-full items-start gap-2 p-0 text-sm font-medium text-amber-950">
        <LockKeyhole aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-amber-700" />
        {REAUTH_PROMPT}
      </legend>
      {/* The username lets a password manager offer the admin's saved password. */}
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      <TextField
        className="clear-both"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={value}
        error={error}
        hint="It has been a while since you signed in: this makes sure it is really you."
        onChange={(e) => onChange(e.target.value)}
      />
    </fieldset>
  );
}

/** The Generate form as a discarding close left it (the password is never kept). */
export interface ApiKeyDraft {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: ExpiryChoice;
}

export function ApiKeyCreateDialog({
  draft,
  onReopen,
  onClose,
  onCreated,
}: {
  /** Opens with this instead of the defaults (Undo after a discarding close). */
  draft?: ApiKeyDraft;
  /** Opens the dialog again with what a close discarded: the discard toast's Undo. */
  onReopen?: (draft: ApiKeyDraft) => void;
  onClose: () => void;
  onCreated: (key: AdminApiKey) => Promise<void>;
}) {
  const [name, setName] = useState(draft?.name ?? "");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(draft?.scopes ?? [...API_KEY_SCOPES]);
  const [expiresInDays, setExpiresInDays] = useState<ExpiryChoice>(draft?.expiresInDays ?? null);
  // null until the server asks for it.
  const [password, setPassword] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusPassword, setFocusPassword] = useState(0);
  const promptRef = useRef<HTMLFieldSetElement>(null);

  // After the render that shows the prompt (or its error): the password is what to type next.
  useEffect(() => {
    if (!focusPassword) return;
    promptRef.current?.querySelector<HTMLInputElement>("input[type=password]")?.focus();
    // Focus scrolls only the field into view; the question above it and the hint below belong with it.
    promptRef.current?.scrollIntoView({ block: "nearest" });
  }, [focusPassword]);

  /** `sent` is the password that was turned down: what was typed while it was checked is kept. */
  function askPassword(message?: string, sent: string | null = null) {
    setPassword((now) => (now === null || now === sent ? "" : now));
    setErrors(message ? { password: message } : {});
    setFocusPassword((n) => n + 1);
  }

  async function save(): Promise<boolean> {
    const body = requestBody(name, scopes, expiresInDays, password);
    const checked = ApiKeyCreateInput.safeParse(body);
    const found = checked.success ? {} : schemaErrors(checked.error);
    if (password === "") found.password ??= PASSWORD_MISSING;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (found.password && !found.name && !found.scopes) setFocusPassword((n) => n + 1);
      return false;
    }
    setErrors({});
    let created: AdminApiKey;
    try {
      created = await adminRequest<AdminApiKey>("POST", KEYS_PATH, body);
    } catch (error) {
      // Not a failure: the server wants the password first. A wrong one is a 401 that names the field, not a lost session.
      if (isReauthRequired(error)) {
        askPassword(password === null ? undefined : (error.serverMessage ?? PASSWORD_MISSING), password);
        return false;
      }
      if (redirectIfUnauthorized(error)) return false;
      toastError(text.createFailed);
      console.error(`POST ${KEYS_PATH} failed:`, error);
      const fieldErrors = serverErrors(error, FIELDS);
      if (Object.keys(fieldErrors).length === 0) fieldErrors.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : text.createFailed;
      setErrors(fieldErrors);
      return false;
    }
    toastSuccess(text.created);
    await onCreated(created);
    return true;
  }

  // On success the created key's dialog takes this one's place.
  const { pending, onSubmit, cancel } = useDialogSave(save, onClose, { closeWhenSaved: false });
  const changed = name.trim() !== "" || !hasEveryScope(scopes) || expiresInDays !== null;

  return (
    <Dialog
      title="Generate New API Key"
      description="Give the key a name that says which integration uses it."
      onClose={onClose}
      busy={pending}
      unsaved={changed}
      onUndoDiscard={onReopen ? () => onReopen({ name, scopes, expiresInDays }) : undefined}
      testId="api-key-create"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} action="Generate" pendingAction="Generating..." />}>
        <div className="grid gap-5">
          <TextField label="Name" required autoComplete="off" placeholder="e.g., Production API Key" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
          <ScopeChoices scopes={scopes} onChange={setScopes} error={errors.scopes} />
          <ExpiryChoices value={expiresInDays} onChange={setExpiresInDays} />
          {password !== null ? <PasswordPrompt value={password} onChange={setPassword} error={errors.password} boxRef={promptRef} /> : null}
        </div>
      </DialogForm>
    </Dialog>
  );
}

export function ApiKeyCreated({ apiKey, onClose, fallbackFocus }: { apiKey: AdminApiKey; onClose: () => void; fallbackFocus?: RefObject<HTMLElement | null> }) {
  const [copied, setCopied] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  const keyRef = useRef<HTMLInputElement>(null);
  const keyId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
    } catch (error) {
      console.error("Copying the API key failed:", error);
      // Select it so the admin can copy by hand.
      keyRef.current?.select();
      toastError("Couldn't copy the key. It is selected: copy it with Ctrl+C or ⌘C.");
      return;
    }
    setCopied(true);
    showToast({ title: "Copied", description: "API key copied to clipboard" });
  }

  return (
    <Dialog title="API Key Generated" onClose={onClose} initialFocus={copyRef} fallbackFocus={fallbackFocus} testId="api-key-generated">
      <DialogBody>
        <p className="m-0 mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-amber-600" />
          {KEY_WARNING}
        </p>
        <label htmlFor={keyId} className="mb-1.5 block text-sm font-medium text-slate-800">
          API key for “{apiKey.name}”
        </label>
        <CopyField
          ref={keyRef}
          id={keyId}
          value={apiKey.key}
          data-testid="generated-api-key"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25"
        />
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <ScopeBadges scopes={apiKey.scopes} />
          <ExpiryLine expiresAt={apiKey.expiresAt} date={formatAdminDate} />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button ref={copyRef} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" size={16} className="text-emerald-600" /> : <Copy aria-hidden="true" size={16} />}
          Copy to Clipboard
        </Button>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
