/**
 * The site in-process on a fresh test database, for request tests. Requests go through the same front
 * door as in production (page cache, then the Hono app), so every test also checks that nothing is stale.
 */

import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import type { App } from "../../src/app.ts";
import type { AppDeps } from "../../src/app-context.ts";
import { loadSiteIdentity } from "../../src/content/identity.ts";
import { parseEnv } from "../../src/env.ts";
import { type RouteEntry, routeMap } from "../../src/http/route-map.ts";
import { ContentVersion } from "../../src/page-cache/content-version.ts";
import type { PageCache } from "../../src/page-cache/page-cache.ts";
import type { AssetBundle } from "../../src/render/assets.ts";
import { createSiteHandler } from "../../src/site-handler.ts";
import { testAssets } from "./test-assets.ts";
import { createTestDatabase, type DatabaseBase, type TestDatabase } from "./test-database.ts";
import { until } from "./until.ts";

let assets: Promise<AssetBundle> | undefined;

/** What Bun.serve hands the app as its server: requests in tests come from the loopback address. */
const LOOPBACK_PEER = { requestIP: () => ({ address: "127.0.0.1", family: "IPv4", port: 50_000 }) };

/** Hono's app.request() shape, answered by the whole site. */
export interface SiteClient {
  request(input: string | Request, init?: RequestInit): Promise<Response>;
  /** The Hono app's routes (for tests that walk them). */
  routes: App["routes"];
  /** The route map read from the app: each route's guard, checks and cache rule. */
  map: RouteEntry[];
}

export interface TestApp {
  app: SiteClient;
  database: TestDatabase;
  deps: AppDeps;
  pageCache: PageCache;
  versions: ContentVersion;
  /**
   * After writing to the database directly (as another instance would): wait until this instance
   * knows the version that write made. Writes through the admin API need no such call.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * @example const { app, close } = await createTestApp(); const res = await app.request("/");
 */
export async function createTestApp(envOverrides: Record<string, string> = {}, options: { base?: DatabaseBase } = {}): Promise<TestApp> {
  return startTestApp(envOverrides, await createTestDatabase(options));
}

/**
 * Another instance of the site on the same PostgreSQL database as `first`: its own connections,
 * listener and page cache, as a second server behind a load balancer would have.
 */
/**
 * Waits (at most `ms`) until `second` knows the content version `first` is at. A write answered on one instance
 * has been sent to every listener (src/page-cache/content-version.ts), but another instance in this process may
 * read its NOTIFY a turn of the event loop later; "its next request" is the one after that.
 */
export async function caughtUp(second: TestApp, first: TestApp, ms = 2000): Promise<void> {
  await until(() => second.versions.current >= first.versions.current, ms);
}

export async function createSecondInstance(first: TestApp, envOverrides: Record<string, string> = {}): Promise<TestApp> {
  if (!first.database.url) throw new Error("a second instance needs PostgreSQL");
  const database = await openDatabase({ kind: "postgres", url: first.database.url, maxConnections: 10 });
  return startTestApp(envOverrides, database);
}

async function startTestApp(envOverrides: Record<string, string>, database: TestDatabase | DatabaseHandle): Promise<TestApp> {
  assets ??= testAssets();
  // A deadline past any test's patience: a request that outlasts 4.5 s beside a second worker on a busy machine
  // is slow, not wrong. The deadline's own tests (database-unavailable, the outage drill, the lead burst) set it.
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "https://www.example.test", REQUEST_DEADLINE_MS: "60000", ...envOverrides });
  const versions = await ContentVersion.forDatabase(database);
  const deps: AppDeps = { env, identity: loadSiteIdentity({}), database, db: database.db, assets: await assets, versions };
  const handler = createSiteHandler(deps);
  const app: SiteClient = {
    request: async (input, init) => handler.fetch(input instanceof Request ? input : new Request(new URL(input, "http://localhost"), init), LOOPBACK_PEER),
    routes: handler.app.routes,
    map: routeMap(handler.app),
  };
  return {
    app,
    database,
    deps,
    pageCache: handler.pageCache,
    versions,
    settle: () => versions.refresh(),
    async close() {
      // What the app still holds in memory (page views, redirect hits) is written while the database is open.
      await deps.flushCounts?.().catch(() => {});
      await versions.stop();
      await database.close();
    },
  };
}
