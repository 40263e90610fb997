/**
 * GET /healthz: 200 only when the database answers, 503 otherwise. The reason goes to the log, never
 * to the caller: a database error can name a user, a host or a port.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        c.var.deps.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
        }),
      ]);
      return c.json({ status: "ok", database: c.var.deps.database.kind });
    } catch (error) {
      console.error(`healthz: the database did not answer: ${(error as Error).message}`);
      return c.json({ status: "unavailable" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
