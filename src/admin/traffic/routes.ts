/**
 * GET /api/admin/traffic-stats?days=7|30|90 (default 30): the numbers of the dashboard's Traffic tab, as
 * JSON, computed by the same function (db/queries/traffic-stats.ts). Days are UTC days, today included.
 * Session or an active API key with leads:read (the numbers include leads); any other `days` is a 400 `{ error, issues }`.
 */
import { Hono } from "hono";
import { getTrafficStats } from "../../../db/queries/traffic-stats.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { validQuery } from "../../routes/validation.ts";
import { FunnelStatsQuery } from "../funnel/routes.ts";

export function adminTrafficStatsRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", requireAdminOrApiKey("leads:read"), validQuery(FunnelStatsQuery), async function trafficStats(c) {
    // This instance's views not written yet first, so that the numbers include the view just made.
    await c.var.deps.pageViews?.flush();
    return c.json(await getTrafficStats(c.var.deps.db, c.req.valid("query").days));
  });

  return app;
}
