/**
 * The first code a request meets (Bun.serve's fetch). A GET or HEAD of a cached public route is
 * answered here from the page cache, before Hono, React or the database; everything else, and every
 * miss, goes through the Hono app. Each request is logged once, with hit or miss when cached.
 */
import type { CacheKeys } from "../page-cache/cache-keys.ts";
import { splitUrl } from "../page-cache/cache-keys.ts";
import type { PageCache } from "../page-cache/page-cache.ts";
import { describeError } from "./describe-error.ts";
import type { RequestLog } from "./request-log.ts";

export interface FetchHandler {
  (request: Request, server?: unknown): Response | Promise<Response>;
}

export interface FrontDoorOptions {
  app: { fetch: FetchHandler };
  cache: PageCache;
  keys: CacheKeys;
  log?: RequestLog | undefined;
}

/**
 * @example Bun.serve({ fetch: createFrontDoor({ app, cache, keys, log }) });
 */
export function createFrontDoor({ app, cache, keys, log }: FrontDoorOptions): FetchHandler {
  return function frontDoor(request, server) {
    const startedAt = log ? performance.now() : 0;
    const method = request.method;
    if (method === "GET" || method === "HEAD") {
      const { path, search } = splitUrl(request.url);
      const match = keys.match(path, search);
      if (match !== undefined) {
        const entry = cache.lookup(match.key);
        if (entry !== undefined) {
          const response = cache.serve(entry, request);
          log?.record(method, path, response.status, startedAt, "hit");
          return response;
        }
        return cache.fill(match, request).then(
          (response) => {
            log?.record(method, path, response.status, startedAt, "miss");
            return response;
          },
          (error: unknown) => {
            console.error(`${method} ${path} failed to render: ${describeError(error)}`);
            log?.record(method, path, 500, startedAt, "miss");
            return new Response("Internal server error", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
          },
        );
      }
    }
    const answered = app.fetch(request, server);
    if (!log) return answered;
    return Promise.resolve(answered).then((response) => {
      log.record(method, splitUrl(request.url).path, response.status, startedAt);
      return response;
    });
  };
}
