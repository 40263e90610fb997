/** The shape of every JSON error answer, `{ error, issues? }`: what the server sends and the browser reads. */

/** One field's problem: the field's name in the request, and a message a person can act on. */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  error: string;
  issues?: FieldIssue[];
}

/** What refuses a write that started from an older version (409): the message and the row as it is now. */
export interface StaleVersionBody<Row> {
  error: string;
  code: "stale_version";
  current: Row;
}

/** @example if (isStaleVersion<AdminPost>(body)) showBoth(body.current); */
export function isStaleVersion<Row>(body: unknown): body is StaleVersionBody<Row> {
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === "stale_version" && "current" in body;
}
