/** How the login routes answer: `{ success, message }` in every case, so the login form can always show the server's message. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorAnswer } from "../../http/json-errors.ts";

export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false, message }, status);
}

/** A refused request, worded as login words every answer: the first field's message, else the error. */
export const loginRefusal: ErrorAnswer = (c, status, error, issues) => fail(c, status, issues?.[0]?.message ?? error);
