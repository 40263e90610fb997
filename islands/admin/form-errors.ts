/** Field errors for a dialog: from the shared zod schema before sending, or from a 400/409 answer. */
import type { z } from "zod";
import { fieldErrorsOf } from "../lib/admin-api.ts";

export type FieldErrors = Record<string, string>;

/** First message per top-level field. */
export function schemaErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * The server's field errors, with those on fields the form does not show gathered under `form`.
 * @example serverErrors(error, ["name", "slug"]) // { slug: "That slug is already used" }
 */
export function serverErrors(error: unknown, shownFields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const key = shownFields.includes(field.split(".")[0]!) ? field.split(".")[0]! : "form";
    errors[key] ??= message;
  }
  return errors;
}
