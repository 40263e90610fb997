/**
 * 'Create …' / 'Edit …' for a category, tag or author: the kind's fields, the slug filled from the
 * name by the site's slug rule (slugify; editable, overwritten when the name changes again), Cancel and Save
 * ('Saving...' while pending), field errors from the schema or the server next to the fields. An edit sends the
 * version of the row it started from: when the row was saved elsewhere meanwhile, both versions are shown and
 * the owner reloads theirs or keeps theirs own.
 */
import { type RefObject, useRef, useState } from "react";
import type { z } from "zod";
import { Dialog, DialogBody, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import { FormError, TextAreaField, TextField } from "../../../../islands/admin/fields.tsx";
import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { ImageUrlField } from "../../../../islands/admin/image-url-field.tsx";
import { entityText } from "../../../../islands/admin/messages.ts";
import { StaleVersionNotice } from "../../../../islands/admin/stale-version-notice.tsx";
import { saveTarget, submitEntity, useDialogSave } from "../../../../islands/admin/submit.ts";
import type { ResourceKind } from "../../../shared/admin-api.ts";
import { AuthorInput, CategoryInput, TagInput } from "../../../shared/admin-schemas.ts";
import { slugify } from "../../../shared/slugify.ts";
import type { ResourceConfig } from "../shared/taxonomy-config.ts";

type Row = { id: number } & Record<string, unknown>;

const schemas: Record<ResourceKind, z.ZodType> = { categories: CategoryInput, tags: TagInput, authors: AuthorInput };

export interface ResourceDialogProps {
  kind: ResourceKind;
  config: ResourceConfig;
  /** null: create mode. */
  item: Row | null;
  /** The form as a discarding close left it: the dialog opens with it instead of the row (Undo). */
  draft?: Record<string, string>;
  /** Opens the dialog again with what a close discarded: the discard toast's Undo. */
  onReopen?: (draft: Record<string, string>) => void;
  onClose: () => void;
  onSaved: () => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

function initialValues(config: ResourceConfig, item: Row | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of config.fields) {
    const value = item?.[field.name];
    values[field.name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function ResourceDialog({ kind, config, item, draft, onReopen, onClose, onSaved, fallbackFocus }: ResourceDialogProps) {
  const text = entityText[config.entity];
  const [initial] = useState(() => initialValues(config, item));
  const [values, setValues] = useState(() => draft ?? initial);
  // What the form started from: closing with anything else says the changes were discarded, with Undo.
  const unsaved = config.fields.some((f) => values[f.name] !== initial[f.name]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const editing = item !== null;
  const version = useRef(typeof item?.version === "number" ? item.version : null);
  /** The row as another tab saved it since this dialog opened. */
  const [conflict, setConflict] = useState<Row | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function change(name: string, value: string, slugSource?: boolean) {
    setValues((v) => ({ ...v, [name]: value, ...(slugSource ? { slug: slugify(value) } : {}) }));
  }

  const { pending, onSubmit, cancel } = useDialogSave(
    () =>
      submitEntity({
        schema: schemas[kind],
        values: version.current === null ? values : { ...values, version: version.current },
        fields: config.fields.map((f) => f.name),
        ...saveTarget(config.path, item?.id ?? null, text),
        setErrors,
        onStale: (current) => setConflict(current as Row),
        onSuccess: onSaved,
      }),
    onClose,
  );

  return (
    <Dialog
      title={`${editing ? "Edit" : "Create"} ${config.singular}`}
      onClose={onClose}
      busy={pending}
      unsaved={unsaved}
      onUndoDiscard={onReopen ? () => onReopen(values) : undefined}
      fallbackFocus={fallbackFocus}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          {conflict ? (
            <StaleVersionNotice
              thing={text.thing}
              differences={config.fields
                .map((f) => ({ label: f.label, before: initialValues(config, conflict)[f.name] ?? "", after: values[f.name] ?? "" }))
                .filter((d) => d.before !== d.after)}
              busy={pending}
              onReloadTheirs={() => {
                version.current = Number(conflict.version);
                setValues(initialValues(config, conflict));
                setConflict(null);
              }}
              onKeepMine={() => {
                version.current = Number(conflict.version);
                setConflict(null);
                formRef.current?.requestSubmit();
              }}
            />
          ) : null}
          <FormError message={errors.form} />
          <div className="grid gap-4 sm:grid-cols-2">
            {config.fields.map((field) =>
              field.control === "textarea" ? (
                <TextAreaField
                  key={field.name}
                  className="sm:col-span-2"
                  label={field.label}
                  hint={field.hint}
                  rows={4}
                  value={values[field.name]}
                  error={errors[field.name]}
                  onChange={(e) => change(field.name, e.target.value)}
                />
              ) : field.upload ? (
                <ImageUrlField
                  key={field.name}
                  className="sm:col-span-2"
                  label={field.label}
                  hint={field.hint}
                  uploadLabel={field.upload}
                  value={values[field.name] ?? ""}
                  error={errors[field.name]}
                  onValueChange={(value) => change(field.name, value)}
                />
              ) : (
                <TextField
                  key={field.name}
                  className={field.slugSource || field.isSlug ? "" : "sm:col-span-2"}
                  label={field.label}
                  hint={field.hint}
                  required={field.required}
                  type={field.control === "url" ? "url" : "text"}
                  inputMode={field.control === "url" ? "url" : undefined}
                  placeholder={field.placeholder}
                  spellCheck={field.isSlug || field.control === "url" ? false : undefined}
                  autoComplete="off"
                  inputClassName={field.isSlug ? "font-mono" : ""}
                  value={values[field.name]}
                  error={errors[field.name]}
                  onChange={(e) => change(field.name, e.target.value, field.slugSource)}
                />
              ),
            )}
          </div>
        </DialogBody>
        <SaveCancelFooter pending={pending} onCancel={cancel} />
      </form>
    </Dialog>
  );
}
