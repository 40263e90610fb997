/** GET /api/admin/lead-metrics?days=7|30|90: the 24-hour promise kept, as the Leads tab shows it. Session or a leads:read key. */
import { Hono } from "hono";
import { readLeadMetrics } from "../../admin/leads/read-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { validQuery } from "../validation.ts";
import { LeadMetricsQuery } from "./lead-schemas.ts";

export function adminLeadMetricRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/lead-metrics", requireAdminOrApiKey("leads:read"), validQuery(LeadMetricsQuery), async function leadMetrics(c) {
    return c.json(await readLeadMetrics(c.var.deps.db, c.req.valid("query").days));
  });
  return app;
}
