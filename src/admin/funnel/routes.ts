/**
 * GET /api/admin/funnel-stats?days=7|30|90 (default 30): the numbers of the dashboard's Funnel view, as JSON,
 * computed by the same function (db/queries/funnel-stats.ts). Days are UTC days, today included.
 * Session or an active API key; any other `days` is a 400 `{ error, issues }`.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getFunnelStats } from "../../../db/queries/funnel-stats.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { validQuery } from "../../routes/validation.ts";
import { DEFAULT_FUNNEL_RANGE, funnelRangeOf, funnelRanges } from "../../shared/funnel-events.ts";

/** `days` is one of the Funnel view's ranges, written as it writes them ("7", not "07"); absent: the default. The Traffic tab's API shares it. */
export const FunnelStatsQuery = z.object({
  days: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const days = raw === undefined ? DEFAULT_FUNNEL_RANGE : funnelRangeOf(raw);
      if (days === undefined) ctx.addIssue({ code: "custom", message: `Must be one of ${funnelRanges.join(", ")}` });
      return days ?? z.NEVER;
    }),
});

export function adminFunnelStatsRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", requireAdminOrApiKey("leads:read"), validQuery(FunnelStatsQuery), async function funnelStats(c) {
    return c.json(await getFunnelStats(c.var.deps.db, c.req.valid("query").days));
  });

  return app;
}
