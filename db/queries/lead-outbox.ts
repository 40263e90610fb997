/**
 * The lead notifications' outbox: claiming and settling deliveries (webhook, e-mails to the owner and the
 * lead, reminders), safe with several workers (SKIP LOCKED + a claim deadline); queuing reminders and the
 * owner's Resend; what the Notifications view and the dashboard's banner read.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { leadNotificationOutbox, leads, type OutboxChannel } from "../schema/index.ts";
import type { Lead } from "./leads.ts";
import { hitRateLimit } from "./rate-limits.ts";
import { rowsOf } from "./rows-of.ts";

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

// ---------------------------------------------------------------------------------------------------
// Queuing beside the lead, reminders, the owner's Resend, and what the Notifications view reads.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rate-limit bucket that keeps an address to one confirmation a day. */
export const CONFIRMATION_BUCKET = "lead-confirmation";

/**
 * The channels a new lead's outbox rows go to: `notify` as configured, less the confirmation when this
 * address already had one within the last 24 hours. Counted in rate_limits inside the lead's transaction,
 * so two leads from one address racing each other get one confirmation, and a lead that is rolled back
 * counts for nothing. The sliding window weighs yesterday's confirmation in, so the next one may take up
 * to 48 hours; never less than 24.
 * @example const channels = await channelsForNewLead(tx, ["email", "confirmation"], "Ana@Example.com");
 */
export async function channelsForNewLead(db: Database, notify: readonly OutboxChannel[], email: string): Promise<OutboxChannel[]> {
  if (!notify.includes("confirmation")) return [...notify];
  const once = await hitRateLimit(db, { bucket: CONFIRMATION_BUCKET, subject: email.trim().toLowerCase(), limit: 1, windowMs: DAY_MS, refusedCounts: false });
  return once.allowed ? [...notify] : notify.filter((channel) => channel !== "confirmation");
}

/** One reminder mark as the scan reads it: which reminder, and the lead ages between which it is queued. */
export interface ReminderWindow {
  mark: number;
  afterMs: number;
  untilMs: number;
}

/**
 * Queues the reminders now due: a row per New, non-spam lead whose age lies in a mark's window. Every
 * instance runs it; the unique (lead, channel, mark) index makes a second insert of the same reminder a
 * no-op, so each is queued once however many instances scan. Returns how many rows it added.
 * @example await queueDueReminders(db, [{ mark: 1, afterMs: 3_600_000, untilMs: 28_800_000 }]);
 */
export async function queueDueReminders(db: Database, marks: readonly ReminderWindow[]): Promise<number> {
  if (marks.length === 0) return 0;
  const windows = sql.join(
    marks.map((m) => sql`(${m.mark}::smallint, ${m.afterMs}::bigint, ${m.untilMs}::bigint)`),
    sql`, `,
  );
  const oldest = Math.max(...marks.map((m) => m.untilMs));
  const result = await db.execute<{ id: number }>(sql`
    insert into ${leadNotificationOutbox} (lead_id, channel, mark, payload)
    select l.id, 'reminder', m.mark,
           jsonb_build_object('event', 'lead.reminder', 'leadId', l.id, 'mark', m.mark, 'afterMs', m.after_ms)
      from ${leads} l
      join (values ${windows}) as m(mark, after_ms, until_ms)
        on l.created_at <= now() - make_interval(secs => (m.after_ms / 1000.0)::float8)
       and l.created_at > now() - make_interval(secs => (m.until_ms / 1000.0)::float8)
     where l.status = 'new'
       and not l.is_spam
       and l.created_at > now() - make_interval(secs => ${oldest / 1000}::float8)
       -- Skips what is queued already without an insert attempt: each attempt would use up an id.
       and not exists (select 1 from ${leadNotificationOutbox} o where o.lead_id = l.id and o.channel = 'reminder' and o.mark = m.mark)
    on conflict (lead_id, channel, mark) do nothing
    returning id`);
  return rowsOf(result).length;
}

export type RequeueOutcome = "queued" | "busy";

/**
 * Sends a lead's notification on a channel again, now: attempts start over, the error is cleared. A
 * channel configured after the lead came in gets its row here (mark 0, with `payload`). A row a worker
 * holds right now is left alone ("busy"): clearing its claim could send it twice.
 * @example await requeueDelivery(db, { leadId, channel: "webhook", mark: 0, payload: leadNotificationPayload(lead) });
 */
export async function requeueDelivery(db: Database, input: { leadId: string; channel: OutboxChannel; mark: number; payload?: unknown }): Promise<RequeueOutcome | "missing"> {
  const again = {
    attempts: 0,
    nextAttemptAt: sql`now()`,
    deliveredAt: null,
    lockedUntil: null,
    lastError: null,
  };
  const claimFree = sql`${leadNotificationOutbox.lockedUntil} is null or ${leadNotificationOutbox.lockedUntil} < now()`;
  if (input.payload === undefined) {
    const rows = await db
      .update(leadNotificationOutbox)
      .set(again)
      .where(and(eq(leadNotificationOutbox.leadId, input.leadId), eq(leadNotificationOutbox.channel, input.channel), eq(leadNotificationOutbox.mark, input.mark), claimFree))
      .returning({ id: leadNotificationOutbox.id });
    if (rows.length > 0) return "queued";
    const [held] = await db
      .select({ id: leadNotificationOutbox.id })
      .from(leadNotificationOutbox)
      .where(and(eq(leadNotificationOutbox.leadId, input.leadId), eq(leadNotificationOutbox.channel, input.channel), eq(leadNotificationOutbox.mark, input.mark)));
    return held ? "busy" : "missing";
  }
  const rows = await db
    .insert(leadNotificationOutbox)
    .values({ leadId: input.leadId, channel: input.channel, mark: input.mark, payload: input.payload })
    .onConflictDoUpdate({ target: [leadNotificationOutbox.leadId, leadNotificationOutbox.channel, leadNotificationOutbox.mark], set: again, setWhere: claimFree })
    .returning({ id: leadNotificationOutbox.id });
  return rows.length > 0 ? "queued" : "busy";
}

/** A delivery that is not getting through: still retried, or given up. */
export interface ProblemDelivery {
  id: number;
  leadId: string;
  channel: OutboxChannel;
  mark: number;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  firstName: string;
  lastName: string;
  businessName: string | null;
  leadCreatedAt: Date;
}

/**
 * The deliveries that failed at least once and are not delivered, newest first: retrying (attempts left)
 * or given up (none left). `total` counts them all; `rows` holds the first `limit`.
 */
export async function listProblemDeliveries(db: Database, input: { limit: number }): Promise<{ rows: ProblemDelivery[]; total: number }> {
  const failing = and(isNull(leadNotificationOutbox.deliveredAt), isNotNull(leadNotificationOutbox.lastError), sql`${leadNotificationOutbox.attempts} > 0`);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: leadNotificationOutbox.id,
        leadId: leadNotificationOutbox.leadId,
        channel: leadNotificationOutbox.channel,
        mark: leadNotificationOutbox.mark,
        attempts: leadNotificationOutbox.attempts,
        lastError: leadNotificationOutbox.lastError,
        nextAttemptAt: leadNotificationOutbox.nextAttemptAt,
        createdAt: leadNotificationOutbox.createdAt,
        firstName: leads.firstName,
        lastName: leads.lastName,
        businessName: leads.businessName,
        leadCreatedAt: leads.createdAt,
      })
      .from(leadNotificationOutbox)
      .innerJoin(leads, eq(leads.id, leadNotificationOutbox.leadId))
      .where(failing)
      .orderBy(desc(leadNotificationOutbox.id))
      .limit(input.limit),
    db.select({ total: count() }).from(leadNotificationOutbox).where(failing),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How a channel's most recent delivery went: the latest row a worker has tried. */
export interface ChannelOutcome {
  channel: OutboxChannel;
  delivered: boolean;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
}

/**
 * For each channel, its most recent delivery (the newest row tried at least once); a channel nothing was
 * tried on yet is left out. What the dashboard's banner reads on every tab.
 * @example const outcomes = await latestChannelOutcomes(db, ["webhook", "email"]);
 */
export async function latestChannelOutcomes(db: Database, channels: readonly OutboxChannel[]): Promise<ChannelOutcome[]> {
  if (channels.length === 0) return [];
  const list = sql.join(
    channels.map((channel) => sql`(${channel}::text)`),
    sql`, `,
  );
  const result = await db.execute<{ channel: OutboxChannel; delivered_at: string | Date | null; attempts: number; last_error: string | null }>(sql`
    select c.channel, r.delivered_at, r.attempts, r.last_error
      from (values ${list}) as c(channel)
      cross join lateral (
        select o.delivered_at, o.attempts, o.last_error
          from ${leadNotificationOutbox} o
         where o.channel = c.channel and (o.attempts > 0 or o.delivered_at is not null)
         order by o.id desc
         limit 1) r`);
  return rowsOf<{ channel: OutboxChannel; delivered_at: string | Date | null; attempts: number; last_error: string | null }>(result).map((r) => ({
    channel: r.channel,
    delivered: r.delivered_at !== null,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at),
  }));
}

/** The lead a notification is about, as it is now; undefined once it was deleted. */
export async function readNotifiedLead(db: Database, leadId: string): Promise<Lead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  return row;
}
