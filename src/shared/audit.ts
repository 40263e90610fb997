/**
 * The Audit Log tab's view (filters and page) and its rows, shared by the server and the island.
 * Read leniently (a value that makes no sense falls back to its default). No zod: the island runs this.
 */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditView {
  page: number;
  /** An action, or an action family ("login"), or "" for all. */
  action: string;
  /** "session", "api_key", "anonymous", "system" or "" for all. */
  actor: string;
  /** "success", "failure", "refused" or "" for all. */
  outcome: string;
  /** yyyy-mm-dd bounds, or "". */
  from: string;
  to: string;
}

export const DEFAULT_AUDIT_VIEW: AuditView = { page: 1, action: "", actor: "", outcome: "", from: "", to: "" };

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  outcome: string;
  targetType: string | null;
  targetId: string | null;
  actorKind: string;
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, string | number | boolean | null> | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** @example auditViewOf((name) => new URLSearchParams(location.search).get(name)) */
export function auditViewOf(read: (name: keyof AuditView) => string | null | undefined): AuditView {
  const page = Number.parseInt(read("page") ?? "1", 10);
  const text = (name: keyof AuditView) => (read(name) ?? "").replaceAll("\u0000", "").trim().slice(0, 64);
  return {
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    action: text("action"),
    actor: text("actor"),
    outcome: text("outcome"),
    from: /^\d{4}-\d{2}-\d{2}$/.test(text("from")) ? text("from") : "",
    to: /^\d{4}-\d{2}-\d{2}$/.test(text("to")) ? text("to") : "",
  };
}
