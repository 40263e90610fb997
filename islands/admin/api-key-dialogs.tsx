/**
 * The two API key dialogs: 'Generate New API Key' (Name, Generate / 'Generating...'),
 * then 'API Key Generated' with the full key shown this once, the warning, 'Copy to Clipboard'
 * (toast 'Copied' / 'API key copied to clipboard') and Done.
 */
import { Check, Copy, TriangleAlert } from "lucide-react";
import { type RefObject, useId, useRef, useState } from "react";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import { ApiKeyCreateInput } from "../../src/shared/admin-schemas.ts";
import { showToast } from "../lib/toast.ts";
import { Dialog, DialogBody, DialogFooter, SaveCancelFooter } from "./dialog.tsx";
import { FormError, TextField } from "./fields.tsx";
import type { FieldErrors } from "./form-errors.ts";
import { entityText, toastError } from "./messages.ts";
import { saveTarget, submitEntity, useDialogSave } from "./submit.ts";
import { Button } from "./ui.tsx";

const text = entityText.apiKey;
export const KEY_WARNING = "Make sure to copy your API key now. You won't be able to see it again!";

export function ApiKeyCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: AdminApiKey) => Promise<void> }) {
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // On success the created key's dialog takes this one's place.
  const { pending, onSubmit, cancel } = useDialogSave(
    () =>
      submitEntity<AdminApiKey>({
        schema: ApiKeyCreateInput,
        values: { name },
        fields: ["name"],
        ...saveTarget("/api/admin/api-keys", null, text),
        setErrors,
        onSuccess: onCreated,
      }),
    onClose,
    { closeWhenSaved: false },
  );

  return (
    <Dialog title="Generate New API Key" description="Give the key a name that says which integration uses it." onClose={onClose} busy={pending} unsaved={name.trim() !== ""}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <FormError message={errors.form} />
          <TextField label="Name" required autoComplete="off" placeholder="e.g., Production API Key" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        </DialogBody>
        <SaveCancelFooter pending={pending} onCancel={cancel} action="Generate" pendingAction="Generating..." />
      </form>
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
        <input
          ref={keyRef}
          id={keyId}
          readOnly
          value={apiKey.key}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="generated-api-key"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25"
        />
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
