/**
 * The admin session cookie: HttpOnly, SameSite=Lax, Path=/; Secure and `__Host-`-prefixed when SITE_URL is
 * https (so no sibling subdomain or plain-http page can set or overwrite it). Max-Age follows the session's
 * nearer end (idle or absolute), so the browser forgets it when the server would refuse it anyway.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AdminSession } from "./lucia.ts";

const BASE_NAME = "admin_session";

export interface SessionCookieConfig {
  name: string;
  secure: boolean;
}

/**
 * An admin cookie's name and Secure flag: `__Host-`-prefixed and Secure under an https SITE_URL.
 * @example adminCookieConfig("https://www.example.com", "admin_device") // { name: "__Host-admin_device", secure: true }
 */
export function adminCookieConfig(siteUrl: string, baseName: string): SessionCookieConfig {
  const secure = siteUrl.startsWith("https:");
  return { name: secure ? `__Host-${baseName}` : baseName, secure };
}

/**
 * @example sessionCookieConfig("https://www.example.com") // { name: "__Host-admin_session", secure: true }
 */
export function sessionCookieConfig(siteUrl: string): SessionCookieConfig {
  return adminCookieConfig(siteUrl, BASE_NAME);
}

function config(c: Context): SessionCookieConfig {
  return sessionCookieConfig(c.var.deps.env.siteUrl);
}

/** The session token the request carries, if any (only under this site's cookie name). */
export function readSessionCookie(c: Context): string | undefined {
  const value = getCookie(c, config(c).name);
  return value ? value : undefined;
}

export function setSessionCookie(c: Context, session: AdminSession, now = Date.now()): void {
  const { name, secure } = config(c);
  const end = Math.min(session.expiresAt.getTime(), session.endsAt.getTime());
  setCookie(c, name, session.token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.max(0, Math.floor((end - now) / 1000)),
  });
}

export function clearSessionCookie(c: Context): void {
  const { name, secure } = config(c);
  setCookie(c, name, "", { httpOnly: true, secure, sameSite: "Lax", path: "/", maxAge: 0 });
}
