/** Fixed-window rate limiting counted in the database, so every app instance shares the count. */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { rateLimits } from "../schema/index.ts";

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for (bucket, subject) in the current window and says whether it is within the limit.
 * @example const r = await hitRateLimit(db, { bucket: "lead", subject: ip, limit: 5, windowMs: 600_000 });
 */
export async function hitRateLimit(
  db: Database,
  input: { bucket: string; subject: string; limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = input.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / input.windowMs) * input.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, subject: input.subject, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.subject, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + input.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= input.limit, hits, retryAfterSeconds };
}

/** Deletes windows that ended before `before`; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
