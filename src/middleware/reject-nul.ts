/**
 * A NUL character anywhere in the address is refused before any route sees it: PostgreSQL can neither
 * store nor compare one, so a slug, a category or a file name with %00 would otherwise end in a 500.
 * Site search is let through: it keeps only the letters and digits of its query, and answers with its own page.
 */
import type { MiddlewareHandler } from "hono";
import { SEARCH_PATH } from "../shared/search.ts";

const MESSAGE = "The address contains a NUL character (%00).";

export function rejectNulInUrl(): MiddlewareHandler {
  return async function rejectNul(c, next) {
    if (!c.req.url.includes("%00") || c.req.path === SEARCH_PATH) return next();
    return c.req.path.startsWith("/api/") ? c.json({ error: MESSAGE }, 400) : c.text(MESSAGE, 400);
  };
}
