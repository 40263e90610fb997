/** /api/admin/security/factors and recovery codes: enrol, name and remove second factors (session only). */
import { Hono } from "hono";
import type { AppEnv } from "../../app-context.ts";

export function adminFactorRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
