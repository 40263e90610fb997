/**
 * "Sudo mode" for the owner's most sensitive changes: enrolling, naming or removing a second factor needs a
 * session that proved the owner within the last few minutes (a login, the password asked again, or a
 * factor proved again). A session cookie stolen later — by an XSS, a copied cookie, a browser left open —
 * cannot plant the thief's authenticator on its own.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client.ts";
import { listFactors } from "../../db/queries/admin-factors.ts";
import type { AppEnv } from "../app-context.ts";
import { attachRouteFact } from "../http/route-facts.ts";
import { getAdminSession } from "./guards.ts";
import type { AdminSession } from "./lucia.ts";

/** The code a form reads to ask for the password (or a factor) and send the request again. */
export const REAUTH_REQUIRED = "reauth_required";

/** How recent a proof changing the factors needs: shorter than an API key's 15 minutes, since a factor outlives a password change. */
export const FACTOR_CHANGE_RECENT_MS = 5 * 60 * 1000;

export const FACTOR_CHANGE_REAUTH_MESSAGE = "Confirm it is you: enter your password again (or use one of your factors) to change your second factors.";

/** True when the session proved the owner within `windowMs`. */
export function provedWithin(session: AdminSession, windowMs: number, now = Date.now()): boolean {
  return now - session.authenticatedAt.getTime() < windowMs;
}

/** For how long from now the session may change the factors without proving the owner again (ms, 0 when past). */
export function proofFreshForMs(session: AdminSession, windowMs = FACTOR_CHANGE_RECENT_MS, now = Date.now()): number {
  return Math.max(0, session.authenticatedAt.getTime() + windowMs - now);
}

/** The ways the owner may prove it again: the password always, a factor once there is one. */
export async function reauthMethods(db: Database, userId: string): Promise<("password" | "factor")[]> {
  return (await listFactors(db, userId)).length > 0 ? ["password", "factor"] : ["password"];
}

/**
 * After requireAdminSession(): answers 403 `{ error, code: "reauth_required", methods }` unless the session
 * proved the owner within `windowMs`; POST /api/admin/security/reauth makes it recent again.
 * @example app.post("/factors/totp/start", requireRecentProof(), startTotp);
 */
export function requireRecentProof(windowMs = FACTOR_CHANGE_RECENT_MS, message = FACTOR_CHANGE_REAUTH_MESSAGE): MiddlewareHandler<AppEnv> {
  return attachRouteFact(
    async function requireRecentProof(c: Context<AppEnv>, next: () => Promise<void>) {
      const session = await getAdminSession(c);
      if (!session) return c.json({ error: "Unauthorized" }, 401);
      if (!provedWithin(session, windowMs)) {
        return c.json({ error: message, code: REAUTH_REQUIRED, methods: await reauthMethods(c.var.deps.db, session.userId) }, 403);
      }
      await next();
    },
    { kind: "check", name: `recent proof (${windowMs / 60_000} min)` },
  );
}
