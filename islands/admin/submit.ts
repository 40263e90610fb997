/**
 * The save path every admin dialog shares: validate with the shared zod schema, send, then on
 * success toast, re-fetch the list and close; on failure toast the 'Failed to …' text the owner knows and
 * put the server's field errors (400 / 409 for a taken slug) next to the fields, or hand a 409 for a stale
 * version to the dialog's own notice.
 */
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { isStaleVersion } from "../../src/shared/api-errors.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import type { ToastMessage } from "../lib/toast.ts";
import { type FieldErrors, schemaErrors, serverErrors } from "./form-errors.ts";
import { type EntityText, toastError, toastSuccess } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";

export interface SubmitOptions<Answer> {
  /** The shared schema, or a loader for it (a dialog that fetches zod only when the owner first saves). */
  schema: z.ZodType | (() => Promise<z.ZodType>);
  values: Record<string, unknown>;
  /** Fields the dialog shows; errors on others go to the form-level notice. */
  fields: readonly string[];
  method: "POST" | "PUT";
  path: string;
  success: string;
  failure: string;
  setErrors: (errors: FieldErrors) => void;
  /** Runs after the success toast: re-fetch the list, close the dialog… */
  onSuccess: (answer: Answer) => void | Promise<void>;
  /** A button beside the success toast's text, from what was saved (Undo of an unpublish, View post). */
  successAction?: (answer: Answer) => NonNullable<ToastMessage["action"]> | undefined;
  /**
   * The write named a version the row has moved on from (409 stale_version): nothing was written; the dialog
   * shows `current` beside the form. Without it such a 409 is shown as the server's message.
   */
  onStale?: (current: unknown) => void;
}

/** Create (POST to the collection) or edit (PUT to the item): the request and the toasts of each. */
export function saveTarget(collection: string, id: number | null, text: EntityText): Pick<SubmitOptions<unknown>, "method" | "path" | "success" | "failure"> {
  return id === null
    ? { method: "POST", path: collection, success: text.created, failure: text.createFailed }
    : { method: "PUT", path: `${collection}/${id}`, success: text.updated, failure: text.updateFailed };
}

/**
 * A dialog form's submit: one save at a time; on success the dialog closes (unless `closeWhenSaved` is
 * false: another dialog takes its place), on failure the form is editable again with its errors.
 * Cancel does nothing while a save is under way.
 */
export function useDialogSave(save: () => Promise<boolean>, onClose: () => void, { closeWhenSaved = true } = {}) {
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    if (!(await save())) setPending(false);
    else if (closeWhenSaved) onClose();
  }
  const cancel = () => {
    if (!pending) onClose();
  };
  return { pending, onSubmit, cancel };
}

/** @returns whether the write succeeded. */
export async function submitEntity<Answer = unknown>(options: SubmitOptions<Answer>): Promise<boolean> {
  let schema: z.ZodType;
  try {
    schema = typeof options.schema === "function" ? await options.schema() : options.schema;
  } catch (error) {
    // The schema's code could not be fetched (offline before it was ever wanted): nothing sent, the form kept.
    console.warn("Loading the form's checks failed:", error);
    toastError(options.failure);
    options.setErrors({ form: "Couldn't check the form: check your connection and try again." });
    return false;
  }
  const checked = schema.safeParse(options.values);
  if (!checked.success) {
    options.setErrors(schemaErrors(checked.error));
    return false;
  }
  options.setErrors({});
  let answer: Answer;
  try {
    answer = await adminRequest<Answer>(options.method, options.path, options.values);
  } catch (error) {
    if (redirectIfUnauthorized(error)) return false;
    toastError(options.failure);
    // Expected when another tab saved first: the dialog's notice says so, nothing to log.
    if (options.onStale && error instanceof AdminApiError && isStaleVersion(error.body)) {
      options.setErrors({});
      options.onStale(error.body.current);
      return false;
    }
    console.error(`${options.method} ${options.path} failed:`, error);
    const errors = serverErrors(error, options.fields);
    if (Object.keys(errors).length === 0) {
      errors.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : options.failure;
    }
    options.setErrors(errors);
    return false;
  }
  toastSuccess(options.success, options.successAction?.(answer));
  await options.onSuccess(answer);
  return true;
}

/** Delete and toggle: one request, a toast either way (the success one with Undo when `undo` is given), the list re-fetched on success. */
export async function runAction(options: {
  method: "PUT" | "DELETE";
  path: string;
  body?: unknown;
  success: string;
  failure: string;
  reload: () => Promise<void>;
  undo?: () => void;
}): Promise<boolean> {
  try {
    await adminRequest(options.method, options.path, options.body);
  } catch (error) {
    if (redirectIfUnauthorized(error)) return false;
    console.error(`${options.method} ${options.path} failed:`, error);
    toastError(options.failure);
    return false;
  }
  toastSuccess(options.success, options.undo);
  await options.reload();
  return true;
}
