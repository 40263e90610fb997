/**
 * The Audit Log tab, a page of its own (/admin/audit): one page of entries under the address's filters, read on
 * the server and rendered as HTML. An address that spells the view another way (a filter form's blank fields,
 * a page number that is not one) is sent to the view's own address, so history and shared links hold one form.
 */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { toOwnAddress } from "../frame/view-address.ts";
import { AuditList } from "./audit-list.tsx";
import { AUDIT_PAGE, AuditPageQuery, auditHref, auditViewFromQuery } from "./audit-view.ts";
import { readAuditPage } from "./read-audit-page.ts";

export default defineAdminPage({
  tab: "audit",
  path: AUDIT_PAGE,
  query: AuditPageQuery,
  load: async ({ c, query }) => {
    const view = auditViewFromQuery(query);
    const href = auditHref(view);
    const elsewhere = toOwnAddress(c.req.url, href);
    if (elsewhere) return elsewhere;
    return { view, page: await readForPanel(href, () => readAuditPage(c.var.deps.db, view, c.get("adminSession"))) };
  },
  Panel: AuditList,
});
