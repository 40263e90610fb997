/**
 * GET /healthz (mounted there): 200 only when the database answers, 503 otherwise. The reason goes to the log, never
 * to the caller: a database error can name a user, a host or a port.
 */
import { Hono } from "hono";
import { withTimeout } from "../../db/availability.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { noStore } from "../middleware/cache-rules.ts";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/", anyone(), noStore(), async function databaseHealth(c) {
    try {
      await withTimeout(c.var.deps.database.ping(), PING_TIMEOUT_MS, "database ping");
      return c.json({ status: "ok", database: c.var.deps.database.kind });
    } catch (error) {
      console.error(`healthz: the database did not answer: ${(error as Error).message}`);
      return c.json({ status: "unavailable" }, 503);
    }
  });
  return app;
}
