/**
 * GET /api/admin/funnel-stats?days=7|30|90 (default 30): the numbers of the dashboard's Funnel view, as JSON,
 * computed by the same function (db/queries/funnel-stats.ts). Days are UTC days, today included.
 * Session or an active API key; any other `days` is a 400 `{ error, issues }`.
 */
import { Hono } from "hono";
import { getFunnelStats } from "../../../db/queries/funnel-stats.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { DEFAULT_FUNNEL_RANGE, funnelRangeOf, funnelRanges } from "../../shared/funnel-events.ts";
import { jsonError } from "../api/json-errors.ts";

export function adminFunnelStatsRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/funnel-stats", requireAdminOrApiKey(), async (c) => {
    const raw = c.req.query("days");
    const days = raw === undefined ? DEFAULT_FUNNEL_RANGE : funnelRangeOf(raw);
    if (days === undefined) {
      return jsonError(c, 400, "Invalid query", [{ field: "days", message: `Must be one of ${funnelRanges.join(", ")}` }]);
    }
    return c.json(await getFunnelStats(c.var.deps.db, days));
  });

  return app;
}
