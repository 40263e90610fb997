/**
 * Delivers new leads to LEAD_WEBHOOK_URL from the durable outbox: POST JSON, signed with
 * HMAC-SHA256 when a secret is set, retried with exponential backoff. Runs beside the server;
 * a slow or failing receiver never slows a lead submission.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { claimDueDeliveries, markDelivered, markFailed } from "../../db/queries/lead-outbox.ts";

export const SIGNATURE_HEADER = "X-BiziAgent-Signature";

export interface OutboxWorkerOptions {
  db: Database;
  url: string;
  secret?: string;
  /** How often to look for due deliveries. */
  pollMs?: number;
  /** First retry delay; doubles each attempt, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` — the timestamp lets receivers refuse replays. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface OutboxWorker {
  /** Runs one pass now (tests, shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 2000;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliver(id: number, payload: unknown, attempts: number): Promise<void> {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "BiziAgent-Webhook/1" };
    if (options.secret) headers[SIGNATURE_HEADER] = signPayload(options.secret, body, Math.floor(Date.now() / 1000));
    try {
      // Never followed: a redirect would carry the signed lead to an address nobody configured.
      const res = await fetch(options.url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await res.body?.cancel();
      await markDelivered(options.db, id);
    } catch (error) {
      const message = (error as Error).message;
      const retryAt = new Date(Date.now() + backoffDelay(attempts, baseDelayMs, maxDelayMs));
      await markFailed(options.db, id, message, retryAt);
      log(`lead webhook delivery ${id} failed (attempt ${attempts}/${maxAttempts}): ${message}`);
    }
  }

  async function pass(): Promise<number> {
    const due = await claimDueDeliveries(options.db, { channel: "webhook", limit: 20, holdMs: timeoutMs * 3, maxAttempts });
    await Promise.all(due.map((d) => deliver(d.id, d.payload, d.attempts)));
    return due.length;
  }

  function drain(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) drain().catch((error: unknown) => log(`lead webhook worker: ${(error as Error).message}`));
  }, pollMs);

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
