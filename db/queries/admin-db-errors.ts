/** Recognises PostgreSQL constraint errors through Drizzle's wrapper, on PGlite and on postgres.js alike. */

export interface ConstraintViolation {
  kind: "unique" | "foreign-key";
  constraint: string;
}

/**
 * @example const v = constraintViolation(error); if (v?.kind === "unique" && v.constraint.includes("slug")) …
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const record = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    const kind = record.code === "23505" ? "unique" : record.code === "23503" ? "foreign-key" : undefined;
    if (kind) {
      const constraint = String(record.constraint ?? record.constraint_name ?? "");
      return { kind, constraint };
    }
  }
  return undefined;
}
