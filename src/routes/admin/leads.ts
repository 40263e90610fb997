/**
 * The Leads tab's API: GET /api/admin/leads (one page newest first, searched and filtered, with the counts
 * per status; spam hidden unless includeSpam=true), GET /api/admin/leads.csv (every lead of the same view,
 * labels rather than codes), DELETE /api/admin/leads/:id; and, mounted here, one lead's detail, status and
 * export (lead-detail.ts), its notes (lead-notes.ts) and the promise's numbers (lead-metrics.ts).
 * Session or an API key with the leads scope the route needs.
 */
import { Hono } from "hono";
import { deleteLead, type ExportLeadRow, leadBatches } from "../../../db/queries/admin-leads.ts";
import { readLeads } from "../../admin/leads/read-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, painPointCopy } from "../../shared/lead-options.ts";
import { leadStatusLabels } from "../../shared/lead-pipeline.ts";
import { type PlanInterest, planInterestCopy } from "../../shared/plan-interest.ts";
import { validParam, validQuery } from "../validation.ts";
import { csvRow } from "./csv.ts";
import { adminLeadDetailRoutes } from "./lead-detail.ts";
import { adminLeadMetricRoutes } from "./lead-metrics.ts";
import { adminLeadNoteRoutes } from "./lead-notes.ts";
import { LeadIdParam, LeadsQuery, viewOfLeadsQuery } from "./lead-schemas.ts";
import { notFound } from "./request.ts";

/**
 * The columns of the export: the first twelve in the order they always had (a spreadsheet may read them by
 * position), then the pipeline's and the source's.
 */
const CSV_HEADER = [
  "Date",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Business Name",
  "Business Type",
  "Pain Point",
  "Goals",
  "Contact Preference",
  "Spam",
  "Repeat",
  "Status",
  "Status Changed",
  "First Contacted",
  "Plan of Interest",
  "Recommended Plan",
  "UTM Source",
  "UTM Medium",
  "UTM Campaign",
  "Referrer Host",
  "Landing Page",
  "Last Note",
];
/** Lets Excel read the file as UTF-8 (names with accents); other readers skip it. */
const BOM = "\uFEFF";

const planLabel = (plan: PlanInterest | null) => (plan ? (planInterestCopy[plan]?.label ?? plan) : null);

function csvCells(l: ExportLeadRow) {
  return [
    l.createdAt,
    l.firstName,
    l.lastName,
    l.email,
    l.phone,
    l.businessName,
    businessTypeCopy[l.businessType]?.label ?? l.businessType,
    painPointCopy[l.painPoint]?.label ?? l.painPoint,
    goalCopy[l.goals]?.label ?? l.goals,
    contactPreferenceCopy[l.contactPreference]?.label ?? l.contactPreference,
    l.isSpam ? "yes" : "no",
    l.isRepeat ? "yes" : "no",
    leadStatusLabels[l.status] ?? l.status,
    l.statusChangedAt,
    l.firstContactedAt,
    planLabel(l.planInterest),
    planLabel(l.recommendedPlan),
    l.utmSource,
    l.utmMedium,
    l.utmCampaign,
    l.referrerHost,
    l.landingPage,
    l.lastNote,
  ];
}

export function adminLeadRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("leads:read");
  const write = requireAdminOrApiKey("leads:write");
  const leadsQuery = validQuery(LeadsQuery);

  app.get("/leads", read, leadsQuery, async function listLeads(c) {
    const query = c.req.valid("query");
    return c.json(await readLeads(c.var.deps.db, viewOfLeadsQuery(query), query.limit));
  });

  app.get("/leads.csv", read, leadsQuery, async function exportLeadsCsv(c) {
    const parts = [BOM, csvRow(CSV_HEADER)];
    for await (const batch of leadBatches(c.var.deps.db, viewOfLeadsQuery(c.req.valid("query")))) {
      for (const lead of batch) parts.push(csvRow(csvCells(lead)));
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

  app.route("/", adminLeadDetailRoutes());
  app.route("/", adminLeadNoteRoutes());
  app.route("/", adminLeadMetricRoutes());
  return app;
}
