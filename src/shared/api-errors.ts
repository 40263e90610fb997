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
