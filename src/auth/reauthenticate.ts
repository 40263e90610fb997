/**
 * The owner's password asked again inside a session (changing the password, creating an API key,
 * removing the last second factor): at most 5 wrong answers per session in 15 minutes, so a stolen
 * session cannot be used to guess the password; a right answer marks the session as just authenticated.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client.ts";
import { hitRateLimit, refundRateLimitHit } from "../../db/queries/rate-limits.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { auditRequest } from "../admin/audit.ts";
import type { AppEnv } from "../app-context.ts";
import { LOGIN_WINDOW_MS } from "./brute-force.ts";
import type { AdminSession } from "./lucia.ts";
import { verifyPassword } from "./password.ts";
import { provedWithin } from "./recent-proof.ts";

const BUCKET = "admin-reauth-session";
export const REAUTH_FAILURES_PER_SESSION = 5;
/** How long after the owner proved who they are a key may be created without asking again (GitHub's "sudo mode" idea). */
export const RECENT_AUTHENTICATION_MS = 15 * 60 * 1000;

export type PasswordConfirmation = { ok: true } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** True when the session proved the owner within RECENT_AUTHENTICATION_MS. */
export function authenticatedRecently(session: AdminSession, now = Date.now()): boolean {
  return provedWithin(session, RECENT_AUTHENTICATION_MS, now);
}

/**
 * Checks the owner's password for the session of this request (the guard ran first).
 * @example const confirmed = await confirmPassword(c, session, body.currentPassword); if (!confirmed.ok) return c.json({ error: confirmed.message }, confirmed.status);
 */
export async function confirmPassword(
  c: Context<AppEnv>,
  session: AdminSession,
  password: string,
  action = "reauth.password",
  /** auditSuccess false: the caller records the success itself, with what it then did (a password change's counts). */
  { auditSuccess = true } = {},
): Promise<PasswordConfirmation> {
  const { db } = c.var.deps;
  const now = new Date();
  const limit = { bucket: BUCKET, subject: session.id, windowMs: LOGIN_WINDOW_MS, now };
  const hit = await hitRateLimit(db, { ...limit, limit: REAUTH_FAILURES_PER_SESSION });
  if (!hit.allowed) {
    await auditRequest(c, { action, outcome: "refused" });
    return { ok: false, status: 429, message: "Too many wrong passwords. Please try again later.", retryAfterSeconds: hit.retryAfterSeconds };
  }
  const [admin] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, session.userId)).limit(1);
  if (!admin || !(await verifyPassword(password, admin.passwordHash))) {
    await auditRequest(c, { action, outcome: "failure" });
    return { ok: false, status: 401, message: "The password is not right." };
  }
  await refundRateLimitHit(db, limit);
  await markSessionProved(db, session, now);
  if (auditSuccess) await auditRequest(c, { action });
  return { ok: true };
}

/** The session proved the owner just now (the password or a factor asked again). */
export async function markSessionProved(db: Database, session: AdminSession, now = new Date()): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: sql`now()` }).where(eq(sessions.id, session.id));
  session.authenticatedAt = now;
}
