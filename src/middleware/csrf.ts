/**
 * CSRF for the admin API: a state-changing request (POST, PUT, PATCH, DELETE) must come from our own origin,
 * whatever its content type (Hono's csrf() checks only form types). Sec-Fetch-Site decides when the browser
 * sends it (same-origin or none pass); otherwise Origin must be SITE_URL's origin or the request's own origin.
 * Neither header: refused. Exempt: a request with `Authorization: Bearer` and no session cookie — browsers
 * never attach a Bearer token on their own, and without the cookie there is no ambient authority to abuse.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BEARER = /^\s*Bearer\s+\S/i;

export interface SameOriginOptions {
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  /** The session cookie's name: its presence removes the Bearer exemption. */
  sessionCookieName: string;
}

/**
 * @example app.use("/api/admin/*", sameOriginWrites({ siteUrl: env.siteUrl, sessionCookieName: "__Host-admin_session" }))
 */
export function sameOriginWrites(options: SameOriginOptions): MiddlewareHandler {
  const siteOrigin = new URL(options.siteUrl).origin;
  if (!options.sessionCookieName) throw new Error("sameOriginWrites: sessionCookieName is required");

  return async function sameOriginWrites(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const hasSessionCookie = getCookie(c, options.sessionCookieName) !== undefined;
    if (!hasSessionCookie && BEARER.test(c.req.header("Authorization") ?? "")) return next();

    const fetchSite = c.req.header("Sec-Fetch-Site");
    if (fetchSite !== undefined) {
      if (fetchSite === "same-origin" || fetchSite === "none") return next();
      return refuse();
    }
    const origin = c.req.header("Origin");
    if (origin && origin !== "null" && (origin === siteOrigin || origin === new URL(c.req.url).origin)) return next();
    return refuse();

    function refuse() {
      return c.json({ error: "Cross-site request refused" }, 403);
    }
  };
}
