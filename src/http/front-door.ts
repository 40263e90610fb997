/**
 * The first code a request meets (Bun.serve's fetch). A GET or HEAD of a redirected path is answered
 * here from the redirect map, and one of a cached public route from the page cache, before Hono, React
 * or the database; everything else, and every miss, goes through the Hono app. Each request is logged
 * once, with hit or miss when cached; a page that answered 404 is counted for the 404 log.
 */
import type { CacheKeys } from "../page-cache/cache-keys.ts";
import { splitUrl } from "../page-cache/cache-keys.ts";
import type { PageCache } from "../page-cache/page-cache.ts";
import { throttledLog } from "../shared/log-throttle.ts";
import { describeError } from "./describe-error.ts";
import type { NotFoundRecorder } from "./not-found-recorder.ts";
import type { RedirectMap } from "./redirect-map.ts";
import { givenRequestId, type RequestLog } from "./request-log.ts";

export type FetchHandler = (request: Request, server?: unknown) => Response | Promise<Response>;

export interface FrontDoorOptions {
  app: { fetch: FetchHandler };
  cache: PageCache;
  keys: CacheKeys;
  log?: RequestLog | undefined;
  redirects?: RedirectMap | undefined;
  notFound?: NotFoundRecorder | undefined;
  /** One method and path answered by a handler of its own, past the app's site-wide middleware (the page-view beacon). */
  lane?: { method: string; path: string; fetch: FetchHandler } | undefined;
}

export const RENDER_FAILURE_LOG_EVERY_MS = 60_000;

/**
 * @example Bun.serve({ fetch: createFrontDoor({ app, cache, keys, log }) });
 */
export function createFrontDoor({ app, cache, keys, log, redirects, notFound, lane }: FrontDoorOptions): FetchHandler {
  // A page that fails to render fails for every visitor who asks: once a minute per page, with the number left out.
  const logRenderFailure = throttledLog({ everyMs: RENDER_FAILURE_LOG_EVERY_MS, level: "error" });
  const scope = {};
  return function frontDoor(request, server) {
    const startedAt = log ? performance.now() : 0;
    const method = request.method;
    const given = givenRequestId(request.headers.get("x-request-id"));
    // An id is made up only when requests are logged: then the response carries it, so a client's report
    // can be matched to its log line. A hit neither logged nor traced costs nothing more.
    const id = given ?? (log ? crypto.randomUUID() : undefined);
    const answer = (response: Response, path: string, cache?: "hit" | "miss") => {
      if (response.status === 404) notFound?.record(method, path, request);
      if (id === undefined) return response;
      response = withRequestId(response, id);
      log?.record({ method, path, status: response.status, startedAt, id, cache });
      return response;
    };
    const toApp = (handler?: FetchHandler) => {
      const peer = peerOf(request, server);
      const answered = handler ? handler(request, peer) : app.fetch(request, peer);
      if (id === undefined && notFound === undefined) return answered;
      return Promise.resolve(answered).then((response) => answer(response, splitUrl(request.url).path));
    };
    if (method !== "GET" && method !== "HEAD") return method === lane?.method && splitUrl(request.url).path === lane.path ? toApp(lane.fetch) : toApp();
    const { path, search } = splitUrl(request.url);
    const fromCache = () => {
      const match = keys.match(path, search);
      if (match !== undefined) {
        const entry = cache.lookup(match.key);
        if (entry !== undefined) return answer(cache.serve(entry, request), path, "hit");
        return cache.fill(match, request).then(
          (response) => answer(response, path, "miss"),
          (error: unknown) => {
            logRenderFailure(scope, () => `${method} ${path} failed to render${id ? ` (request ${id})` : ""}: ${describeError(error)}`, { topic: match.key });
            const failed = new Response("Internal server error", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
            return answer(failed, path, "miss");
          },
        );
      }
      return toApp();
    };
    const redirected = redirects?.answer(path, search);
    if (redirected === undefined) return fromCache();
    if (redirected instanceof Response) return answer(redirected, path);
    return redirected.then((response) => (response ? answer(response, path) : fromCache()));
  };
}

/**
 * What the app sees as its server: only the peer's address, and always that of the request Bun received.
 * Bun's server.requestIP knows only that request object, and middleware may copy it (hono's bodyLimit
 * does for a chunked body): asked about the copy it answers null, and every such client would share one
 * rate-limit bucket.
 */
function peerOf(request: Request, server: unknown) {
  const bun = server as { requestIP?: (request: Request) => { address: string } | null } | undefined;
  // Asked once at most: Bun's answer is a system call and an object, and a page view asks twice.
  let peer: { address: string } | null | undefined;
  return {
    requestIP: () => {
      if (peer === undefined) peer = bun?.requestIP?.(request) ?? null;
      return peer;
    },
  };
}

/** The response with X-Request-Id set (copied first when its headers cannot be changed). */
function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set("X-Request-Id", id);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("X-Request-Id", id);
    return copy;
  }
}
