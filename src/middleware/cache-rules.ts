/**
 * Each route's cache rule, declared beside its handler as middleware: what a browser, a CDN and the page
 * cache may keep of its answers. The route map prints them; the page cache learns from them which routes
 * it answers and under which key.
 */
import type { MiddlewareHandler } from "hono";
import { attachRouteFact } from "../http/route-facts.ts";

/**
 * The page cache keeps this route's answers (the front door serves them before the app is reached; the
 * Cache-Control a CDN sees is the page cache's). `query` lists the parameters the route reads, in key
 * order; `readsContent` is false for a route whose answer no content write can change.
 * @example app.get("/", pageCached({ query: ["page"], readsContent: true }), list)
 */
export function pageCached(rule: { query: readonly string[]; readsContent: boolean }): MiddlewareHandler {
  return attachRouteFact(
    async function pageCached(_c, next) {
      await next();
    },
    { kind: "cache", rule: { kind: "page cache", ...rule } },
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
