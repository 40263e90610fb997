/**
 * Delivers new leads to the webhook (LEAD_WEBHOOK_URL, or the address the owner set in the admin) from the
 * durable outbox: POST JSON, signed with HMAC-SHA256 when a secret is set, retried with exponential backoff by
 * the shared outbox worker. A slow or failing receiver never slows a lead submission.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { type Deliverer, type OutboxTiming, type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";

export const SIGNATURE_HEADER = "X-BiziAgent-Signature";

/** Where a delivery goes, read when it goes out (the owner may have changed it since the lead came in). */
export type WebhookTarget = { url: string; secret?: string | undefined } | null;

export interface WebhookWorkerOptions extends OutboxTiming {
  db: Database;
  /** A fixed address, or one read for each delivery (null: removed since, the row is settled unsent). */
  target: WebhookTarget | (() => Promise<WebhookTarget>);
}

/** The note on a row whose webhook was turned off before it went out. */
export const WEBHOOK_REMOVED = "not sent: the webhook was turned off";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` — the timestamp lets receivers refuse replays. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/** One POST; any 2xx is a delivery, anything else (a redirect too) a failure to retry. */
export function webhookDeliverer(target: () => Promise<WebhookTarget>): Deliverer {
  return async (payload, { signal }) => {
    const current = await target();
    if (!current) return { note: WEBHOOK_REMOVED };
    const { url, secret } = current;
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "BiziAgent-Webhook/1" };
    if (secret) headers[SIGNATURE_HEADER] = signPayload(secret, body, Math.floor(Date.now() / 1000));
    // Never followed: a redirect would carry the signed lead to an address nobody configured.
    const res = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
}

/** @example const worker = startWebhookWorker({ db, target: { url: env.leadWebhookUrl, secret: env.leadWebhookSecret } }); */
export function startWebhookWorker(options: WebhookWorkerOptions): OutboxWorker {
  const { db, target, ...timing } = options;
  const read = typeof target === "function" ? target : async () => target;
  return startOutboxWorker({ ...timing, db, channel: "webhook", label: "webhook", deliver: webhookDeliverer(read) });
}
