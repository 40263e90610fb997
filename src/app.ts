/**
 * createApp(): the middleware and the route mounts, each area a sub-app at its own prefix. Every route
 * declares its guard and cache rule beside its handler; `bun run routes` prints the map.
 * Tests import it and call app.request().
 */

import { type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { siteCopyPreviewRoutes } from "./admin/site-copy/preview-route.ts";
import type { AppDeps, AppEnv } from "./app-context.ts";
import { sessionCookieConfig } from "./auth/session-cookie.ts";
import { describeError } from "./http/describe-error.ts";
import { jsonError } from "./http/json-errors.ts";
import { loggedPath } from "./http/request-log.ts";
import { serviceUnavailable } from "./http/service-unavailable.ts";
import { createMediaServices } from "./media/media-services.ts";
import { noStore } from "./middleware/cache-rules.ts";
import { learnContentWrites } from "./middleware/content-writes.ts";
import { sameOriginWrites } from "./middleware/csrf.ts";
import { rejectNulInUrl } from "./middleware/reject-nul.ts";
import { requestDeadline } from "./middleware/request-deadline.ts";
import { securityHeaderOptions, securityHeaders } from "./middleware/security-headers.ts";
import { pages } from "./pages/index.ts";
import { adminApiRoutes } from "./routes/admin/index.ts";
import { isMediaUpload } from "./routes/admin/media.ts";
import { blogPostRoutes } from "./routes/api/blog-posts.ts";
import { CALLS_PATH, callRoutes } from "./routes/api/calls.ts";
import { funnelEventRoutes } from "./routes/api/funnel-events.ts";
import { leadRoutes } from "./routes/api/leads.ts";
import { trafficRoutes } from "./routes/api/traffic.ts";
import { assetRoutes, faviconRoute, staticRoutes } from "./routes/assets.ts";
import { callFeedRoutes } from "./routes/call-feed.ts";
import { callLinkRoutes } from "./routes/call-links.ts";
import { healthRoutes } from "./routes/health.ts";
import { leadLinkRoutes } from "./routes/lead-links.ts";
import { mediaRoutes } from "./routes/media.ts";
import { pageRoutes, renderNotFound } from "./routes/pages.ts";
import { robotsAndSitemapRoutes } from "./routes/robots-and-sitemap.ts";
import { archiveFeedRoutes, rssRoutes } from "./routes/rss.ts";
import { trustBrowserRoutes } from "./routes/trust-browser.ts";
import { FUNNEL_EVENTS_PATH } from "./shared/funnel-events.ts";
import { throttledLog } from "./shared/log-throttle.ts";
import { TRAFFIC_PATH } from "./shared/traffic.ts";
import { SiteCopyStore } from "./site-copy/site-copy-store.ts";
import { pageViewCounterFor } from "./traffic/page-view-counter.ts";

/** Under /api/admin an unknown path is a JSON 404, as the API's callers read JSON. */
const ADMIN_API = /^\/api\/admin(?:\/|$)/;

/**
 * A request that fails unexpectedly is a bug, logged as an error — but a visitor can repeat it at will, so once a
 * minute per route and app, with the number left out.
 */
export const FAILED_REQUEST_LOG_EVERY_MS = 60_000;
const logFailedRequest = throttledLog({ everyMs: FAILED_REQUEST_LOG_EVERY_MS, level: "error" });

/**
 * @example const app = createApp(deps); const res = await app.request("/healthz");
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // On the one deps object, so that a test can swap the upload workers for its own.
  deps.media ??= createMediaServices(deps.env);
  deps.pageViews ??= pageViewCounterFor(deps.database);
  if (deps.siteCopy === undefined) {
    const siteCopy = new SiteCopyStore({ db: deps.db, versions: deps.versions, identity: deps.identity });
    deps.siteCopy = siteCopy;
    // Everything that names the site (e-mails, structured data, the admin) reads deps.identity: it now reads
    // the published identity, whose defaults are the environment's.
    Object.defineProperty(deps, "identity", { get: () => siteCopy.latest().identity, enumerable: true, configurable: true });
  }

  app.use(provideDeps(deps));
  app.use(securityHeaders(securityHeaderOptions(deps)));
  app.use(compress({ encoding: "gzip" }));
  app.use(rejectNulInUrl());
  app.use(requestDeadline(deps.env.requestDeadlineMs, isMediaUpload));
  // The admin area, pages and API (a pattern with /* also matches its prefix): never cached; writes only
  // from our own origin. Each route's guard is on the route itself.
  app.use("/admin/*", noStore());
  // A preview link's page is for its holder alone and changes with the draft: never kept (src/pages/post-preview.tsx).
  app.use("/preview/*", noStore({ private: true }));
  app.use("/api/admin/*", learnContentWrites(deps.versions));
  app.use("/api/admin/*", noStore());
  app.use("/api/admin/*", sameOriginWrites({ siteUrl: deps.env.siteUrl, sessionCookieName: sessionCookieConfig(deps.env.siteUrl).name }));

  app.route("/healthz", healthRoutes());
  app.route("/assets", assetRoutes());
  app.route("/static", staticRoutes());
  app.route("/favicon.ico", faviconRoute());
  app.route("/media", mediaRoutes());
  app.route("/", robotsAndSitemapRoutes(pages));
  app.route("/api/leads", leadRoutes());
  app.route(CALLS_PATH, callRoutes());
  app.route(FUNNEL_EVENTS_PATH, funnelEventRoutes());
  const traffic = trafficRoutes();
  app.route(TRAFFIC_PATH, traffic);
  app.route("/api/blog-posts", blogPostRoutes());
  app.route("/api/rss", rssRoutes());
  app.route("/api/admin", adminApiRoutes());
  app.route("/", archiveFeedRoutes());
  app.route("/", leadLinkRoutes());
  app.route("/", callLinkRoutes());
  app.route("/", callFeedRoutes());
  app.route("/", trustBrowserRoutes());
  app.route("/admin/site-copy", siteCopyPreviewRoutes(pages));
  app.route("/", pageRoutes(pages));

  app.notFound((c) => (ADMIN_API.test(c.req.path) ? jsonError(c, 404, "Not found") : renderNotFound(c)));
  const answerError: ErrorHandler<AppEnv> = (error, c) => {
    if (error instanceof HTTPException) {
      if (c.req.path.startsWith("/api/")) return c.json({ error: error.message || "Bad request" }, error.status);
      return error.getResponse();
    }
    // The database is down or unreachable: 503 and Retry-After (the gate has logged it once, not per request).
    if (deps.database.observeFailure(error)) return serviceUnavailable(c);
    logFailedRequest(deps, () => `${c.req.method} ${loggedPath(c.req.path)} failed: ${describeError(error)}`, { topic: `${c.req.method} ${routePath(c, -1)}` });
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Internal server error" }, 500);
    return c.text("Internal server error", 500);
  };
  app.onError(answerError);
  return Object.assign(app, { beaconLane: beaconLane(deps, traffic, answerError) });
}

/**
 * The page-view beacon's own way in (decision 043). In a spike the beacon is most of the requests, so the
 * front door sends its POSTs here: the same route (one instance, one rate limit) with its own checks and the
 * site's security headers, past the site-wide middleware it has no use for — gzip for an empty 204, the
 * request deadline's timer for a handler that never waits on the database, the admin's rules.
 */
function beaconLane(deps: AppDeps, traffic: Hono<AppEnv>, answerError: ErrorHandler<AppEnv>) {
  const lane = new Hono<AppEnv>();
  lane.use(provideDeps(deps));
  lane.use(securityHeaders(securityHeaderOptions(deps)));
  lane.route(TRAFFIC_PATH, traffic);
  lane.onError(answerError);
  return { method: "POST", path: TRAFFIC_PATH, fetch: lane.fetch };
}

/** Every handler reads the app's dependencies from the context. */
function provideDeps(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function provideDeps(c, next) {
    c.set("deps", deps);
    await next();
  };
}

export type App = ReturnType<typeof createApp>;
