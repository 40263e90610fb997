/** Recognises PostgreSQL constraint errors through Drizzle's wrapper, on PGlite and on postgres.js alike. */
import { causeChain } from "../error-chain.ts";

export interface ConstraintViolation {
  kind: "unique" | "foreign-key";
  constraint: string;
}

/**
 * @example const v = constraintViolation(error); if (v?.kind === "unique" && v.constraint.includes("slug")) …
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (const e of causeChain(error)) {
    const record = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    const kind = record.code === "23505" ? "unique" : record.code === "23503" ? "foreign-key" : undefined;
    if (kind) {
      const constraint = String(record.constraint ?? record.constraint_name ?? "");
      return { kind, constraint };
    }
  }
  return undefined;
}
