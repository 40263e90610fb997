/**
 * A NUL character anywhere in the address is refused before any route sees it: PostgreSQL can neither
 * store nor compare one, so a slug, a category or a file name with %00 would otherwise end in a 500.
 */
import type { MiddlewareHandler } from "hono";

const MESSAGE = "The address contains a NUL character (%00).";

export function rejectNulInUrl(): MiddlewareHandler {
  return async function rejectNul(c, next) {
    if (!c.req.url.includes("%00")) return next();
    return c.req.path.startsWith("/api/") ? c.json({ error: MESSAGE }, 400) : c.text(MESSAGE, 400);
  };
}
