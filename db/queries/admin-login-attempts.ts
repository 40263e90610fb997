/** Taking back a rate-limit hit (see rate-limits.ts): a login attempt is counted before the password check and refunded when it succeeds. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { rateLimits } from "../schema/index.ts";

/**
 * Undoes one hitRateLimit() made with the same bucket, subject, windowMs and `now`.
 * @example await refundRateLimitHit(db, { bucket: "admin-login-ip", subject: ip, windowMs, now });
 */
export async function refundRateLimitHit(
  db: Database,
  input: { bucket: string; subject: string; windowMs: number; now: Date },
): Promise<void> {
  const windowStart = new Date(Math.floor(input.now.getTime() / input.windowMs) * input.windowMs);
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, input.bucket), eq(rateLimits.subject, input.subject), eq(rateLimits.windowStart, windowStart)));
}
