/**
 * `bun run routes`: the map of the site — every route with its handler, guard, checked inputs and cache
 * rule — read from the app itself (src/http/route-map.ts), one line a route. Exits 1 and names the
 * problem when a route breaks a rule of the map (no guard, no cache rule, a JSON body without the 415 guard…).
 */
import { createApp } from "../app.ts";
import type { AppDeps } from "../app-context.ts";
import { loadSiteIdentity } from "../content/identity.ts";
import { parseEnv } from "../env.ts";
import { formatRouteMap, routeMap, routeProblems } from "../http/route-map.ts";

/** Building the app reads configuration only; anything that serves a request is out of reach here. */
function unreachable(name: string): never {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error(`printing the route map answers no request: ${name} is not available`);
      },
    },
  ) as never;
}

// This environment's settings (CDN_CACHE_SECONDS…), never its database: the map is read, not served.
const env = parseEnv({ ...process.env, DATABASE_URL: undefined, NODE_ENV: "development" });
const deps: AppDeps = {
  env,
  identity: loadSiteIdentity({}),
  database: unreachable("database"),
  db: unreachable("db"),
  assets: unreachable("assets"),
  // The published copy is read at the first request; version 0 keeps the defaults, which is all a map needs.
  versions: { current: 0 } as never,
};
const entries = routeMap(createApp(deps));
// What a CDN in front may do with a page-cached answer, with this environment's CDN_* settings.
const cdn = env.cdnCacheSeconds === 0 ? "CDN revalidates" : `CDN ${env.cdnCacheSeconds} s${env.cdnStaleSeconds > 0 ? ` + ${env.cdnStaleSeconds} s stale` : ""}`;
console.log(formatRouteMap(entries, cdn).join("\n"));
console.log(
  `\n${entries.length} routes. Guards: public · admin session · session or API key (with the scope a key needs) · dashboard session (else 302 to /admin). Checks: 415 = JSON content type required; json, query, param, header = zod-validated.`,
);
const problems = routeProblems(entries);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
