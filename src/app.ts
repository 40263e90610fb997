/** createApp(): the middleware and the route mounts. Tests import it and call app.request(). */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./app-context.ts";
import { requireDashboardSession } from "./auth/guards.ts";
import { sessionCookieConfig } from "./auth/session-cookie.ts";
import { describeError } from "./http/describe-error.ts";
import { serviceUnavailable } from "./http/service-unavailable.ts";
import { learnContentWrites } from "./middleware/content-writes.ts";
import { sameOriginWrites } from "./middleware/csrf.ts";
import { noStore } from "./middleware/no-store.ts";
import { rejectNulInUrl } from "./middleware/reject-nul.ts";
import { requestDeadline } from "./middleware/request-deadline.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { pages } from "./pages/index.ts";
import { adminApiRoutes } from "./routes/admin/index.ts";
import { blogPostRoutes } from "./routes/api/blog-posts.ts";
import { funnelEventRoutes } from "./routes/api/funnel-events.ts";
import { leadRoutes } from "./routes/api/leads.ts";
import { assetRoutes } from "./routes/assets.ts";
import { healthRoutes } from "./routes/health.ts";
import { pageRoutes, renderNotFound } from "./routes/pages.ts";
import { robotsAndSitemapRoutes } from "./routes/robots-and-sitemap.ts";
import { rssRoutes } from "./routes/rss.ts";

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * @example const app = createApp(deps); const res = await app.request("/healthz");
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const storeOrigin = originOf(deps.identity.storeUrl);

  app.use(async function provideDeps(c, next) {
    c.set("deps", deps);
    await next();
  });
  app.use(securityHeaders({ https: deps.env.siteUrl.startsWith("https:"), frameOrigins: storeOrigin ? [storeOrigin] : [] }));
  app.use(compress({ encoding: "gzip" }));
  app.use(rejectNulInUrl());
  app.use(requestDeadline());
  // The admin area: never cached; writes only from our own origin; the dashboard only with a session.
  app.use("/admin/*", noStore());
  app.use("/api/admin/*", learnContentWrites(deps.versions));
  app.use("/api/admin/*", noStore());
  app.use("/api/admin/*", sameOriginWrites({ siteUrl: deps.env.siteUrl, sessionCookieName: sessionCookieConfig(deps.env.siteUrl).name }));
  app.use("/admin/dashboard/*", requireDashboardSession()); // also matches /admin/dashboard itself

  app.route("/", healthRoutes());
  app.route("/", assetRoutes());
  app.route("/", robotsAndSitemapRoutes(pages));
  app.route("/", leadRoutes());
  app.route("/", funnelEventRoutes());
  app.route("/", blogPostRoutes());
  app.route("/", rssRoutes());
  app.route("/", adminApiRoutes());
  app.route("/", pageRoutes(pages));

  app.notFound((c) => renderNotFound(c));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (c.req.path.startsWith("/api/")) return c.json({ error: error.message || "Bad request" }, error.status);
      return error.getResponse();
    }
    // The database is down or unreachable: 503 and Retry-After (the gate has logged it once, not per request).
    if (deps.database.observeFailure(error)) return serviceUnavailable(c);
    console.error(`${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Internal server error" }, 500);
    return c.text("Internal server error", 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
