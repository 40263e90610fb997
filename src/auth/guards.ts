/**
 * Who is calling: the admin's session (cookie) or an integration's API key (Bearer). Guards are Hono
 * middleware placed first on each admin route; the session lookup is done once per request.
 *
 * A request that sends `Authorization: Bearer …` is judged by that key alone, never by a cookie it may also
 * carry; other schemes (e.g. Basic from a protecting proxy, which browsers attach on their own) are ignored.
 */
import type { Context, MiddlewareHandler } from "hono";
import { authenticateApiKey } from "../../db/queries/api-keys.ts";
import type { AppEnv } from "../app-context.ts";
import { attachRouteFact } from "../http/route-facts.ts";
import { bearerToken, hashApiKey, looksLikeApiKey } from "./api-keys.ts";
import { type AdminSession, sessionStoreFor } from "./lucia.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookie.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by getAdminSession(): the validated session, or null. */
    adminSession: AdminSession | null;
    /** Set by requireAdminOrApiKey() when an API key authenticated the request. */
    apiKeyId: number;
  }
}

/**
 * The admin session of this request, validated once: renews the cookie when Lucia extended the session,
 * clears it when the session is gone.
 * @example const session = await getAdminSession(c); if (!session) …
 */
export async function getAdminSession(c: Context<AppEnv>): Promise<AdminSession | null> {
  const known = c.get("adminSession");
  if (known !== undefined) return known;
  const id = readSessionCookie(c);
  let session: AdminSession | null = null;
  if (id) {
    session = await sessionStoreFor(c.var.deps.db, c.var.deps.env).validateSession(id);
    if (!session) clearSessionCookie(c);
    else if (session.fresh) setSessionCookie(c, session);
  }
  c.set("adminSession", session);
  return session;
}

const BEARER_SCHEME = /^\s*Bearer\b/i;

function unauthorized(c: Context, bearer: boolean) {
  if (bearer) c.header("WWW-Authenticate", 'Bearer realm="admin"');
  return c.json({ error: "Unauthorized" }, 401);
}

/** Session only: API-key management, and anything an integration must not do. A Bearer header is refused. */
export function requireAdminSession(): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function requireAdminSession(c: Context<AppEnv>, next: () => Promise<void>) {
      if (BEARER_SCHEME.test(c.req.header("Authorization") ?? "")) return unauthorized(c, false);
      if (!(await getAdminSession(c))) return unauthorized(c, false);
      await next();
    },
    { kind: "guard", guard: "admin session" },
  );
}

/** Session, or an active API key (content and leads routes); the key's lastUsedAt is updated. */
export function requireAdminOrApiKey(): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function requireAdminOrApiKey(c: Context<AppEnv>, next: () => Promise<void>) {
      const header = c.req.header("Authorization");
      const token = bearerToken(header);
      if (token !== undefined) {
        const key = looksLikeApiKey(token) ? await authenticateApiKey(c.var.deps.db, hashApiKey(token)) : undefined;
        if (!key) return unauthorized(c, true);
        c.set("apiKeyId", key.id);
        return next();
      }
      // A malformed Bearer header (e.g. "Bearer" alone) is not silently treated as "no header".
      if (BEARER_SCHEME.test(header ?? "")) return unauthorized(c, true);
      if (!(await getAdminSession(c))) return unauthorized(c, true);
      await next();
    },
    { kind: "guard", guard: "session or API key" },
  );
}

/** For the dashboard page: without a valid session, a server-side 302 to the login page (no flash of content). */
export function requireDashboardSession(loginPath = "/admin"): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function requireDashboardSession(c: Context<AppEnv>, next: () => Promise<void>) {
      if (!(await getAdminSession(c))) return c.redirect(loginPath, 302);
      await next();
    },
    { kind: "guard", guard: "dashboard session" },
  );
}

/**
 * Anyone may call the route: the decision written down, so that a route without a guard is an omission
 * the route map reports, never a default.
 * @example app.use(anyone());
 */
export function anyone(): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function anyone(_c: Context<AppEnv>, next: () => Promise<void>) {
      await next();
    },
    { kind: "guard", guard: "public" },
  );
}
