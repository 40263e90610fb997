/** Built assets (/assets/*: content-hashed, immutable, pre-compressed; from memory or from the build on disk) and the static folder (/static/*). */
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-env.ts";
import type { ServedAsset } from "../render/assets.ts";

const staticRoot = join(import.meta.dir, "..", "..", "static");

function pickEncoding(file: ServedAsset, acceptEncoding: string): { body: Blob | Uint8Array; encoding?: "br" | "gzip" } {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

export function assetRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/assets/:file", async (c) => {
    const file = await c.var.deps.assets.find(c.req.param("file"));
    if (!file) return c.notFound();
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: file.etag,
      Vary: "Accept-Encoding",
      // Fonts and modules are fetched in CORS mode; same origin only, but be explicit.
      "Cross-Origin-Resource-Policy": "same-origin",
    };
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    const { body, encoding } = pickEncoding(file, c.req.header("Accept-Encoding") ?? "");
    if (encoding) headers["Content-Encoding"] = encoding;
    // A Blob (a file of the build on disk) goes to Response as it is: Bun sends it with sendfile.
    return c.body(body as unknown as Uint8Array<ArrayBuffer>, 200, headers);
  });

  app.use("/static/*", etag(), async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=3600");
  });
  app.use(
    "/static/*",
    serveStatic({ root: staticRoot, rewriteRequestPath: (path) => path.replace(/^\/static/, "") }),
  );
  app.get("/favicon.ico", serveStatic({ path: join(staticRoot, "brand", "favicon.ico") }));

  return app;
}
