/**
 * Each route's cache rule, declared beside its handler as middleware: what a browser, a CDN and the page
 * cache may keep of its answers. The route map prints them; the page cache learns from them which routes
 * it answers and under which key.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-context.ts";
import type { Env } from "../env.ts";
import { attachRouteFact } from "../http/route-facts.ts";

/**
 * What a browser and a CDN may do with a public response: the browser always revalidates (a 304 costs
 * nothing here); a CDN keeps it CDN_CACHE_SECONDS and may serve it CDN_STALE_SECONDS longer while it refetches.
 */
export function publicCacheControl(env: Pick<Env, "cdnCacheSeconds" | "cdnStaleSeconds">): string {
  if (env.cdnCacheSeconds === 0) return "public, no-cache";
  const stale = env.cdnStaleSeconds > 0 ? `, stale-while-revalidate=${env.cdnStaleSeconds}` : "";
  return `public, max-age=0, s-maxage=${env.cdnCacheSeconds}${stale}`;
}

/**
 * The page cache keeps this route's answers (the front door serves them before the app is reached; the
 * Cache-Control a CDN sees is the page cache's). `query` lists the parameters the route reads, in key
 * order; `readsContent` is false for a route whose answer no content write can change.
 * @example app.get("/", pageCached({ query: ["page"], readsContent: true }), list)
 */
export function pageCached(rule: { query: readonly string[]; readsContent: boolean }): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function pageCached(c, next) {
      c.set("sharedPage", true);
      await next();
    },
    { kind: "cache", rule: { kind: "page cache", ...rule } },
  );
}

/**
 * The route keeps its own bounded cache of results (site search, keyed on the normalised query) and renders
 * each answer from it: the page cache would key on the raw text, and a miss must be counted against the
 * client asking (rate limit), which a page-cache render, shared by everyone waiting, cannot do. A 200 may be
 * kept by a CDN as briefly as a page-cached answer; anything else (a 429) by nobody.
 * @example app.get("/search", resultsCached({ query: ["q", "page"] }), search)
 */
export function resultsCached(rule: { query: readonly string[] }): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function resultsCached(c, next) {
      await next();
      const value = c.res.status === 200 ? publicCacheControl(c.var.deps.env) : "no-store";
      try {
        c.res.headers.set("Cache-Control", value);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("Cache-Control", value);
      }
    },
    { kind: "cache", rule: { kind: "results cache", ...rule } },
  );
}

/**
 * `Cache-Control: no-store`: nothing of the answer may be kept anywhere (the admin area, health checks);
 * `private` also says the answer is for this one visitor (a preview link's page).
 * @example app.use("/api/admin/*", noStore());
 */
export function noStore(options: { private?: boolean } = {}): MiddlewareHandler {
  const value = options.private ? "private, no-store" : "no-store";
  return attachRouteFact(
    async function noStore(c, next) {
      await next();
      const apply = (headers: Headers) => {
        headers.set("Cache-Control", value);
        // A validator would let a cache revalidate what it must not keep.
        headers.delete("ETag");
        headers.delete("Last-Modified");
      };
      try {
        apply(c.res.headers);
      } catch {
        // Some responses (e.g. from fetch) have immutable headers: copy once.
        c.res = new Response(c.res.body, c.res);
        apply(c.res.headers);
      }
    },
    { kind: "cache", rule: { kind: "no-store" } },
  );
}

/** A file found (200) or already held (304); a 404 must not be kept for a year. */
const found = (status: number) => status === 200 || status === 304;

/**
 * Content-hashed files: any cache may keep them a year without asking again (a new build has new names).
 * @example app.get("/:file", immutable(), serveAsset)
 */
export function immutable(): MiddlewareHandler {
  return attachRouteFact(
    async function immutable(c, next) {
      await next();
      if (found(c.res.status)) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    { kind: "cache", rule: { kind: "immutable" } },
  );
}

/**
 * Files that keep their name when they change: kept `seconds`, then revalidated with their ETag.
 * @example app.get("/*", maxAge(3600), serveStatic(…))
 */
export function maxAge(seconds: number): MiddlewareHandler {
  return attachRouteFact(
    async function maxAge(c, next) {
      await next();
      if (found(c.res.status)) c.header("Cache-Control", `public, max-age=${seconds}`);
    },
    { kind: "cache", rule: { kind: "max-age", seconds } },
  );
}
