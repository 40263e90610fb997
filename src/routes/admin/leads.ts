/**
 * The Leads tab (DESIGN.md): GET /api/admin/leads (paged JSON, newest first, spam hidden unless
 * includeSpam=true), GET /api/admin/leads.csv (same filter, every lead), DELETE /api/admin/leads/:id.
 * Session or an active API key.
 */
import { Hono, type Context } from "hono";
import { deleteLead, leadBatches, listAdminLeads } from "../../../db/queries/admin-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { LeadsQuery } from "../../shared/admin-schemas.ts";
import { jsonError, validationIssues } from "../api/json-errors.ts";
import { csvRow } from "./csv.ts";
import { notFound } from "./request.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CSV_HEADER = ["Date", "First Name", "Last Name", "Email", "Phone", "Business Name", "Business Type", "Pain Point", "Goals", "Contact Preference", "Spam", "Repeat"];
/** Lets Excel read the file as UTF-8 (names with accents); other readers skip it. */
const BOM = "\uFEFF";

function leadsQuery(c: Context) {
  return LeadsQuery.safeParse(c.req.query());
}

export function adminLeadRoutes() {
  const app = new Hono<AppEnv>();
  const guard = requireAdminOrApiKey();

  app.get("/leads", guard, async (c) => {
    const query = leadsQuery(c);
    if (!query.success) return jsonError(c, 400, "Invalid query", validationIssues(query.error));
    const { leads, total } = await listAdminLeads(c.var.deps.db, query.data);
    return c.json({ leads, total, page: query.data.page, limit: query.data.limit });
  });

  app.get("/leads.csv", guard, async (c) => {
    const query = leadsQuery(c);
    if (!query.success) return jsonError(c, 400, "Invalid query", validationIssues(query.error));
    const parts = [BOM, csvRow(CSV_HEADER)];
    for await (const batch of leadBatches(c.var.deps.db, { includeSpam: query.data.includeSpam })) {
      for (const l of batch) {
        parts.push(
          csvRow([l.createdAt, l.firstName, l.lastName, l.email, l.phone, l.businessName, l.businessType, l.painPoint, l.goals, l.contactPreference, l.isSpam ? "yes" : "no", l.isRepeat ? "yes" : "no"]),
        );
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(parts.join(""), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    });
  });

  app.delete("/leads/:id", guard, async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id) || !(await deleteLead(c.var.deps.db, id))) return notFound(c, "Lead");
    return c.json({ success: true });
  });

  return app;
}
