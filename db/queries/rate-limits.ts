/**
 * Rate limiting counted in the database, so every app instance shares the count: a sliding window
 * estimated from two fixed ones (the current window's hits plus the previous window's, weighted by how
 * much of it still lies within the last `windowMs`). Twice the limit no longer fits across a boundary.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { rateLimits } from "../schema/index.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** This window's hits, this one included. */
  hits: number;
  /** Hits within the last `windowMs`, estimated (this one included). */
  recent: number;
  /** Seconds until one more hit would be allowed (for Retry-After); at least 1. */
  retryAfterSeconds: number;
}

/** How long until `prev × (1 − elapsed) + cur + 1 ≤ limit`, in seconds, going on into the next window if need be. */
function secondsUntilAllowed(prev: number, cur: number, elapsed: number, limit: number, windowSeconds: number): number {
  const leftInWindow = (1 - elapsed) * windowSeconds;
  if (prev > 0) {
    const wait = ((prev * (1 - elapsed) + cur + 1 - limit) / prev) * windowSeconds;
    if (wait <= leftInWindow) return wait;
  }
  // In the next window this one's hits are the previous ones, fading as it goes.
  return leftInWindow + Math.max(0, 1 - (limit - 1) / Math.max(cur, 1)) * windowSeconds;
}

/**
 * Counts one hit for (bucket, subject) and says whether the last `windowMs` hold no more than `limit`.
 * A refused hit counts too (who keeps knocking waits longer), unless `refusedCounts` is false: a limit
 * shared by everyone must not let a flood keep everyone else out for longer.
 * @example const r = await hitRateLimit(db, { bucket: "lead", subject: ip, limit: 5, windowMs: 600_000 });
 */
export async function hitRateLimit(
  db: Database,
  input: { bucket: string; subject: string; limit: number; windowMs: number; now?: Date; refusedCounts?: boolean },
): Promise<RateLimitResult> {
  const now = input.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / input.windowMs) * input.windowMs);
  const previousStart = new Date(windowStart.getTime() - input.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, subject: input.subject, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.subject, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const [previous] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, input.bucket), eq(rateLimits.subject, input.subject), eq(rateLimits.windowStart, previousStart)));
  let hits = row?.hits ?? 1;
  const prev = previous?.hits ?? 0;
  const elapsed = (now.getTime() - windowStart.getTime()) / input.windowMs;
  const recent = prev * (1 - elapsed) + hits;
  const allowed = recent <= input.limit;
  if (!allowed && input.refusedCounts === false) {
    await refundRateLimitHit(db, { bucket: input.bucket, subject: input.subject, windowMs: input.windowMs, now });
    hits -= 1;
  }
  const wait = allowed ? 0 : secondsUntilAllowed(prev, hits, elapsed, input.limit, input.windowMs / 1000);
  return { allowed, hits, recent, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/**
 * Takes back one hitRateLimit() made with the same bucket, subject, windowMs and `now` (a login attempt
 * is counted before the password check and refunded when it succeeds).
 * @example await refundRateLimitHit(db, { bucket: "admin-login-ip", subject: ip, windowMs, now });
 */
export async function refundRateLimitHit(db: Database, input: { bucket: string; subject: string; windowMs: number; now: Date }): Promise<void> {
  const windowStart = new Date(Math.floor(input.now.getTime() / input.windowMs) * input.windowMs);
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, input.bucket), eq(rateLimits.subject, input.subject), eq(rateLimits.windowStart, windowStart)));
}

/** Deletes windows that ended before `before`; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
