/**
 * Built assets (mounted at /assets: content-hashed, immutable, pre-compressed; from memory or from the build on
 * disk) and the static folder (mounted at /static, and /favicon.ico from it).
 */
import { join } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { serveStatic } from "hono/bun";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { type ContentCoding, contentHash, etagOf, noneMatchHits } from "../http/etag.ts";
import { immutable, maxAge } from "../middleware/cache-rules.ts";
import type { ServedAsset } from "../render/assets.ts";

const staticRoot = join(import.meta.dir, "..", "..", "static");
/** Static files keep their names when they change: browsers revalidate them hourly (a 304 when unchanged). */
const STATIC_MAX_AGE_SECONDS = 3600;

function pickEncoding(file: ServedAsset, acceptEncoding: string): { body: Blob | Uint8Array; coding: ContentCoding } {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, coding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, coding: "gzip" };
  return { body: file.body, coding: "identity" };
}

/** The static folder's files: a strong tag from their bytes, and 304 when the client has them. */
function staticValidators(): MiddlewareHandler<AppEnv> {
  return async function staticValidators(c, next) {
    await next();
    if (c.res.status !== 200) return;
    const hash = contentHash(new Uint8Array(await c.res.clone().arrayBuffer()));
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && noneMatchHits(ifNoneMatch, hash)) {
      c.res = new Response(null, { status: 304, headers: { ETag: etagOf(hash, "identity") } });
      return;
    }
    c.header("ETag", etagOf(hash, "identity"));
  };
}

export function assetRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/:file", anyone(), immutable(), async function builtAsset(c) {
    const file = await c.var.deps.assets.find(c.req.param("file"));
    if (!file) return c.notFound();
    const { body, coding } = pickEncoding(file, c.req.header("Accept-Encoding") ?? "");
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      // Each coding its own strong tag, as for pages; any of them satisfies If-None-Match.
      ETag: etagOf(file.hash, coding),
      Vary: "Accept-Encoding",
      // Fonts and modules are fetched in CORS mode; same origin only, but be explicit.
      "Cross-Origin-Resource-Policy": "same-origin",
    };
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && noneMatchHits(ifNoneMatch, file.hash)) return c.body(null, 304, headers);
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    // A Blob (a file of the build on disk) goes to Response as it is: Bun sends it with sendfile.
    return c.body(body as unknown as Uint8Array<ArrayBuffer>, 200, headers);
  });

  return app;
}

const staticFile = serveStatic({ root: staticRoot, rewriteRequestPath: (path) => path.replace(/^\/static/, "") });

export function staticRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/*", anyone(), maxAge(STATIC_MAX_AGE_SECONDS), staticValidators(), async function staticFolder(c, next) {
    return staticFile(c, next);
  });
  return app;
}

// Bun's serveStatic joins `path` to the working directory, so an absolute path never matched: the root and a fixed file.
const favicon = serveStatic({ root: staticRoot, rewriteRequestPath: () => "/brand/favicon.ico" });

/** The icon browsers ask for at the root, from the static folder. */
export function faviconRoute() {
  const app = new Hono<AppEnv>();
  app.get("/", anyone(), maxAge(STATIC_MAX_AGE_SECONDS), staticValidators(), async function faviconFile(c, next) {
    return favicon(c, next);
  });
  return app;
}
