/** JSON error answers, `{ "error": "...", "issues"?: [...] }`: what every API route but login refuses with. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, FieldIssue } from "../shared/api-errors.ts";

/** How a route words a refusal; login has its own (`{ success, message }`), every other route uses jsonError. */
export type ErrorAnswer = (c: Context, status: ContentfulStatusCode, error: string, issues?: FieldIssue[]) => Response;

/** The headline of a 400 whose `issues` name the fields to fix: the forms show them next to each field. */
export const CHECK_FIELDS = "Please check the highlighted fields";

export const jsonError: ErrorAnswer = (c, status, error, issues) => {
  const body: ApiErrorBody = issues ? { error, issues } : { error };
  return c.json(body, status);
};

/** What validationIssues reads of a zod error; zod 3 and zod 4 errors both have it. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function validationIssues(error: IssueList): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));
}
