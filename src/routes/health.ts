/** GET /healthz: 200 only when the database answers, 503 otherwise. */
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await Promise.race([
        c.var.deps.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS)),
      ]);
      return c.json({ status: "ok", database: c.var.deps.database.kind });
    } catch (error) {
      return c.json({ status: "unavailable", error: (error as Error).message }, 503);
    }
  });
  return app;
}
