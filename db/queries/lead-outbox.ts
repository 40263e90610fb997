/** Claiming and settling lead notifications (webhook, e-mail); safe with several workers (SKIP LOCKED + a claim deadline). */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { leadNotificationOutbox, type OutboxChannel } from "../schema/index.ts";

export interface OutboxDelivery {
  id: number;
  payload: unknown;
  attempts: number;
}

/** Takes up to `limit` due deliveries of one channel and holds them for `holdMs`; counts the attempt. */
export async function claimDueDeliveries(db: Database, input: { channel: OutboxChannel; limit: number; holdMs: number; maxAttempts: number }): Promise<OutboxDelivery[]> {
  const result = await db.execute<{ id: number; payload: unknown; attempts: number }>(sql`
    update ${leadNotificationOutbox}
       set locked_until = now() + make_interval(secs => ${input.holdMs / 1000}), attempts = attempts + 1
     where id in (
       select id from ${leadNotificationOutbox}
        where channel = ${input.channel}
          and delivered_at is null
          and attempts < ${input.maxAttempts}
          and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by id
        limit ${input.limit}
        for update skip locked)
    returning id, payload, attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: OutboxDelivery[] }).rows) as OutboxDelivery[];
  return rows.map((r) => ({ id: Number(r.id), payload: r.payload, attempts: Number(r.attempts) }));
}

/** `note`: accepted with a reservation worth keeping (some e-mail recipients refused); kept in last_error. */
export async function markDelivered(db: Database, id: number, note?: string): Promise<void> {
  await db
    .update(leadNotificationOutbox)
    .set({ deliveredAt: new Date(), lockedUntil: null, lastError: note?.slice(0, 500) ?? null })
    .where(eq(leadNotificationOutbox.id, id));
}

export async function markFailed(db: Database, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .update(leadNotificationOutbox)
    .set({ nextAttemptAt: retryAt, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(leadNotificationOutbox.id, id));
}

/**
 * No further attempts: the receiver refused for good. The row looks like one whose attempts ran out
 * (attempts = maxAttempts, never delivered), so setting attempts back to 0 sends it again once the cause is fixed.
 */
export async function markGivenUp(db: Database, id: number, error: string, maxAttempts: number): Promise<void> {
  await db
    .update(leadNotificationOutbox)
    .set({ attempts: sql`greatest(${leadNotificationOutbox.attempts}, ${maxAttempts})`, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(leadNotificationOutbox.id, id));
}
