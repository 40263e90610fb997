/**
 * Failed-login limits, counted in the database (shared by every instance): 5 per client IP and 50 in total
 * in any 15 minutes (a sliding window: a refused attempt counts too, so the wait can reach into the next
 * window). An attempt is counted BEFORE the password is checked (so parallel guesses cannot
 * slip past the limit) and refunded when the password was right, so only failures stay counted.
 */
import { hitRateLimit, refundRateLimitHit } from "../../db/queries/rate-limits.ts";
import type { Database } from "../../db/client.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_IP = 5;
export const LOGIN_FAILURES_TOTAL = 50;
const IP_BUCKET = "admin-login-ip";
const TOTAL_BUCKET = "admin-login-all";
const TOTAL_SUBJECT = "*";

export type LoginAttempt =
  | { allowed: true; /** Call when the password was right: the attempt no longer counts. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginLimits {
  perIp: number;
  total: number;
  windowMs: number;
}

const DEFAULT_LIMITS: LoginLimits = { perIp: LOGIN_FAILURES_PER_IP, total: LOGIN_FAILURES_TOTAL, windowMs: LOGIN_WINDOW_MS };

/**
 * @example const attempt = await beginLoginAttempt(db, ip); if (!attempt.allowed) return 429;
 */
export async function beginLoginAttempt(db: Database, ip: string, limits: LoginLimits = DEFAULT_LIMITS): Promise<LoginAttempt> {
  const now = new Date();
  const windowMs = limits.windowMs;
  const perIp = await hitRateLimit(db, { bucket: IP_BUCKET, subject: ip, limit: limits.perIp, windowMs, now });
  if (!perIp.allowed) return { allowed: false, retryAfterSeconds: perIp.retryAfterSeconds };
  const total = await hitRateLimit(db, { bucket: TOTAL_BUCKET, subject: TOTAL_SUBJECT, limit: limits.total, windowMs, now });
  if (!total.allowed) {
    // Refused before any password check: this IP's own count should not grow from it.
    await refundRateLimitHit(db, { bucket: IP_BUCKET, subject: ip, windowMs, now });
    return { allowed: false, retryAfterSeconds: total.retryAfterSeconds };
  }
  return {
    allowed: true,
    async succeeded() {
      await refundRateLimitHit(db, { bucket: IP_BUCKET, subject: ip, windowMs, now });
      await refundRateLimitHit(db, { bucket: TOTAL_BUCKET, subject: TOTAL_SUBJECT, windowMs, now });
    },
  };
}

/** "Please try again in N minutes." — whole minutes, at least 1. */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
