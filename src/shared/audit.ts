/**
 * The Audit Log tab's view (filters and page), its rows, and what an entry says in words, shared by the
 * server and the island. Read leniently (a value that makes no sense falls back to its default). No zod:
 * the island runs this; the API's strict schema is beside its route.
 */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_ACTOR_FILTERS = ["session", "api_key", "anonymous", "system"] as const;
export const AUDIT_OUTCOME_FILTERS = ["success", "failure", "refused"] as const;

/**
 * The action families the filter offers: each matches the actions that begin with one of its prefixes.
 * A new action lands in its family by its name ("post.pin" is a Posts entry).
 */
export const AUDIT_ACTION_FAMILIES = [
  { id: "login", label: "Logins", prefixes: ["login.", "logout", "reauth."] },
  { id: "factor", label: "Second factors", prefixes: ["factor.", "recovery_codes."] },
  { id: "password", label: "Password", prefixes: ["password."] },
  { id: "session", label: "Sessions", prefixes: ["session."] },
  { id: "api_key", label: "API keys", prefixes: ["api_key."] },
  { id: "post", label: "Posts", prefixes: ["post.", "preview_link."] },
  { id: "category", label: "Categories", prefixes: ["category."] },
  { id: "tag", label: "Tags", prefixes: ["tag."] },
  { id: "author", label: "Authors", prefixes: ["author."] },
  { id: "copy", label: "Site copy", prefixes: ["copy."] },
  { id: "lead", label: "Leads", prefixes: ["lead."] },
  { id: "call", label: "Calls", prefixes: ["call.", "calls."] },
  { id: "redirect", label: "Redirects", prefixes: ["redirect.", "not_found."] },
  { id: "notification", label: "Notifications", prefixes: ["notification."] },
] as const;

export type AuditActionFamily = (typeof AUDIT_ACTION_FAMILIES)[number]["id"];

/** An action's name: dotted lower-case words ("login.password", "api_key.create"). */
export const AUDIT_ACTION_NAME = /^[a-z][a-z_]*(?:\.[a-z][a-z_]*)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface AuditView {
  page: number;
  /** An action family ("login"), one action ("post.delete"), or "" for all. */
  action: string;
  /** "session", "api_key", "anonymous", "system" or "" for all. */
  actor: string;
  /** "success", "failure", "refused" or "" for all. */
  outcome: string;
  /** yyyy-mm-dd bounds (UTC days, both included), or "". */
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
  /** The API key's name when the target is a key that still exists. */
  targetName: string | null;
  actorKind: string;
  actorId: string | null;
  /** The API key's name when a key acted and still exists. */
  actorName: string | null;
  /** The session that reads the log made this entry. */
  you: boolean;
  ip: string | null;
  userAgent: string | null;
  /** "Chrome 131 on macOS", from the User-Agent; null without one. */
  device: string | null;
  detail: Record<string, string | number | boolean | null> | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A family id, an action's own name, or "". */
export function auditActionFilterOf(value: string): string {
  if (AUDIT_ACTION_FAMILIES.some((family) => family.id === value)) return value;
  return AUDIT_ACTION_NAME.test(value) && value.length <= 64 ? value : "";
}

/** @example auditViewOf((name) => new URLSearchParams(location.search).get(name)) */
export function auditViewOf(read: (name: keyof AuditView) => string | null | undefined): AuditView {
  const page = Number.parseInt(read("page") ?? "1", 10);
  const text = (name: keyof AuditView) => (read(name) ?? "").replaceAll("\u0000", "").trim().slice(0, 64);
  const oneOf = (name: keyof AuditView, allowed: readonly string[]) => (allowed.includes(text(name)) ? text(name) : "");
  return {
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    action: auditActionFilterOf(text("action")),
    actor: oneOf("actor", AUDIT_ACTOR_FILTERS),
    outcome: oneOf("outcome", AUDIT_OUTCOME_FILTERS),
    from: isDate(text("from")) ? text("from") : "",
    to: isDate(text("to")) ? text("to") : "",
  };
}

/** The view's parameters in a fixed order, defaults left out (the tab's address and the API's query). */
export function auditViewParams(view: AuditView): [string, string][] {
  const params: [string, string][] = [];
  for (const name of ["action", "actor", "outcome", "from", "to"] as const) if (view[name]) params.push([name, view[name]]);
  if (view.page > 1) params.push(["page", String(view.page)]);
  return params;
}

/** The action prefixes a family filter matches, or undefined when `action` names one action. */
export function familyPrefixes(action: string): readonly string[] | undefined {
  return AUDIT_ACTION_FAMILIES.find((family) => family.id === action)?.prefixes;
}
