/**
 * The whole site as one fetch handler: the redirects and the page cache in front of the Hono app. The
 * server (boot.ts) and the tests build it here, so that tests go through exactly what visitors go through.
 */
import { addNotFoundCounts } from "../db/queries/not-found-log.ts";
import { nextScheduledPublication } from "../db/queries/posts.ts";
import { addRedirectHits, readRedirectRules } from "../db/queries/redirects.ts";
import { nextScheduledCopy } from "../db/queries/site-copy.ts";
import { type App, createApp } from "./app.ts";
import type { AppDeps } from "./app-context.ts";
import { createFrontDoor, type FetchHandler } from "./http/front-door.ts";
import { NotFoundRecorder } from "./http/not-found-recorder.ts";
import { RedirectMap } from "./http/redirect-map.ts";
import type { RequestLog } from "./http/request-log.ts";
import { ReservedPaths, rememberReservedPaths } from "./http/reserved-paths.ts";
import { pageCachedRoutes, routeMap } from "./http/route-map.ts";
import { publicCacheControl } from "./middleware/cache-rules.ts";
import { CacheKeys } from "./page-cache/cache-keys.ts";
import { PageCache } from "./page-cache/page-cache.ts";

export interface SiteHandler {
  app: App;
  fetch: FetchHandler;
  pageCache: PageCache;
  redirects: RedirectMap;
  notFound: NotFoundRecorder;
  /** Writes the redirect hits, 404s and page views counted in memory so far. */
  flushCounts(): Promise<void>;
}

/**
 * @example const handler = createSiteHandler(deps); Bun.serve({ fetch: handler.fetch });
 */
export function createSiteHandler(deps: AppDeps, log?: RequestLog): SiteHandler {
  let reserved: ReservedPaths | undefined;
  const redirects = new RedirectMap({
    // A rule stored before its path was reserved (one an API key once put on the e-mail link) is not served.
    read: async () => (await readRedirectRules(deps.db)).filter((rule) => reserved?.problem(rule.fromPath) === undefined),
    versions: deps.versions,
    writeHits: (batch) =>
      addRedirectHits(
        deps.db,
        batch.map((hit) => ({ ...hit, lastHitAt: new Date(hit.lastHitAt) })),
      ),
  });
  const notFound = new NotFoundRecorder((batch) => addNotFoundCounts(deps.db, batch));
  const flushCounts = async () => {
    await Promise.all([redirects.hits.flush(), notFound.counts.flush(), deps.pageViews?.flush()]);
  };
  // The admin's lists of redirects and 404s write this instance's counts first, so they show the visit just made.
  // Set on the one deps object rather than a copy: whoever holds deps (the server, a test swapping the
  // database for an unreachable one) keeps reaching the app's.
  deps.flushCounts = flushCounts;
  const app = createApp(deps);
  const origin = new URL(deps.env.siteUrl).origin;
  const pageCache = new PageCache({
    maxBytes: deps.env.pageCacheBytes,
    cacheControl: publicCacheControl(deps.env),
    versions: deps.versions,
    // A clean request built from the key: no cookie, no header, no parameter outside the key.
    render: async (pathAndQuery) => app.fetch(new Request(origin + pathAndQuery)),
    // A scheduled post or copy goes public at its moment: no entry showing content may outlive it.
    nextContentChange: async () => {
      const [post, copy] = await Promise.all([nextScheduledPublication(deps.db), nextScheduledCopy(deps.db)]);
      return Math.min(post, copy);
    },
  });
  const map = routeMap(app);
  reserved = rememberReservedPaths(deps, new ReservedPaths(map));
  // The routes that declared the page cache as their rule, with the query parameters they read.
  const keys = new CacheKeys(pageCachedRoutes(map));
  return { app, pageCache, redirects, notFound, flushCounts, fetch: createFrontDoor({ app, cache: pageCache, keys, log, redirects, notFound, lane: app.beaconLane }) };
}
