/**
 * What a middleware or handler says about the routes it serves: who may call them (guard), what a cache
 * may keep of their answers (cache rule), which inputs they validate, and what handles them. Each fact is
 * attached to the function that does the work, so the declaration cannot drift from the behaviour; the
 * route map (src/http/route-map.ts) reads the facts back from the app's router.
 */
import type { ApiKeyScope } from "../shared/api-key-scopes.ts";

/** Who may call a route. */
export type Guard =
  /** Anyone: public pages and APIs, the login itself. */
  | "public"
  /** The admin's session cookie; an API key is refused (managing keys). */
  | "admin session"
  /** The admin's session cookie or an active, unexpired API key given this scope (content and leads). */
  | `session or API key (${ApiKeyScope})`
  /** The admin's session cookie, else a 302 to the login page (the dashboard pages). */
  | "dashboard session";

/** What a cache may keep of a route's answers. */
export type CacheRule =
  /** The in-process page cache keeps the final bytes, keyed on the path and these query parameters; a CDN may keep them briefly. */
  | { kind: "page cache"; query: readonly string[]; readsContent: boolean }
  /** Rendered on every request from the route's own bounded cache of results, keyed on its normalised query; a CDN may keep a 200 briefly. */
  | { kind: "results cache"; query: readonly string[] }
  /** Nothing anywhere: admin answers, health checks, reports. */
  | { kind: "no-store" }
  /** Content-hashed assets: a year, immutable. */
  | { kind: "immutable" }
  /** Static files: browsers and CDNs may keep them this long, then revalidate with the ETag. */
  | { kind: "max-age"; seconds: number };

export type RouteFact =
  | { kind: "guard"; guard: Guard }
  | { kind: "cache"; rule: CacheRule }
  | { kind: "validator"; target: string }
  | { kind: "json-only" }
  /** A condition on the caller beyond the guard, named in the map's checks ("recent proof"). */
  | { kind: "check"; name: string }
  /** The page a route renders (pages have no handler of their own). */
  | { kind: "page"; name: string };

// biome-ignore lint/complexity/noBannedTypes: facts attach to any middleware or handler function
const facts = new WeakMap<Function, RouteFact>();

/**
 * Attaches a fact to a middleware or handler and returns it unchanged.
 * @example return attachRouteFact(async function requireAdminSession(c, next) { … }, { kind: "guard", guard: "admin session" });
 */
// biome-ignore lint/complexity/noBannedTypes: facts attach to any middleware or handler function
export function attachRouteFact<F extends Function>(fn: F, fact: RouteFact): F {
  facts.set(fn, fact);
  return fn;
}

// biome-ignore lint/complexity/noBannedTypes: facts attach to any middleware or handler function
export function factOf(fn: Function): RouteFact | undefined {
  return facts.get(fn);
}
