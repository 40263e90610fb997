/**
 * What the environment's schema (src/env.ts, with the site identity's part from src/content/identity.ts)
 * is made of: the field schemas shared by several variables, and the one line a bad value stops the start with.
 */
import { z } from "zod";

export class EnvError extends Error {
  override name = "EnvError";
}

type Source = Record<string, string | undefined>;

/** Unset or blank reads as unset: `PORT=` in a .env file is the default, not an error. */
const blankIsUnset = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

/**
 * A variable that may be left unset (or blank); a value must pass `schema`.
 * @example optional(httpUrl("must be an http(s) URL")) // string | undefined
 */
export function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return blankIsUnset.pipe(schema.optional());
}

/**
 * A variable with a default when unset (or blank); a value must pass `schema`.
 * @example withDefault(wholeNumber({ message: "must be a whole number of seconds" }), 10) // number
 */
export function withDefault<T extends z.ZodType<unknown, string>>(schema: T, fallback: NonNullable<z.output<T>>) {
  return optional(schema).transform((v) => v ?? fallback);
}

/**
 * A whole number in decimal digits from `min` to `max`; `message` for anything else, or `outOfRange` for
 * digits outside the range when that has words of its own.
 * @example wholeNumber({ min: 1, max: 9999, message: "must be a whole number from 1 to 9999" })
 */
export function wholeNumber(rule: { min?: number; max?: number; message: string; outOfRange?: string }) {
  const { min = 0, max = Number.POSITIVE_INFINITY, message, outOfRange = message } = rule;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, outOfRange);
}

/** true/1/yes or false/0/no. */
export const flag = z.enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" }).transform((v) => v === "true" || v === "1" || v === "yes");

/** An absolute http:// or https:// URL (a host is required: "https://" alone is refused). */
export function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, message });
}

/**
 * A rule across variables broken: reported like a bad value of `name`. `shown: null` for a variable that
 * is required but unset, whose (blank) value is not worth showing.
 */
export function variableIssue(ctx: z.RefinementCtx, name: string, message: string, shown?: string | null): void {
  ctx.addIssue({ code: "custom", path: [name], message, params: shown === undefined ? undefined : { shown } });
}

/**
 * Parses the environment with `schema`; the first bad variable throws an EnvError of one line naming it,
 * with the value as given (or as the issue's `shown` param says), never the value of a secret.
 * @example parseVariables(SiteIdentityVariables, process.env)
 */
export function parseVariables<T extends z.ZodType>(schema: T, source: Source, secrets: readonly string[] = []): z.output<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "environment");
  const params = issue.code === "custom" ? (issue.params as { shown?: string | null } | undefined) : undefined;
  const value = params && "shown" in params ? params.shown : source[name];
  const shown = secrets.includes(name) || value == null ? "" : ` (got "${value}")`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
}
