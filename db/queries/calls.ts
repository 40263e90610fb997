/**
 * Calls booked in the funnel: the owner's availability (an admin setting), the busy time the slots leave out, the
 * thank-you view's one-use booking link, and the booking itself — the link spent and the call written in one
 * transaction, so a refused booking (the time taken meanwhile, the lead's call already booked) spends nothing.
 * The exclusion constraint of migration 0022 decides a race; this module only names its answer.
 */
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Interval } from "../../src/calls/open-slots.ts";
import { CALL_REMINDERS } from "../../src/shared/call-reminders.ts";
import { type CallSettings, callSettingsOf } from "../../src/shared/call-settings.ts";
import type { CallWay } from "../../src/shared/call-status.ts";
import type { ContactPreference } from "../../src/shared/lead-options.ts";
import type { Database } from "../client.ts";
import { causeChain } from "../error-chain.ts";
import { callBookings, callLinks, leadNotificationOutbox, leads } from "../schema/index.ts";
import { readAdminSetting, writeAdminSetting } from "./admin-settings.ts";
import { queueCalendarWrite } from "./call-calendar.ts";
import { hashLinkToken, LEAD_LINK_TOKEN, newLinkToken } from "./lead-links.ts";
import { changeLeadStatus } from "./lead-pipeline.ts";

const CALL_SETTINGS_KEY = "calls";

export async function readCallSettings(db: Database): Promise<CallSettings> {
  return callSettingsOf(await readAdminSetting(db, CALL_SETTINGS_KEY));
}

/** Whether the owner (or the demo) has saved availability at all. */
export async function callSettingsSaved(db: Database): Promise<boolean> {
  return (await readAdminSetting(db, CALL_SETTINGS_KEY)) !== undefined;
}

export async function saveCallSettings(db: Database, settings: CallSettings): Promise<void> {
  await writeAdminSetting(db, CALL_SETTINGS_KEY, settings);
}

/** Every live call that reaches into [from, to), as the time it keeps: its start to its end plus its buffer. */
export async function bookedBetween(db: Database, from: Date, to: Date): Promise<Interval[]> {
  const rows = await db
    .select({ start: callBookings.startsAt, end: callBookings.blockedUntil })
    .from(callBookings)
    .where(and(ne(callBookings.status, "cancelled"), lt(callBookings.startsAt, to), gt(callBookings.blockedUntil, from)));
  return rows;
}

/**
 * A link that books one call for the lead, live for `hours`: the thank-you view holds it, nothing else.
 * @example const token = await createBookLink(db, lead.id, 24);
 */
export async function createBookLink(db: Database, leadId: string, hours: number): Promise<string> {
  const token = newLinkToken();
  await db.insert(callLinks).values({ tokenHash: hashLinkToken(token), leadId, action: "book", expiresAt: sql`now() + make_interval(hours => ${hours}::int)` });
  return token;
}

/** What a booking link's lead may decide: whether it wants a call at all, and whether it is spam. */
export interface BookingLead {
  id: string;
  firstName: string;
  contactPreference: ContactPreference;
  isSpam: boolean;
}

export type BookLinkState = { state: "unknown" } | { state: "used" } | { state: "expired" } | { state: "valid"; lead: BookingLead };

/** What a booking link opens, changing nothing. */
export async function readBookLink(db: Database, token: string): Promise<BookLinkState> {
  if (!LEAD_LINK_TOKEN.test(token)) return { state: "unknown" };
  const [row] = await db
    .select({
      usedAt: callLinks.usedAt,
      expired: sql<boolean>`${callLinks.expiresAt} <= now()`,
      lead: { id: leads.id, firstName: leads.firstName, contactPreference: leads.contactPreference, isSpam: leads.isSpam },
    })
    .from(callLinks)
    .innerJoin(leads, eq(leads.id, callLinks.leadId))
    .where(and(eq(callLinks.tokenHash, hashLinkToken(token)), eq(callLinks.action, "book")))
    .limit(1);
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used" };
  if (row.expired) return { state: "expired" };
  return { state: "valid", lead: row.lead };
}

export type CallRow = typeof callBookings.$inferSelect;

export interface NewCall {
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  visitorZone: string;
  ownerZone: string;
  how: CallWay;
  meetingUrl: string | null;
}

export type BookResult =
  | { kind: "booked"; call: CallRow }
  /** Another booking holds the time (or its buffer): the database refused this one. */
  | { kind: "taken" }
  /** The link was spent (by this lead's own booking) or expired between the read and the write. */
  | { kind: "link-dead" }
  /** The lead already has a call booked: moving it is a reschedule, through its e-mail's link. */
  | { kind: "already-booked" };

/** Which constraint refused a write, by SQLSTATE: 23P01 an exclusion, 23505 a unique index. */
function refusedBy(error: unknown): "overlap" | "one-per-lead" | undefined {
  for (const e of causeChain(error)) {
    const record = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    const constraint = String(record.constraint ?? record.constraint_name ?? "");
    if (record.code === "23P01") return "overlap";
    if (record.code === "23505" && constraint.includes("one_live_per_lead")) return "one-per-lead";
  }
  return undefined;
}

/** What a call's e-mail row holds: which call, which version of it, and what happened to it. */
export interface CallMailPayload {
  event: "call";
  callId: string;
  sequence: number;
  change: "booked" | "moved" | "cancelled";
}

/** What a call's reminder row holds; `kind` names its entry of CALL_REMINDERS (src/calls/call-reminders.ts). */
export interface CallReminderPayload {
  event: "call.reminder";
  callId: string;
  sequence: number;
  kind: number;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The e-mails one version of a call gets, in the transaction that made it: the invitation to the lead and to the
 * owner (mark: the sequence), and the reminders still ahead, due at their moment (mark: sequence × 10 + kind).
 * Rows of earlier versions not sent yet are settled unsent with `staleNote`: a moved call is never reminded
 * at its old time, a cancelled one not at all.
 */
async function queueCallMail(tx: Tx, call: CallRow, change: CallMailPayload["change"], staleNote: string): Promise<void> {
  await tx
    .update(leadNotificationOutbox)
    .set({ deliveredAt: sql`now()`, lastError: staleNote, lockedUntil: null })
    .where(
      and(
        eq(leadNotificationOutbox.leadId, call.leadId),
        sql`${leadNotificationOutbox.channel} in ('call-invite', 'call-owner', 'call-reminder')`,
        isNull(leadNotificationOutbox.deliveredAt),
        sql`(case when ${leadNotificationOutbox.channel} = 'call-reminder' then ${leadNotificationOutbox.mark} / 10 else ${leadNotificationOutbox.mark} end) < ${call.sequence}`,
      ),
    );
  const payload: CallMailPayload = { event: "call", callId: call.id, sequence: call.sequence, change };
  const rows: (typeof leadNotificationOutbox.$inferInsert)[] = [
    { leadId: call.leadId, channel: "call-invite", mark: call.sequence, payload },
    { leadId: call.leadId, channel: "call-owner", mark: call.sequence, payload },
  ];
  if (change !== "cancelled") {
    for (const { kind, beforeMs } of CALL_REMINDERS) {
      const due = new Date(call.startsAt.getTime() - beforeMs);
      // A reminder whose moment has passed (a call booked for within the hour) is left out, not sent late.
      if (due.getTime() <= Date.now()) continue;
      const reminder: CallReminderPayload = { event: "call.reminder", callId: call.id, sequence: call.sequence, kind };
      rows.push({ leadId: call.leadId, channel: "call-reminder", mark: call.sequence * 10 + kind, payload: reminder, nextAttemptAt: due });
    }
  }
  await tx.insert(leadNotificationOutbox).values(rows).onConflictDoNothing();
}

/** Notes on call e-mails settled without a message. */
export const CALL_MAIL_NOTES = {
  moved: "not sent: the call was moved",
  cancelled: "not sent: the call was cancelled",
} as const;

/**
 * Spends the booking link and books the call, in one transaction; a refusal rolls both back. With `email`, the
 * call's e-mails are queued in the same transaction, and its write into the owner's CalDAV calendar while one is set.
 * @example const result = await bookCall(db, token, call, { email: true }); if (result.kind === "taken") offer the next slots
 */
export async function bookCall(db: Database, token: string, call: NewCall, options: { email: boolean } = { email: false }): Promise<BookResult> {
  if (!LEAD_LINK_TOKEN.test(token)) return { kind: "link-dead" };
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(callLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(callLinks.tokenHash, hashLinkToken(token)), eq(callLinks.action, "book"), isNull(callLinks.usedAt), gt(callLinks.expiresAt, sql`now()`)))
        .returning({ leadId: callLinks.leadId });
      if (!link) return { kind: "link-dead" } as const;
      // A lead's second call (after a cancel) continues its numbering: its e-mail rows never collide with the first's.
      const [last] = await tx
        .select({ sequence: sql<number>`max(${callBookings.sequence})` })
        .from(callBookings)
        .where(eq(callBookings.leadId, link.leadId));
      const sequence = last?.sequence === null || last?.sequence === undefined ? 0 : Number(last.sequence) + 1;
      const [row] = await tx
        .insert(callBookings)
        .values({ ...call, leadId: link.leadId, sequence })
        .returning();
      if (options.email) await queueCallMail(tx, row!, "booked", CALL_MAIL_NOTES.moved);
      await queueCalendarWrite(tx, row!);
      return { kind: "booked", call: row! } as const;
    });
  } catch (error) {
    const refusal = refusedBy(error);
    if (refusal === "overlap") return { kind: "taken" };
    if (refusal === "one-per-lead") return { kind: "already-booked" };
    throw error;
  }
}

/** The lead's live call, if it has one. */
export async function liveCallOf(db: Database, leadId: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select()
    .from(callBookings)
    .where(and(eq(callBookings.leadId, leadId), eq(callBookings.status, "booked")))
    .limit(1);
  return row;
}

/** A call and its lead, as the e-mails and the manage page read them. */
export async function readCall(db: Database, callId: string): Promise<{ call: CallRow; lead: typeof leads.$inferSelect } | undefined> {
  const [row] = await db
    .select({ call: callBookings, lead: leads })
    .from(callBookings)
    .innerJoin(leads, eq(leads.id, callBookings.leadId))
    .where(eq(callBookings.id, callId))
    .limit(1);
  return row;
}

/**
 * A link that reschedules or cancels this version of the call, live until the call ends: each e-mail makes its
 * own as it is sent (only the hash is kept), and a reschedule leaves every earlier one opening nothing.
 */
export async function createManageLink(db: Database, call: CallRow): Promise<string> {
  const token = newLinkToken();
  await db
    .insert(callLinks)
    .values({ tokenHash: hashLinkToken(token), leadId: call.leadId, action: "manage", callId: call.id, callSequence: call.sequence, expiresAt: call.endsAt });
  return token;
}

/** What a reschedule-or-cancel link opens; a link from before a move opens nothing ("stale"). */
export type ManageLinkState =
  | { state: "unknown" }
  | { state: "used" }
  | { state: "expired" }
  | { state: "stale" }
  | { state: "settled"; status: CallRow["status"] }
  | { state: "valid"; call: CallRow; lead: typeof leads.$inferSelect };

/** What a manage link opens, changing nothing (a GET, a mail scanner's prefetch). */
export async function readManageLink(db: Database, token: string): Promise<ManageLinkState> {
  if (!LEAD_LINK_TOKEN.test(token)) return { state: "unknown" };
  const [row] = await db
    .select({ link: { usedAt: callLinks.usedAt, sequence: callLinks.callSequence, expired: sql<boolean>`${callLinks.expiresAt} <= now()` }, call: callBookings, lead: leads })
    .from(callLinks)
    .innerJoin(callBookings, eq(callBookings.id, callLinks.callId))
    .innerJoin(leads, eq(leads.id, callLinks.leadId))
    .where(and(eq(callLinks.tokenHash, hashLinkToken(token)), eq(callLinks.action, "manage")))
    .limit(1);
  if (!row) return { state: "unknown" };
  if (row.link.usedAt) return { state: "used" };
  if (row.call.status !== "booked") return { state: "settled", status: row.call.status };
  if (row.link.sequence !== row.call.sequence) return { state: "stale" };
  if (row.link.expired) return { state: "expired" };
  return { state: "valid", call: row.call, lead: row.lead };
}

export type ManageResult = { kind: "moved"; call: CallRow } | { kind: "cancelled"; call: CallRow } | { kind: "taken" } | { kind: "dead" };

type CallChangeSet = Partial<Pick<CallRow, "startsAt" | "endsAt" | "blockedUntil" | "status" | "settledAt" | "changedBy">>;

/**
 * Spends a manage link and changes its call, in one transaction: only the version the link was made for, only
 * while booked. A move onto a time taken meanwhile is refused by the exclusion constraint and spends nothing.
 */
async function changeByLink(db: Database, token: string, change: CallChangeSet, kind: "moved" | "cancelled", email: boolean): Promise<ManageResult> {
  if (!LEAD_LINK_TOKEN.test(token)) return { kind: "dead" };
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(callLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(callLinks.tokenHash, hashLinkToken(token)), eq(callLinks.action, "manage"), isNull(callLinks.usedAt), gt(callLinks.expiresAt, sql`now()`)))
        .returning({ callId: callLinks.callId, sequence: callLinks.callSequence });
      if (!link?.callId || link.sequence === null) return { kind: "dead" } as const;
      const [call] = await tx
        .update(callBookings)
        .set({ ...change, sequence: sql`${callBookings.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(callBookings.id, link.callId), eq(callBookings.sequence, link.sequence), eq(callBookings.status, "booked")))
        .returning();
      if (!call) return { kind: "dead" } as const;
      if (email) await queueCallMail(tx, call, kind, kind === "moved" ? CALL_MAIL_NOTES.moved : CALL_MAIL_NOTES.cancelled);
      await queueCalendarWrite(tx, call);
      return kind === "moved" ? ({ kind: "moved", call } as const) : ({ kind: "cancelled", call } as const);
    });
  } catch (error) {
    if (refusedBy(error) === "overlap") return { kind: "taken" };
    throw error;
  }
}

/** Moves the call to new times with the lead's link. */
export function moveCallByLink(db: Database, token: string, times: Pick<CallRow, "startsAt" | "endsAt" | "blockedUntil">, options: { email: boolean }): Promise<ManageResult> {
  return changeByLink(db, token, { ...times, changedBy: "visitor" }, "moved", options.email);
}

/** Cancels the call with the lead's link. */
export function cancelCallByLink(db: Database, token: string, options: { email: boolean }): Promise<ManageResult> {
  return changeByLink(db, token, { status: "cancelled", settledAt: new Date(), changedBy: "visitor" }, "cancelled", options.email);
}

export type OwnerCallResult = { kind: "done"; call: CallRow } | { kind: "not-found" } | { kind: "not-booked"; status: CallRow["status"] } | { kind: "not-yet" };

/**
 * The owner's word after the call: held or no-show. Held counts as the lead's first contact at the call's start
 * (the 24-hour promise is kept by the call, not by the booking) and moves a New lead to Contacted.
 * @param actor "session:<label>" or "api_key:<id>", as the status history names who acted
 */
export async function settleCall(db: Database, callId: string, outcome: "held" | "no-show", actor: string, now = new Date()): Promise<OwnerCallResult> {
  const found = await readCall(db, callId);
  if (!found) return { kind: "not-found" };
  if (found.call.status !== "booked") return { kind: "not-booked", status: found.call.status };
  if (found.call.startsAt.getTime() > now.getTime()) return { kind: "not-yet" };
  const [call] = await db
    .update(callBookings)
    .set({ status: outcome, settledAt: now, updatedAt: now, changedBy: actor })
    .where(and(eq(callBookings.id, callId), eq(callBookings.status, "booked")))
    .returning();
  if (!call) return { kind: "not-booked", status: (await readCall(db, callId))?.call.status ?? "cancelled" };
  if (outcome === "held") await changeLeadStatus(db, call.leadId, { to: "contacted", from: "new", actor, now: call.startsAt });
  return { kind: "done", call };
}

/** The owner cancels a booked call: the lead gets the cancellation (METHOD:CANCEL) and no reminder. */
export async function cancelCallByOwner(db: Database, callId: string, actor: string, options: { email: boolean }): Promise<OwnerCallResult> {
  return db.transaction(async (tx) => {
    const [call] = await tx
      .update(callBookings)
      .set({ status: "cancelled", settledAt: sql`now()`, updatedAt: sql`now()`, changedBy: actor, sequence: sql`${callBookings.sequence} + 1` })
      .where(and(eq(callBookings.id, callId), eq(callBookings.status, "booked")))
      .returning();
    if (!call) {
      const [row] = await tx.select({ status: callBookings.status }).from(callBookings).where(eq(callBookings.id, callId));
      return row ? ({ kind: "not-booked", status: row.status } as const) : ({ kind: "not-found" } as const);
    }
    if (options.email) await queueCallMail(tx, call, "cancelled", CALL_MAIL_NOTES.cancelled);
    await queueCalendarWrite(tx, call);
    return { kind: "done", call } as const;
  });
}

/** A call in the owner's list: the call, and who it is with. */
export interface OwnerCallRow {
  call: CallRow;
  lead: { id: string; firstName: string; lastName: string; businessName: string | null; phone: string | null; email: string };
}

/**
 * The calls the owner's Calls tab lists: every booked call ahead (and those that started without an outcome
 * yet, up to a week back), soonest first; then the last `recent` settled ones.
 */
export async function listOwnerCalls(db: Database, now = new Date(), recent = 20): Promise<{ upcoming: OwnerCallRow[]; past: OwnerCallRow[] }> {
  const lead = { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, businessName: leads.businessName, phone: leads.phone, email: leads.email };
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [upcoming, past] = await Promise.all([
    db
      .select({ call: callBookings, lead })
      .from(callBookings)
      .innerJoin(leads, eq(leads.id, callBookings.leadId))
      .where(and(eq(callBookings.status, "booked"), gt(callBookings.endsAt, weekAgo)))
      .orderBy(callBookings.startsAt)
      .limit(200),
    db
      .select({ call: callBookings, lead })
      .from(callBookings)
      .innerJoin(leads, eq(leads.id, callBookings.leadId))
      .where(ne(callBookings.status, "booked"))
      .orderBy(sql`${callBookings.updatedAt} desc`)
      .limit(recent),
  ]);
  return { upcoming, past };
}

const CALL_FEED_KEY = "calls-feed";

interface StoredFeed {
  tokenHash: string;
  createdAt: string;
}

function storedFeed(value: unknown): StoredFeed | null {
  const feed = value as Partial<StoredFeed> | undefined;
  return typeof feed?.tokenHash === "string" && typeof feed.createdAt === "string" ? { tokenHash: feed.tokenHash, createdAt: feed.createdAt } : null;
}

/**
 * A new secret address for the owner's calendar feed; the one before it stops working. Only the token's hash is
 * kept: the address is shown once, like an API key.
 */
export async function createCallFeed(db: Database): Promise<{ token: string; createdAt: string }> {
  const token = newLinkToken();
  const createdAt = new Date().toISOString();
  await writeAdminSetting(db, CALL_FEED_KEY, { tokenHash: hashLinkToken(token), createdAt });
  return { token, createdAt };
}

export async function revokeCallFeed(db: Database): Promise<void> {
  await writeAdminSetting(db, CALL_FEED_KEY, {});
}

/** When the live feed address was made, or null when there is none. */
export async function callFeedCreatedAt(db: Database): Promise<string | null> {
  return storedFeed(await readAdminSetting(db, CALL_FEED_KEY))?.createdAt ?? null;
}

/** Whether `token` opens the feed (compared as hashes). */
export async function isCallFeedToken(db: Database, token: string): Promise<boolean> {
  if (!LEAD_LINK_TOKEN.test(token)) return false;
  const feed = storedFeed(await readAdminSetting(db, CALL_FEED_KEY));
  return feed !== null && feed.tokenHash === hashLinkToken(token);
}

/** Every call that starts after `since`, cancelled ones too (a subscribed calendar then removes them), soonest first. */
export async function listFeedCalls(db: Database, since: Date, limit = 2000): Promise<OwnerCallRow[]> {
  return db
    .select({
      call: callBookings,
      lead: { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, businessName: leads.businessName, phone: leads.phone, email: leads.email },
    })
    .from(callBookings)
    .innerJoin(leads, eq(leads.id, callBookings.leadId))
    .where(gt(callBookings.startsAt, since))
    .orderBy(callBookings.startsAt)
    .limit(limit);
}
