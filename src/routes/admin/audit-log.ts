/** /api/admin/audit-log: the audit log, filtered and paged, and its CSV export (session only). */
import { Hono } from "hono";
import type { AppEnv } from "../../app-context.ts";

export function adminAuditLogRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
