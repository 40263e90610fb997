/** JSON error answers of DESIGN.md 12: `{ "error": "...", "issues"?: [...] }`. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiErrorBody, FieldIssue } from "../../shared/api-errors.ts";

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, issues?: FieldIssue[]) {
  const body: ApiErrorBody = issues ? { error, issues } : { error };
  return c.json(body, status);
}

export function validationIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));
}

/** 415 unless the request says it sends JSON. */
export function isJsonRequest(c: Context): boolean {
  return /^application\/json\s*(;|$)/i.test(c.req.header("Content-Type") ?? "");
}

/** No form of ours nests deeper than 3; walking a 20,000-deep array would overflow the stack. */
export const MAX_JSON_DEPTH = 32;

type BodyProblem = { kind: "nul"; path: string } | { kind: "too-deep" };

/** The first string (key or value) holding a NUL character, which PostgreSQL cannot store; or nesting past the limit. */
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
 * The request's JSON body, or the answer to send instead: 400 for JSON that does not parse, for JSON
 * nested deeper than MAX_JSON_DEPTH, and for any text with a NUL character in it (named in `issues`),
 * before anything is counted or stored.
 * @example const read = await readJsonBody(c); if (!read.ok) return read.response;
 */
export async function readJsonBody(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: jsonError(c, 400, "The request body is not valid JSON") };
  }
  const problem = bodyProblem(body, "", 0);
  if (problem?.kind === "too-deep") return { ok: false, response: jsonError(c, 400, "The request body is nested too deeply") };
  if (problem?.kind === "nul") {
    const issue = { field: problem.path || "body", message: "Must not contain a NUL character" };
    return { ok: false, response: jsonError(c, 400, "Please check the highlighted fields", [issue]) };
  }
  return { ok: true, body };
}
