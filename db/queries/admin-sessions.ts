/**
 * The owner's sessions as the Security tab sees them: the live ones listed, one ended by its label (the
 * first characters of its stored id), or all but one ended. Creating and validating stay in
 * src/auth/lucia.ts; these are plain reads and deletes of the same rows.
 */
import { and, desc, eq, gt, like, ne } from "drizzle-orm";
import type { Database } from "../client.ts";
import { sessions } from "../schema/index.ts";

export interface AdminSessionListing {
  id: string;
  userAgent: string | null;
  network: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * Sessions still alive: idle expiry ahead and created within the absolute lifetime; most recently used first.
 * @example await listAdminSessions(db, session.userId, { absoluteMs: env.sessionAbsoluteMs })
 */
export function listAdminSessions(db: Database, userId: string, options: { absoluteMs: number; now?: Date }): Promise<AdminSessionListing[]> {
  const now = options.now ?? new Date();
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, network: sessions.network, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - options.absoluteMs))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * Ends the session whose stored id starts with `label` (hex only, checked by the route). Returns its full id, or undefined.
 * @example const ended = await endAdminSessionByLabel(db, session.userId, "3f2a9c0d11b2e4f7");
 */
export async function endAdminSessionByLabel(db: Database, userId: string, label: string): Promise<string | undefined> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), like(sessions.id, `${label}%`)))
    .returning({ id: sessions.id });
  return rows[0]?.id;
}

/**
 * Ends every session of the user but `keepId`; returns how many ended.
 * @example const ended = await endOtherAdminSessions(db, session.userId, session.id);
 */
export async function endOtherAdminSessions(db: Database, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}
