/**
 * A JSON body read once and checked before any schema sees it: it must parse, nest no deeper than a form
 * of ours ever does, and hold no NUL character (PostgreSQL can neither store nor compare one). Hono keeps
 * the body's text, so the validator that reads it next gets the same bytes.
 */
import type { Context } from "hono";
import { CHECK_FIELDS, type ErrorAnswer } from "./json-errors.ts";

/** No form of ours nests deeper than 3; walking a 20,000-deep array would overflow the stack. */
export const MAX_JSON_DEPTH = 32;

type BodyProblem = { kind: "nul"; path: string } | { kind: "too-deep" };

/** The first string (key or value) holding a NUL character, or nesting past the limit. */
function bodyProblem(value: unknown, path: string, depth: number): BodyProblem | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? { kind: "nul", path } : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  if (depth >= MAX_JSON_DEPTH) return { kind: "too-deep" };
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return { kind: "nul", path: at };
    const found = bodyProblem(inner, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The 400 to send instead of reading on: JSON that does not parse, nests deeper than MAX_JSON_DEPTH, or
 * has a NUL character in any text (named in `issues`); undefined when the body may go on to its schema.
 * @example const refused = await refuseUnreadableJson(c, jsonError); if (refused) return refused;
 */
export async function refuseUnreadableJson(c: Context, answer: ErrorAnswer): Promise<Response | undefined> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return answer(c, 400, "The request body is not valid JSON");
  }
  const problem = bodyProblem(body, "", 0);
  if (problem?.kind === "too-deep") return answer(c, 400, "The request body is nested too deeply");
  if (problem?.kind === "nul") {
    return answer(c, 400, CHECK_FIELDS, [{ field: problem.path || "body", message: "Must not contain a NUL character" }]);
  }
  return undefined;
}
