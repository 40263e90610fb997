/**
 * 'Add redirect' / 'Edit redirect': From, To and the status (301 permanent, 302 temporary), checked by
 * the shared schema before sending; the server's refusals (a loop, a taken from-path, an unsafe target)
 * next to their field. An edit sends the version it opened; when someone changed the redirect meanwhile
 * (409), the dialog shows what it is now and takes that version, so a second Save keeps the owner's.
 */
import { type RefObject, useState } from "react";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import { SelectField, TextField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, schemaErrors, serverErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { isStaleVersion } from "../../../shared/api-errors.ts";
import { RedirectInput, RedirectUpdate } from "../../../shared/redirect-schemas.ts";
import type { AdminRedirect } from "../../../shared/redirects.ts";
import { redirectText } from "./redirect-text.ts";

const FIELDS = ["fromPath", "toTarget", "statusCode"] as const;
const STATUS_OPTIONS = [
  { value: "301", label: "301 · Permanent (the old address is gone for good)" },
  { value: "302", label: "302 · Temporary (the old address comes back)" },
];

export interface RedirectDialogProps {
  /** null: add a new one. */
  item: AdminRedirect | null;
  /** From, filled in (a row of the 404 log). */
  initialFrom?: string;
  /** The form as a discarding close left it: Undo opens the dialog again with it. */
  draft?: RedirectDraft;
  onReopen?: (draft: RedirectDraft) => void;
  onClose: () => void;
  onSaved: () => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

export type RedirectDraft = { fromPath: string; toTarget: string; statusCode: string };

export function RedirectDialog({ item, initialFrom = "", draft, onReopen, onClose, onSaved, fallbackFocus }: RedirectDialogProps) {
  const [initial] = useState<RedirectDraft>(() => ({
    fromPath: item?.fromPath ?? initialFrom,
    toTarget: item?.toTarget ?? "",
    statusCode: String(item?.statusCode ?? 301),
  }));
  const [values, setValues] = useState(() => draft ?? initial);
  // Closing with anything but what the form started from says the changes were discarded, with Undo.
  const unsaved = FIELDS.some((name) => values[name] !== initial[name]);
  const [version, setVersion] = useState(item?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [changedElsewhere, setChangedElsewhere] = useState<AdminRedirect | null>(null);
  const editing = item !== null;

  async function save(): Promise<boolean> {
    const body = editing ? { ...values, version } : values;
    const checked = (editing ? RedirectUpdate : RedirectInput).safeParse(body);
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return false;
    }
    setErrors({});
    try {
      if (editing) await adminRequest("PUT", `/api/admin/redirects/${item.id}`, body);
      else await adminRequest("POST", "/api/admin/redirects", body);
    } catch (error) {
      if (redirectIfUnauthorized(error)) return false;
      const failure = editing ? redirectText.updateFailed : redirectText.createFailed;
      toastError(failure);
      if (error instanceof AdminApiError && isStaleVersion<AdminRedirect>(error.body)) {
        setChangedElsewhere(error.body.current);
        setVersion(error.body.current.version);
        return false;
      }
      const found = serverErrors(error, FIELDS);
      if (Object.keys(found).length === 0) found.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : failure;
      setErrors(found);
      return false;
    }
    toastSuccess(editing ? redirectText.updated : redirectText.created);
    await onSaved();
    return true;
  }

  const { pending, onSubmit, cancel } = useDialogSave(save, onClose);
  const change = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <Dialog
      title={editing ? "Edit redirect" : "Add redirect"}
      description="Visitors and search engines asking for From are sent to To, answered before any page."
      onClose={onClose}
      busy={pending}
      unsaved={unsaved}
      onUndoDiscard={onReopen ? () => onReopen(values) : undefined}
      fallbackFocus={fallbackFocus}
      testId="redirect-dialog"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} />}>
        {changedElsewhere ? (
          <p role="alert" className="m-0 mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This redirect was changed since you opened it: it now sends <span className="font-medium">{changedElsewhere.fromPath}</span> to{" "}
            <span className="break-all font-medium">{changedElsewhere.toTarget}</span> ({changedElsewhere.statusCode}). Save again to replace that with yours, or Cancel to keep it.
          </p>
        ) : null}
        <div className="grid gap-4">
          <TextField
            label="From"
            hint="A path on this site, e.g. /blog/old-post (a query string or trailing slash is ignored)."
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="/blog/old-post"
            value={values.fromPath}
            error={errors.fromPath}
            onChange={(e) => change("fromPath", e.target.value)}
          />
          <TextField
            label="To"
            hint="A path on this site (/blog/new-post) or a full http(s) address. The visitor's query string is kept for a path."
            required
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            placeholder="/blog/new-post"
            value={values.toTarget}
            error={errors.toTarget}
            onChange={(e) => change("toTarget", e.target.value)}
          />
          <SelectField label="Status" options={STATUS_OPTIONS} value={values.statusCode} error={errors.statusCode} onChange={(e) => change("statusCode", e.target.value)} />
        </div>
      </DialogForm>
    </Dialog>
  );
}
