/**
 * GET /healthz (mounted there): 200 only when the database answers, 503 otherwise. The reason goes to the log, never
 * to the caller: a database error can name a user, a host or a port. /healthz is public, so anyone can ask it
 * during an outage: its line is a warning (the outage's own line is the database gate's), written at most once a
 * minute per process with the number of failures left out.
 */
import { Hono } from "hono";
import { withTimeout } from "../../db/availability.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { noStore } from "../middleware/cache-rules.ts";
import { throttledLog } from "../shared/log-throttle.ts";

const PING_TIMEOUT_MS = 2000;
export const HEALTH_LOG_EVERY_MS = 60_000;

const warnOfFailedCheck = throttledLog({ everyMs: HEALTH_LOG_EVERY_MS });

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/", anyone(), noStore(), async function databaseHealth(c) {
    try {
      await withTimeout(c.var.deps.database.ping(), PING_TIMEOUT_MS, "database ping");
      return c.json({ status: "ok", database: c.var.deps.database.kind });
    } catch (error) {
      const reason = (error as Error).message;
      warnOfFailedCheck(c.var.deps.database, () => `healthz: the database did not answer: ${reason}`);
      return c.json({ status: "unavailable" }, 503);
    }
  });
  return app;
}
