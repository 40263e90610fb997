/** Shared request handling for the admin API: the :id of an integer-keyed row, error answers. */
import type { Context } from "hono";
import { z } from "zod";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { jsonError } from "../../http/json-errors.ts";
import type { StaleVersionBody } from "../../shared/api-errors.ts";

/** The :id of an integer-keyed row: digits for a positive int32 (a serial column); anything else names no row. */
export const RowIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.int32().positive()),
});

export function notFound(c: Context, thing: string) {
  return jsonError(c, 404, `${thing} not found`);
}

/** 409 for a taken slug; undefined when the error is something else (rethrow it). */
export function slugConflict(c: Context, error: unknown, thing: string): Response | undefined {
  const violation = constraintViolation(error);
  if (violation?.kind !== "unique" || !violation.constraint.includes("slug")) return undefined;
  return jsonError(c, 409, `${/^[aeiou]/.test(thing) ? "An" : "A"} ${thing} with this slug already exists`, [{ field: "slug", message: "This slug is already in use" }]);
}

/** 409 for a write that started from an older version of the row: nothing was written; `current` is the row now. */
export function staleVersion<Row>(c: Context, thing: string, current: Row): Response {
  const body: StaleVersionBody<Row> = {
    error: `This ${thing} was changed in another tab or by someone else since you opened it. Reload it, or keep your version.`,
    code: "stale_version",
    current,
  };
  return c.json(body, 409);
}
