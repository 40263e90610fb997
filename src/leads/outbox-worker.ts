/**
 * The loop every lead-notification channel shares: claim this channel's due outbox rows, hand each to the
 * channel's deliverer, then settle the row — delivered, retried later with exponential backoff, or given up.
 * Claims use FOR UPDATE SKIP LOCKED and a deadline (db/queries/lead-outbox.ts), so several instances never
 * hold one row at once, and a crashed worker's claim simply expires.
 */
import type { Database } from "../../db/client.ts";
import { claimDueDeliveries, markDelivered, markFailed, markGivenUp } from "../../db/queries/lead-outbox.ts";
import type { OutboxChannel } from "../../db/schema/index.ts";

/**
 * Thrown by a deliverer when trying the same notification again would get the same answer (an SMTP server's
 * permanent 5xx rejection): the row gets no further attempts, and its last_error says why.
 */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

/**
 * Sends one notification; resolves when the receiver has accepted it, throws when it has not. It must give
 * up when `signal` aborts: the row's claim is held only a few times that long.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a deliverer with nothing to report just returns
export type Deliverer = (payload: unknown, delivery: { id: number; attempt: number; signal: AbortSignal }) => Promise<DeliveryReceipt | void>;

export interface DeliveryReceipt {
  /** Accepted, with something to keep on the row (some e-mail recipients refused, say). */
  note?: string;
}

/** Timing of a worker: every channel has the same knobs (tests shorten them). */
export interface OutboxTiming {
  /** How often to look for due deliveries. */
  pollMs?: number;
  /** First retry delay; doubles each attempt, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** The longest one delivery may take; its claim is held three times as long. */
  timeoutMs?: number;
  /** A line and its level (docs/operations.md, "Log levels"): a retry to come is a warning, a delivery given up an error. */
  log?: (line: string, level: OutboxLogLevel) => void;
}

export type OutboxLogLevel = "info" | "warn" | "error";

export interface OutboxWorkerOptions extends OutboxTiming {
  db: Database;
  channel: OutboxChannel;
  /** How log lines name the channel: "webhook", "e-mail". */
  label: string;
  deliver: Deliverer;
  /** Releases what the deliverer holds (an SMTP transport), after the last delivery. */
  close?: () => void;
}

export interface OutboxWorker {
  /** Runs one pass now (tests, shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Attempts a delivery gets before it is given up (the Notifications view shows "12 of 12"). */
export const DEFAULT_MAX_ATTEMPTS = 12;

/** @example backoffDelay(3, 30_000, 3_600_000) // 120_000: the third failure waits two minutes */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Polls the outbox for one channel until stopped.
 * @example const worker = startOutboxWorker({ db, channel: "webhook", label: "webhook", deliver }); … await worker.stop();
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, channel, label } = options;
  const pollMs = options.pollMs ?? 2000;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log ?? ((line: string, level: OutboxLogLevel) => console[level](line));
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliverOne(id: number, payload: unknown, attempt: number): Promise<void> {
    let receipt: DeliveryReceipt | undefined;
    try {
      receipt = (await options.deliver(payload, { id, attempt, signal: AbortSignal.timeout(timeoutMs) })) ?? undefined;
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof PermanentDeliveryError) {
        await markGivenUp(db, id, message, maxAttempts);
        log(`lead ${label} delivery ${id} refused for good (attempt ${attempt}/${maxAttempts}), not retried: ${message}`, "error");
        return;
      }
      await markFailed(db, id, message, new Date(Date.now() + backoffDelay(attempt, baseDelayMs, maxDelayMs)));
      const last = attempt >= maxAttempts ? "; that was the last attempt" : "";
      log(`lead ${label} delivery ${id} failed (attempt ${attempt}/${maxAttempts}${last}): ${message}`, attempt >= maxAttempts ? "error" : "warn");
      return;
    }
    await markDelivered(db, id, receipt?.note);
    if (receipt?.note) log(`lead ${label} delivery ${id} sent (attempt ${attempt}), but: ${receipt.note}`, "warn");
  }

  async function pass(): Promise<number> {
    const due = await claimDueDeliveries(db, { channel, limit: 20, holdMs: timeoutMs * 3, maxAttempts });
    await Promise.all(due.map((d) => deliverOne(d.id, d.payload, d.attempts)));
    return due.length;
  }

  function drain(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) drain().catch((error: unknown) => log(`lead ${label} worker: ${(error as Error).message}`, "error"));
  }, pollMs);

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      options.close?.();
    },
  };
}
