/**
 * Failed-login limits, counted in the database (shared by every instance) over sliding 15-minute windows.
 * An attempt is counted BEFORE the password is checked (so parallel guesses cannot slip past a limit) and
 * refunded when the password was right, so only failures stay counted.
 *
 * - From a browser the admin logged in from before (a known device cookie): 5 failures per device, then 429
 *   for that browser only. Nothing anyone else does counts against it: nobody can lock the admin out.
 * - From any other browser: 5 failures per client (IP, or IPv6 /64), then 429; and beyond 50 failures in
 *   total, every such attempt is slowed down and a warning is logged — a slowdown, not a wall, so a spray
 *   from many addresses costs the attacker time without shutting the admin's new browser out.
 */

import type { Database } from "../../db/client.ts";
import { hitRateLimit, refundRateLimitHit } from "../../db/queries/rate-limits.ts";
import { throttledWarning } from "../http/throttled-warning.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_IP = 5;
export const LOGIN_FAILURES_PER_DEVICE = 5;
export const LOGIN_FAILURES_TOTAL = 50;
/** How long each attempt from an unknown browser waits while the total is over its cap. */
export const LOGIN_SLOWDOWN_MS = 2000;
const IP_BUCKET = "admin-login-ip";
const DEVICE_BUCKET = "admin-login-device";
const TOTAL_BUCKET = "admin-login-all";
const TOTAL_SUBJECT = "*";
const FLOOD_WARNING_EVERY_MS = 60_000;

export type LoginAttempt =
  | {
      allowed: true;
      /** Wait this long before checking the password (0 unless the site-wide cap is exceeded). */
      delayMs: number;
      /** Call when the password was right: the attempt no longer counts. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginLimits {
  perIp: number;
  perDevice: number;
  total: number;
  windowMs: number;
  slowdownMs: number;
}

const DEFAULT_LIMITS: LoginLimits = {
  perIp: LOGIN_FAILURES_PER_IP,
  perDevice: LOGIN_FAILURES_PER_DEVICE,
  total: LOGIN_FAILURES_TOTAL,
  windowMs: LOGIN_WINDOW_MS,
  slowdownMs: LOGIN_SLOWDOWN_MS,
};

export interface LoginClient {
  /** The client key (IP, or IPv6 /64). */
  ip: string;
  /** The known device this browser proved with its cookie, if any. */
  deviceId?: string;
}

/** One log line a minute while the spray goes on, not one per attempt. */
const warnOfSpray = throttledWarning(FLOOD_WARNING_EVERY_MS);

/**
 * @example const attempt = await beginLoginAttempt(db, { ip, deviceId }); if (!attempt.allowed) return 429;
 */
export async function beginLoginAttempt(db: Database, client: LoginClient, limits: LoginLimits = DEFAULT_LIMITS): Promise<LoginAttempt> {
  const now = new Date();
  const { windowMs } = limits;
  const counted = async (bucket: string, subject: string, limit: number) => {
    const result = await hitRateLimit(db, { bucket, subject, limit, windowMs, now });
    return { result, refund: () => refundRateLimitHit(db, { bucket, subject, windowMs, now }) };
  };

  if (client.deviceId !== undefined) {
    const device = await counted(DEVICE_BUCKET, client.deviceId, limits.perDevice);
    if (!device.result.allowed) return { allowed: false, retryAfterSeconds: device.result.retryAfterSeconds };
    return { allowed: true, delayMs: 0, succeeded: device.refund };
  }

  const perIp = await counted(IP_BUCKET, client.ip, limits.perIp);
  if (!perIp.result.allowed) return { allowed: false, retryAfterSeconds: perIp.result.retryAfterSeconds };
  const total = await counted(TOTAL_BUCKET, TOTAL_SUBJECT, limits.total);
  if (!total.result.allowed) {
    warnOfSpray(
      db,
      () =>
        `Admin login: about ${Math.round(total.result.recent)} failed attempts in the last ${windowMs / 60_000} minutes (cap ${limits.total}); ` +
        `logins from browsers not used by the admin before now wait ${limits.slowdownMs / 1000} s each`,
    );
  }
  return {
    allowed: true,
    delayMs: total.result.allowed ? 0 : limits.slowdownMs,
    async succeeded() {
      await perIp.refund();
      await total.refund();
    },
  };
}

/** "Please try again in N minutes." — whole minutes, at least 1. */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
