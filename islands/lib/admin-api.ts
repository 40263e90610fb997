/**
 * The admin's fetch helper: every call includes credentials, writes send
 * JSON with a JSON content type, and a non-OK answer throws an Error "<status>: <body or status text>".
 * No retries. The parsed body stays on the error so dialogs can show the server's field errors.
 */

import type { FieldIssue } from "../../src/shared/api-errors.ts";

export class AdminApiError extends Error {
  readonly status: number;
  /** The response body parsed as JSON, or its text when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.name = "AdminApiError";
    this.status = status;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    this.body = body;
  }

  /** `issues` of a 400/409 answer: `{ error, issues: [{ field, message }] }`. */
  get issues(): FieldIssue[] {
    const issues = (this.body as { issues?: unknown } | null)?.issues;
    if (!Array.isArray(issues)) return [];
    return issues.filter((i): i is FieldIssue => typeof i === "object" && i !== null && typeof i.field === "string" && typeof i.message === "string");
  }

  /** The `error` (or `message`) text of a JSON error answer, if any. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown; message?: unknown } | null;
    if (typeof body?.error === "string") return body.error;
    if (typeof body?.message === "string") return body.message;
    return undefined;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** A 401 may yield an empty result (null) instead of an error. */
  on401?: "throw" | "returnNull";
  signal?: AbortSignal;
}

/**
 * @example const posts = await adminRequest<AdminPost[]>("GET", "/api/admin/blog-posts");
 * @example await adminRequest("PUT", `/api/admin/blog-posts/${id}`, { status: "published" });
 */
export async function adminRequest<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: { Accept: "application/json" } };
  if (options.signal) init.signal = options.signal;
  if (body !== undefined) {
    init.headers = { Accept: "application/json", "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  if (res.status === 401 && options.on401 === "returnNull") return null as T;
  if (!res.ok) throw new AdminApiError(res.status, res.statusText, await res.text().catch(() => ""));
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Data reads: the path is the query key's segments joined with slashes. */
export function adminGet<T>(key: string | readonly (string | number)[], options?: RequestOptions): Promise<T> {
  const path = typeof key === "string" ? key : key.join("/");
  return adminRequest<T>("GET", path, undefined, options);
}

/** Field errors of a failed write, keyed by field name (first message per field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof AdminApiError)) return errors;
  for (const issue of error.issues) errors[issue.field] ??= issue.message;
  return errors;
}

/** True when the answer means the session is gone (the dashboard then goes back to /admin). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401;
}
