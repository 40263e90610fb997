/**
 * Wrong answers to the login's second step counted per account — not per address, nor per pending step
 * (a right password starts a new step, and addresses are cheap). A code or recovery code is counted
 * BEFORE it is checked, against three windows that make a growing delay and then a pause: 5 in a minute
 * (the five tries of one pending step), 8 in ten minutes, 10 in an hour. A right answer is refunded, so only wrong ones stay counted. Whoever
 * holds the password then gets at most 10 code checks an hour (240 a day: a 6-digit code with ±1 step
 * has three right values in a million, so about a 0.07 % chance a day), however many addresses they use.
 * Passkeys are never paused: a guess at a signature is no guess. While codes are paused the owner still
 * logs in with a passkey, or waits; and the owner is told (an e-mail, the dashboard's alert).
 */
import type { Database } from "../../db/client.ts";
import { hitRateLimit, refundRateLimitHit } from "../../db/queries/rate-limits.ts";

const BUCKET = "admin-second-step-account";

/** The growing delay: each window's limit of code checks, shortest first. */
export const SECOND_STEP_ACCOUNT_WINDOWS = [
  { windowMs: 60_000, limit: 5 },
  { windowMs: 10 * 60_000, limit: 8 },
  { windowMs: 60 * 60_000, limit: 10 },
] as const;

/** The most code checks one account allows in an hour, whatever the number of addresses. */
export const SECOND_STEP_CHECKS_PER_HOUR = SECOND_STEP_ACCOUNT_WINDOWS.at(-1)!.limit;

/** From this many wrong answers within the hour, the owner is told. */
export const SECOND_STEP_ALERT_AFTER = 3;

export type CodeCheck =
  | {
      allowed: true;
      /** Wrong answers within the hour before this one. */
      failuresThisHour: number;
      /** The code was right: it no longer counts. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/**
 * @example const check = await beginCodeCheck(db, userId); if (!check.allowed) return paused(check.retryAfterSeconds);
 */
export async function beginCodeCheck(db: Database, userId: string, now = new Date()): Promise<CodeCheck> {
  const counted: { windowMs: number }[] = [];
  const refundAll = () =>
    Promise.all(counted.map(({ windowMs }) => refundRateLimitHit(db, { bucket: BUCKET, subject: `${windowMs}:${userId}`, windowMs, now }))).then(() => undefined);
  let failuresThisHour = 0;
  for (const { windowMs, limit } of SECOND_STEP_ACCOUNT_WINDOWS) {
    // A refused check is not counted: the pause ends on time however often someone knocks meanwhile.
    const hit = await hitRateLimit(db, { bucket: BUCKET, subject: `${windowMs}:${userId}`, limit, windowMs, now, refusedCounts: false });
    if (!hit.allowed) {
      await refundAll();
      return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds };
    }
    counted.push({ windowMs });
    failuresThisHour = Math.max(0, Math.floor(hit.recent) - 1);
  }
  return { allowed: true, failuresThisHour, succeeded: refundAll };
}

/** "Codes are paused…": the second step's answer while the account's codes are paused. */
export function codesPausedMessage(retryAfterSeconds: number, passkeyOpen: boolean): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return passkeyOpen
    ? `Too many wrong codes for this account: codes are paused for ${wait}. Use your passkey, or try again later.`
    : `Too many wrong codes for this account: codes are paused for ${wait}. Please try again later.`;
}
