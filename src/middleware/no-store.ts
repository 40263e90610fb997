/** `Cache-Control: no-store` on every answer of the admin area (pages and API): nothing of it may be cached anywhere. */
import type { MiddlewareHandler } from "hono";

/**
 * @example app.use("/api/admin/*", noStore());
 */
export function noStore(): MiddlewareHandler {
  return async function noStore(c, next) {
    await next();
    const apply = (headers: Headers) => {
      headers.set("Cache-Control", "no-store");
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
  };
}
