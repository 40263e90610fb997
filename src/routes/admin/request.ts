/** Shared request handling for the admin API: JSON bodies through a zod schema, numeric ids, error answers. */
import type { Context } from "hono";
import type { z } from "zod";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { isJsonRequest, jsonError, readJsonBody, validationIssues } from "../api/json-errors.ts";

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * 415 unless the body is declared JSON, 400 for malformed JSON, a NUL character or field errors (`issues`).
 * @example const input = await readJson(c, CategoryInput); if (!input.ok) return input.response;
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  if (!isJsonRequest(c)) return { ok: false, response: jsonError(c, 415, "Send JSON (Content-Type: application/json)") };
  const read = await readJsonBody(c);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { ok: false, response: jsonError(c, 400, "Please check the highlighted fields", validationIssues(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/** The :id of an integer-keyed row, or undefined (answer 404) for anything that is not one. */
export function rowId(c: Context): number | undefined {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export function notFound(c: Context, thing: string) {
  return jsonError(c, 404, `${thing} not found`);
}

/** 409 for a taken slug; undefined when the error is something else (rethrow it). */
export function slugConflict(c: Context, error: unknown, thing: string): Response | undefined {
  const violation = constraintViolation(error);
  if (violation?.kind !== "unique" || !violation.constraint.includes("slug")) return undefined;
  return jsonError(c, 409, `A ${thing} with this slug already exists`, [{ field: "slug", message: "This slug is already in use" }]);
}
