/**
 * The Audit Log tab's address: its page reads the view from the query once (leniently, as auditViewOf does: a
 * value that makes no sense falls back to its default) and writes every link of the tab (pager, Clear filters,
 * Export CSV) from a view, defaults left out.
 */
import { z } from "zod";
import { type AuditView, auditViewOf, auditViewParams } from "../../shared/audit.ts";

export const AUDIT_PAGE = "/admin/audit";
const AUDIT_EXPORT = "/api/admin/audit-log/export";

const param = z.string().optional();
/** The page's query: each parameter a string or absent; the view is made of them by auditViewOf. */
export const AuditPageQuery = z.object({ page: param, action: param, actor: param, outcome: param, from: param, to: param });

/** @example auditViewFromQuery({ action: "login", page: "x" }) // { action: "login", page: 1, … } */
export function auditViewFromQuery(query: z.output<typeof AuditPageQuery>): AuditView {
  return auditViewOf((name) => query[name]);
}

function withParams(path: string, params: [string, string][]): string {
  return params.length > 0 ? `${path}?${new URLSearchParams(params)}` : path;
}

/** @example auditHref({ ...view, page: 2 }) // "/admin/audit?action=login&page=2" */
export function auditHref(view: AuditView): string {
  return withParams(AUDIT_PAGE, auditViewParams(view));
}

/** Export CSV with the view's filters (every page). */
export function auditExportHref(view: AuditView): string {
  return withParams(
    AUDIT_EXPORT,
    auditViewParams(view).filter(([name]) => name !== "page"),
  );
}
