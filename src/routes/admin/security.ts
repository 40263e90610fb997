/** /api/admin/security: the owner's password and sessions (session only: no API key may manage security). */
import { Hono } from "hono";
import type { AppEnv } from "../../app-context.ts";

export function adminSecurityRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
