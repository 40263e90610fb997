/**
 * Limits on guessing the admin password, counted in the database (shared by every instance). An attempt
 * is counted BEFORE the password is checked (so parallel guesses cannot slip past a limit) and refunded
 * when the password was right, so only failures stay counted.
 *
 * - From a browser the admin logged in from before (a known device cookie): 5 failures per device per
 *   15 minutes, then 429 for that browser only. Nothing anyone else does counts against it, and it never
 *   waits for the ceiling below: nobody can lock the admin out.
 * - From any other browser: 5 failures per client (IP, or IPv6 /64) per 15 minutes; and every password
 *   check goes through one site-wide budget (the guessing ceiling): LOGIN_CHECKS_PER_SECOND on average,
 *   up to ten seconds' worth at once. Past it, a few requests wait in a short queue for a slot; the rest
 *   get a fast 429 with Retry-After, answered from memory while this instance knows the budget is spent,
 *   so a spray from a thousand addresses costs the server almost nothing and guesses at most one
 *   password a second — however many addresses, proxies or IPv6 /64s the guesser holds.
 */
import type { Database } from "../../db/client.ts";
import { hitRateLimit, refundRateLimitHit } from "../../db/queries/rate-limits.ts";
import { throttledLog } from "../shared/log-throttle.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_IP = 5;
export const LOGIN_FAILURES_PER_DEVICE = 5;
/** The ceiling's window: its budget is checksPerSecond × 10 checks in any ten seconds. */
export const CEILING_WINDOW_MS = 10_000;
/** At most this many requests per instance wait for a slot; the rest are refused at once. */
export const CEILING_QUEUE_LENGTH = 4;
/** The longest a queued request waits (under the request deadline), and how often it asks again. */
export const CEILING_QUEUE_WAIT_MS = 2500;
const CEILING_POLL_MS = 500;

const IP_BUCKET = "admin-login-ip";
const DEVICE_BUCKET = "admin-login-device";
const CEILING_BUCKET = "admin-login-checks";
const CEILING_SUBJECT = "*";
const FLOOD_WARNING_EVERY_MS = 60_000;

export type LoginAttempt =
  | {
      allowed: true;
      /** Call when the password was right: the attempt no longer counts. */
      succeeded(): Promise<void>;
    }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** "failures": this client's (or browser's) own failures; "ceiling": the site-wide budget is spent. */
      reason: "failures" | "ceiling";
      /** The words for the login form. */
      message: string;
    };

export interface LoginLimits {
  perIp: number;
  perDevice: number;
  windowMs: number;
  /** Password checks per second, on average, for browsers without a known device cookie. */
  checksPerSecond: number;
  queueLength: number;
  queueWaitMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: LOGIN_FAILURES_PER_IP,
  perDevice: LOGIN_FAILURES_PER_DEVICE,
  windowMs: LOGIN_WINDOW_MS,
  checksPerSecond: 1,
  queueLength: CEILING_QUEUE_LENGTH,
  queueWaitMs: CEILING_QUEUE_WAIT_MS,
};

export interface LoginClient {
  /** The client key (IP, or IPv6 /64). */
  ip: string;
  /** The known device this browser proved with its cookie, if any. */
  deviceId?: string;
}

/** What this instance knows of the ceiling: spent until `closedUntil` (ms), who is waiting, and how many are asking the database now. */
interface CeilingState {
  closedUntil: number;
  waiting: number;
  asking: number;
}

/** Per database handle: one per process in production, one per test app in the tests. */
const ceilings = new WeakMap<Database, CeilingState>();

function ceilingOf(db: Database): CeilingState {
  let state = ceilings.get(db);
  if (!state) {
    state = { closedUntil: 0, waiting: 0, asking: 0 };
    ceilings.set(db, state);
  }
  return state;
}

/** One log line a minute while a spray goes on, not one per attempt. */
const warnOfSpray = throttledLog({ everyMs: FLOOD_WARNING_EVERY_MS });

/** "Please try again in N minutes." — whole minutes, at least 1. */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

function minutesText(retryAfterSeconds: number): string {
  const minutes = retryMinutes(retryAfterSeconds);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function refusedForFailures(retryAfterSeconds: number): LoginAttempt {
  return {
    allowed: false,
    retryAfterSeconds,
    reason: "failures",
    message: `Too many failed login attempts. Please try again in ${minutesText(retryAfterSeconds)}.`,
  };
}

function refusedByCeiling(retryAfterSeconds: number): LoginAttempt {
  return {
    allowed: false,
    retryAfterSeconds,
    reason: "ceiling",
    message: `Too many login attempts on this site right now. Please try again in ${minutesText(retryAfterSeconds)}, or from a browser you logged in with before.`,
  };
}

/**
 * Takes one slot of the site-wide budget, waiting in the short queue if there is room. Returns 0 when a
 * slot was taken (with its refund), else the seconds to wait.
 */
async function takeCeilingSlot(db: Database, limits: LoginLimits): Promise<{ retryAfterSeconds: number; refund?: () => Promise<void> }> {
  const state = ceilingOf(db);
  const limit = limits.checksPerSecond * (CEILING_WINDOW_MS / 1000);
  const take = async () => {
    const now = new Date();
    state.asking++;
    const result = await hitRateLimit(db, {
      bucket: CEILING_BUCKET,
      subject: CEILING_SUBJECT,
      limit,
      windowMs: CEILING_WINDOW_MS,
      now,
      refusedCounts: false,
    }).finally(() => state.asking--);
    if (result.allowed)
      return { retryAfterSeconds: 0, refund: () => refundRateLimitHit(db, { bucket: CEILING_BUCKET, subject: CEILING_SUBJECT, windowMs: CEILING_WINDOW_MS, now }) };
    state.closedUntil = Math.max(state.closedUntil, now.getTime() + Math.min(result.retryAfterSeconds * 1000, CEILING_POLL_MS * 2));
    return { retryAfterSeconds: result.retryAfterSeconds };
  };
  if (Date.now() >= state.closedUntil) {
    const first = await take();
    if (first.refund) return first;
  }
  if (state.waiting >= limits.queueLength) return { retryAfterSeconds: Math.max(1, Math.ceil((state.closedUntil - Date.now()) / 1000)) };
  state.waiting++;
  try {
    const deadline = Date.now() + limits.queueWaitMs;
    let last = 1;
    while (Date.now() + CEILING_POLL_MS <= deadline) {
      await Bun.sleep(CEILING_POLL_MS);
      const next = await take();
      if (next.refund) return next;
      last = next.retryAfterSeconds;
    }
    return { retryAfterSeconds: last };
  } finally {
    state.waiting--;
  }
}

/**
 * @example const attempt = await beginLoginAttempt(db, { ip, deviceId }, { ...DEFAULT_LOGIN_LIMITS, checksPerSecond: env.loginChecksPerSecond });
 */
export async function beginLoginAttempt(db: Database, client: LoginClient, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): Promise<LoginAttempt> {
  const now = new Date();
  const { windowMs } = limits;
  const counted = async (bucket: string, subject: string, limit: number) => {
    const result = await hitRateLimit(db, { bucket, subject, limit, windowMs, now });
    return { result, refund: () => refundRateLimitHit(db, { bucket, subject, windowMs, now }) };
  };
  if (client.deviceId !== undefined) {
    const device = await counted(DEVICE_BUCKET, client.deviceId, limits.perDevice);
    if (!device.result.allowed) return refusedForFailures(device.result.retryAfterSeconds);
    return { allowed: true, succeeded: device.refund };
  }
  // While this instance knows the budget is spent (or is asking the database right now) and its queue is
  // full, answer from memory: no database work, so a flood costs little more than its HTTP parsing.
  const state = ceilingOf(db);
  if (state.waiting >= limits.queueLength && (Date.now() < state.closedUntil || state.asking > 0)) {
    return refusedByCeiling(Math.max(1, Math.ceil((state.closedUntil - Date.now()) / 1000)));
  }
  // This request's whole way through the database counts as asking: arrivals meanwhile are answered from
  // memory once the queue is full. Counting only the ceiling's own query let every request that came in
  // between two asks reach the database (three queries each), and under a spray from a thousand addresses
  // those bursts filled the connection pool that the owner's own login waits for.
  state.asking++;
  try {
    return await checkedAgainstCeiling(db, client, limits, counted);
  } finally {
    state.asking--;
  }
}

type Counted = (bucket: string, subject: string, limit: number) => Promise<{ result: { allowed: boolean; retryAfterSeconds: number }; refund: () => Promise<void> }>;

/** A browser the admin has not used: its own failures, then a slot of the site-wide budget. */
async function checkedAgainstCeiling(db: Database, client: LoginClient, limits: LoginLimits, counted: Counted): Promise<LoginAttempt> {
  const perIp = await counted(IP_BUCKET, client.ip, limits.perIp);
  if (!perIp.result.allowed) return refusedForFailures(perIp.result.retryAfterSeconds);
  const slot = await takeCeilingSlot(db, limits);
  if (!slot.refund) {
    // Not checked, so not a failure of this client's.
    await perIp.refund();
    warnOfSpray(db, () => `Admin login: the guessing ceiling is reached (${limits.checksPerSecond} password checks a second for browsers the admin has not used); others get 429`);
    return refusedByCeiling(slot.retryAfterSeconds);
  }
  const ceilingRefund = slot.refund;
  return {
    allowed: true,
    async succeeded() {
      await perIp.refund();
      // The owner's own logins do not use up the budget: only failures bound what a guesser gets.
      await ceilingRefund();
    },
  };
}
