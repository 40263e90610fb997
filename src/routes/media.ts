/**
 * Uploaded images for everyone (mounted at /media): an address never changes its bytes, so every answer is
 * immutable with a strong ETag, and kept in this instance's memory once read (src/media/variant-cache.ts).
 *   GET /media/<key>-<w>x<h>.<jpg|png>          the widest variant in the best format the Accept header
 *                                               names: AVIF, then WebP, then the fallback (Vary: Accept)
 *   GET /media/<key>-<w>x<h>/<width>.<format>   one variant, as named (what <picture> and srcset ask for)
 */
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { etagOf, noneMatchHits } from "../http/etag.ts";
import { immutable } from "../middleware/cache-rules.ts";
import { MEDIA_CONTENT_TYPES, type MediaFormat, parseMediaUrl, parseVariantPath, variantWidths } from "../shared/media.ts";

/** The best format the client takes; Accept's q-values are not weighed (browsers send none for images). */
function negotiate(accept: string, fallback: MediaFormat): MediaFormat {
  if (/\bimage\/avif\b/i.test(accept)) return "avif";
  if (/\bimage\/webp\b/i.test(accept)) return "webp";
  return fallback;
}

async function serve(c: Context<AppEnv>, key: string, width: number, format: MediaFormat, vary: boolean) {
  const { db, media } = c.var.deps;
  const variant = await media!.variants.get(db, key, width, format);
  if (!variant) return c.notFound();
  const headers: Record<string, string> = { "Content-Type": MEDIA_CONTENT_TYPES[format], ETag: etagOf(variant.etag, "identity") };
  if (vary) headers.Vary = "Accept";
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && noneMatchHits(ifNoneMatch, variant.etag)) return c.body(null, 304, headers);
  return c.body(variant.bytes as Uint8Array<ArrayBuffer>, 200, headers);
}

export function mediaRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/:file", anyone(), immutable(), function negotiatedImage(c) {
    const address = parseMediaUrl(`/media/${c.req.param("file")}`);
    if (!address) return c.notFound();
    const widest = variantWidths(address.width).at(-1)!;
    return serve(c, address.key, widest, negotiate(c.req.header("Accept") ?? "", address.fallback), true);
  });

  app.get("/:name/:file", anyone(), immutable(), function imageVariant(c) {
    const variant = parseVariantPath(`/media/${c.req.param("name")}/${c.req.param("file")}`);
    if (!variant) return c.notFound();
    return serve(c, variant.address.key, variant.width, variant.format, false);
  });

  return app;
}
