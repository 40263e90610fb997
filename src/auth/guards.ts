/**
 * Who is calling: the admin's session (cookie) or an integration's API key (Bearer). Guards are Hono
 * middleware placed first on each admin route; the session lookup is done once per request.
 *
 * A request that sends `Authorization: Bearer …` is judged by that key alone, never by a cookie it may also
 * carry; other schemes (e.g. Basic from a protecting proxy, which browsers attach on their own) are ignored.
 * A key passes only the routes of the scopes it was given (the session passes all of them).
 */
import type { Context, MiddlewareHandler } from "hono";
import { authenticateApiKey } from "../../db/queries/api-keys.ts";
import { auditRequest } from "../admin/audit.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { coarseNetwork } from "../http/coarse-network.ts";
import { attachRouteFact } from "../http/route-facts.ts";
import type { ApiKeyScope } from "../shared/api-key-scopes.ts";
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

/** What a key without the scope is told it may not do. */
const SCOPE_ACTIONS: Record<ApiKeyScope, string> = {
  "content:read": "read content",
  "content:write": "change content",
  "leads:read": "read leads",
  "leads:write": "change or delete leads",
};

/** RFC 6750: the key is good but lacks the scope; the header names the one needed. */
function insufficientScope(c: Context, scope: ApiKeyScope) {
  c.header("WWW-Authenticate", `Bearer realm="admin", error="insufficient_scope", scope="${scope}"`);
  return c.json({ error: `This API key may not ${SCOPE_ACTIONS[scope]} (it needs the ${scope} scope).`, code: "insufficient_scope" }, 403);
}

/** "2026-11-20 14:03 UTC": a date an integrator reads in a log without guessing the time zone. */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function expired(c: Context, expiresAt: Date) {
  c.header("WWW-Authenticate", 'Bearer realm="admin", error="invalid_token", error_description="The API key expired"');
  return c.json({ error: `This API key expired on ${utcMinute(expiresAt)}.`, code: "expired_api_key" }, 401);
}

/**
 * Session, or an active, unexpired API key that has `scope` (content and leads routes). The key's use is
 * recorded with its client (coarse network, User-Agent), and its first use of the day in the audit log.
 * @example app.get("/", requireAdminOrApiKey("content:read"), listPosts);
 */
export function requireAdminOrApiKey(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function requireAdminOrApiKey(c: Context<AppEnv>, next: () => Promise<void>) {
      const header = c.req.header("Authorization");
      const token = bearerToken(header);
      if (token !== undefined) {
        if (!looksLikeApiKey(token)) return unauthorized(c, true);
        const client = { network: coarseNetwork(clientIp(c, c.var.deps.env.proxyTrust)), userAgent: c.req.header("User-Agent") ?? null };
        const use = await authenticateApiKey(c.var.deps.db, hashApiKey(token), client);
        if (!use) return unauthorized(c, true);
        if (use.kind === "expired") return expired(c, use.expiresAt);
        c.set("apiKeyId", use.id);
        if (use.firstUseToday) await auditRequest(c, { action: "api_key.use", targetType: "api_key", targetId: use.id });
        if (!use.scopes.includes(scope)) return insufficientScope(c, scope);
        return next();
      }
      // A malformed Bearer header (e.g. "Bearer" alone) is not silently treated as "no header".
      if (BEARER_SCHEME.test(header ?? "")) return unauthorized(c, true);
      if (!(await getAdminSession(c))) return unauthorized(c, true);
      await next();
    },
    { kind: "guard", guard: `session or API key (${scope})` },
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
