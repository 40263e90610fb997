/**
 * The admin JSON API (mounted at /api/admin), one sub-app per area, each mounted on its own path so that
 * an area's guard never applies to another's routes. Who may call what (`bun run routes` prints it):
 *   login, check, logout            anyone (login is rate-limited; check never answers 401)
 *   blog-posts, categories, tags,
 *   authors, leads, calls, funnel-stats, traffic-stats,
 *   redirects, not-found-paths,
 *   site-copy                       the admin's session or an active API key (Bearer); the editor's forms: the session
 *   media                           the same; an upload's body may be 20 MB (media.ts), every other body 1 MiB
 *   api-keys, security, audit-log,
 *   notifications                   the admin's session only
 * Anything else under /api/admin answers a JSON 404 (the app's not-found handler).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminAuditLogRoutes } from "../../admin/audit/routes.ts";
import { adminCallRoutes } from "../../admin/calls/routes.ts";
import { adminFunnelStatsRoutes } from "../../admin/funnel/routes.ts";
import { adminNotificationRoutes } from "../../admin/notifications/routes.ts";
import { adminRedirectRoutes } from "../../admin/redirects/routes.ts";
import { adminSiteCopyRoutes } from "../../admin/site-copy/routes.ts";
import { adminTrafficStatsRoutes } from "../../admin/traffic/routes.ts";
import type { AppEnv } from "../../app-context.ts";
import { jsonError } from "../../http/json-errors.ts";
import { auditWrites } from "../../middleware/audit-writes.ts";
import { adminApiKeyRoutes } from "./api-keys.ts";
import { adminAuthRoutes } from "./auth.ts";
import { adminAuthorRoutes } from "./authors.ts";
import { adminCategoryRoutes } from "./categories.ts";
import { adminFactorRoutes } from "./factors.ts";
import { adminLeadRoutes } from "./leads.ts";
import { adminMediaRoutes, isMediaUpload } from "./media.ts";
import { adminPostHistoryRoutes } from "./post-history.ts";
import { adminPostPreviewRoutes } from "./post-previews.ts";
import { adminPostRoutes } from "./posts.ts";
import { adminSecurityRoutes } from "./security.ts";
import { adminTagRoutes } from "./tags.ts";

/** The largest body an admin write may send (a long post with its HTML). */
export const ADMIN_BODY_LIMIT_BYTES = 1024 * 1024;

export function adminApiRoutes() {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT_BYTES, onError: (c) => jsonError(c, 413, "The request body is larger than 1 MiB") });
  // An image upload streams to a file under its own, larger cap (src/media/receive-upload.ts).
  app.use(function adminBodyLimit(c, next) {
    return isMediaUpload(c) ? next() : limit(c, next);
  });
  // Every write leaves an audit entry with its actor, recorded once the guards and the handler have run.
  app.use(auditWrites());
  app.route("/", adminAuthRoutes());
  app.route("/blog-posts", adminPostRoutes());
  app.route("/blog-posts", adminPostHistoryRoutes());
  app.route("/blog-posts", adminPostPreviewRoutes());
  app.route("/categories", adminCategoryRoutes());
  app.route("/tags", adminTagRoutes());
  app.route("/authors", adminAuthorRoutes());
  app.route("/media", adminMediaRoutes());
  app.route("/api-keys", adminApiKeyRoutes());
  app.route("/", adminLeadRoutes());
  app.route("/funnel-stats", adminFunnelStatsRoutes());
  app.route("/traffic-stats", adminTrafficStatsRoutes());
  app.route("/", adminRedirectRoutes());
  app.route("/security", adminSecurityRoutes());
  app.route("/security", adminFactorRoutes());
  app.route("/audit-log", adminAuditLogRoutes());
  app.route("/notifications", adminNotificationRoutes());
  app.route("/site-copy", adminSiteCopyRoutes());
  app.route("/calls", adminCallRoutes());
  return app;
}
