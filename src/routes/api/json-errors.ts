/** JSON error answers of DESIGN.md 12: `{ "error": "...", "issues"?: [...] }`. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export interface FieldIssue {
  field: string;
  message: string;
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, issues?: FieldIssue[]) {
  return c.json(issues ? { error, issues } : { error }, status);
}

export function validationIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));
}

/** 415 unless the request says it sends JSON. */
export function isJsonRequest(c: Context): boolean {
  return /^application\/json\s*(;|$)/i.test(c.req.header("Content-Type") ?? "");
}
