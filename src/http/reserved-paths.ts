/**
 * The addresses the app answers itself, read from its route map, which a redirect may not take over: the
 * front door answers a redirect before the app, so one from /leads/mark-contacted would send the owner's
 * one-click e-mail link wherever its writer chose. A new route is reserved the moment it is registered.
 */
import type { AppDeps } from "../app-context.ts";
import { canonicalPath } from "../shared/redirects.ts";
import { type RouteEntry, routeMap } from "./route-map.ts";

/** A route pattern's segments from the first parameter or wildcard on are filled in by the request. */
const DYNAMIC = /^:|\*/;

/**
 * A route whose answers the page cache keeps as content names a post or an archive by its slug
 * (/blog/:slug, /blog/tag/:slug/rss.xml): an address there with nothing behind it is an old one, the
 * main thing redirects are for, so it stays free; the redirect's write refuses one where a post or
 * archive lives now (db/queries/redirects.ts). Every other route with a parameter (files, media, preview
 * links) owns everything under its fixed part.
 */
const namesContent = (entry: RouteEntry) => entry.cacheRules.some((rule) => rule.kind === "page cache" && rule.readsContent);

export class ReservedPaths {
  private readonly exact = new Set<string>();
  /** Prefixes the app owns everything under ("/": every path). */
  private readonly areas = new Set<string>();

  constructor(entries: readonly RouteEntry[]) {
    for (const entry of entries) {
      const segments = entry.path.split("/").filter((segment) => segment !== "");
      const dynamic = segments.findIndex((segment) => DYNAMIC.test(segment));
      if (dynamic !== -1) {
        if (!namesContent(entry)) this.areas.add(`/${segments.slice(0, dynamic).join("/")}`);
        continue;
      }
      this.exact.add(canonicalPath(entry.path) ?? entry.path);
      // A route of the app's own below the top (/leads/mark-contacted, /api/leads) lives in an area of the
      // app's, which the next such route joins; a page's address (/blog, /about-us) is only itself.
      if (segments.length > 1 && !entry.handler.startsWith("page ")) this.areas.add(`/${segments[0]}`);
    }
  }

  /**
   * Why a redirect may not start at `path` (canonical), or undefined when it may.
   * @example reserved.problem("/preview/abc") // "From /preview/abc is in the site's own /preview/… addresses; it cannot be redirected"
   */
  problem(path: string): string | undefined {
    if (this.exact.has(path)) return `From ${path} is an address the site itself answers; it cannot be redirected`;
    for (const prefix of this.areas) {
      if (prefix === "/" || path === prefix || path.startsWith(`${prefix}/`)) {
        return `From ${path} is in the site's own ${prefix === "/" ? "" : prefix}/… addresses; it cannot be redirected`;
      }
    }
    return undefined;
  }
}

const known = new WeakMap<AppDeps, Promise<ReservedPaths>>();

/** The site handler, which builds the app, hands its map over: no second app is built for it. */
export function rememberReservedPaths(deps: AppDeps, paths: ReservedPaths): ReservedPaths {
  known.set(deps, Promise.resolve(paths));
  return paths;
}

/**
 * The app's own addresses: those the site handler handed over, else read once from the map of an app built
 * on the same deps (the routes that write redirects are part of the app, so it is imported when first needed).
 * @example const problem = (await reservedPathsOf(c.var.deps)).problem("/leads/mark-contacted");
 */
export function reservedPathsOf(deps: AppDeps): Promise<ReservedPaths> {
  let paths = known.get(deps);
  if (paths === undefined) {
    paths = import("../app.ts").then(({ createApp }) => new ReservedPaths(routeMap(createApp(deps))));
    // A failed build is tried again by the next write rather than remembered.
    paths.catch(() => known.delete(deps));
    known.set(deps, paths);
  }
  return paths;
}
