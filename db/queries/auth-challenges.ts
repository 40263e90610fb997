/**
 * Ceremony state between two requests (auth_challenges): the login's second step, a WebAuthn challenge,
 * a TOTP secret being enrolled. Found by the SHA-256 of the token the browser holds (or, for a
 * session's own ceremony, a fixed id derived from the session), never after it expires.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { authChallenges } from "../schema/index.ts";

export type ChallengeRow = typeof authChallenges.$inferSelect;

export interface NewChallenge {
  id: string;
  purpose: string;
  userId: string;
  sessionId?: string | null;
  data?: Record<string, unknown>;
  expiresAt: Date;
}

/** Stores a challenge; one with the same id (the same session's earlier ceremony) is replaced. */
export async function putChallenge(db: Database, challenge: NewChallenge): Promise<void> {
  const values = { ...challenge, sessionId: challenge.sessionId ?? null, data: challenge.data ?? {}, attempts: 0 };
  await db
    .insert(authChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: authChallenges.id,
      set: { purpose: values.purpose, userId: values.userId, sessionId: values.sessionId, data: values.data, attempts: 0, expiresAt: values.expiresAt },
    });
}

/** A live challenge of this purpose, or undefined. */
export async function readChallenge(db: Database, id: string, purpose: string, now = new Date()): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(and(eq(authChallenges.id, id), eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, now)))
    .limit(1);
  return row;
}

/** Merges `data` into a live challenge's data. */
export async function mergeChallengeData(db: Database, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .update(authChallenges)
    .set({ data: sql`${authChallenges.data} || ${JSON.stringify(data)}::jsonb` })
    .where(eq(authChallenges.id, id));
}

/**
 * Counts one wrong answer; at `max` the challenge is deleted (start over). Returns the attempts now, or
 * null when the challenge is gone.
 */
export async function countChallengeFailure(db: Database, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts });
  if (!row) return null;
  if (row.attempts >= max) await deleteChallenge(db, id);
  return row.attempts;
}

/** Takes a challenge away; true when this call deleted it (so of two racing requests, one wins). */
export async function deleteChallenge(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(authChallenges).where(eq(authChallenges.id, id)).returning({ id: authChallenges.id });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Database, now = new Date()): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
}
