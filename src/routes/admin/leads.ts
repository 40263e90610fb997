/**
 * The Leads tab's API: GET /api/admin/leads (paged JSON, newest first, spam hidden unless
 * includeSpam=true), GET /api/admin/leads.csv (same filter, every lead), DELETE /api/admin/leads/:id.
 * Session or an active API key.
 */
import { Hono } from "hono";
import { z } from "zod";
import { deleteLead, leadBatches } from "../../../db/queries/admin-leads.ts";
import { readLeads } from "../../admin/lists.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { LeadsQuery } from "../../shared/admin-schemas.ts";
import { validParam, validQuery } from "../validation.ts";
import { csvRow } from "./csv.ts";
import { notFound } from "./request.ts";

/** A lead's id is a UUID; anything else names no lead. */
const LeadIdParam = z.object({ id: z.guid() });
const CSV_HEADER = ["Date", "First Name", "Last Name", "Email", "Phone", "Business Name", "Business Type", "Pain Point", "Goals", "Contact Preference", "Spam", "Repeat"];
/** Lets Excel read the file as UTF-8 (names with accents); other readers skip it. */
const BOM = "\uFEFF";

export function adminLeadRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("leads:read");
  const write = requireAdminOrApiKey("leads:write");
  const leadsQuery = validQuery(LeadsQuery);

  app.get("/leads", read, leadsQuery, async function listLeads(c) {
    return c.json(await readLeads(c.var.deps.db, c.req.valid("query")));
  });

  app.get("/leads.csv", read, leadsQuery, async function exportLeadsCsv(c) {
    const parts = [BOM, csvRow(CSV_HEADER)];
    for await (const batch of leadBatches(c.var.deps.db, { includeSpam: c.req.valid("query").includeSpam })) {
      for (const l of batch) {
        parts.push(
          csvRow([
            l.createdAt,
            l.firstName,
            l.lastName,
            l.email,
            l.phone,
            l.businessName,
            l.businessType,
            l.painPoint,
            l.goals,
            l.contactPreference,
            l.isSpam ? "yes" : "no",
            l.isRepeat ? "yes" : "no",
          ]),
        );
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(parts.join(""), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    });
  });

  app.delete("/leads/:id", write, validParam(LeadIdParam, "Lead not found"), async function deleteLeadById(c) {
    if (!(await deleteLead(c.var.deps.db, c.req.valid("param").id))) return notFound(c, "Lead");
    return c.json({ success: true });
  });

  return app;
}
