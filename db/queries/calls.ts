/**
 * Calls booked in the funnel: the owner's availability (an admin setting), the busy time the slots leave out, the
 * thank-you view's one-use booking link, and the booking itself — the link spent and the call written in one
 * transaction, so a refused booking (the time taken meanwhile, the lead's call already booked) spends nothing.
 * The exclusion constraint of migration 0022 decides a race; this module only names its answer.
 */
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { type CallSettings, callSettingsOf } from "../../src/calls/call-settings.ts";
import type { Interval } from "../../src/calls/open-slots.ts";
import type { CallWay } from "../../src/shared/call-status.ts";
import type { ContactPreference } from "../../src/shared/lead-options.ts";
import type { Database } from "../client.ts";
import { causeChain } from "../error-chain.ts";
import { callBookings, callLinks, leads } from "../schema/index.ts";
import { readAdminSetting, writeAdminSetting } from "./admin-settings.ts";
import { hashLinkToken, LEAD_LINK_TOKEN, newLinkToken } from "./lead-links.ts";

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

/**
 * Spends the booking link and books the call, in one transaction; a refusal rolls both back.
 * @example const result = await bookCall(db, token, call); if (result.kind === "taken") offer the next slots
 */
export async function bookCall(db: Database, token: string, call: NewCall): Promise<BookResult> {
  if (!LEAD_LINK_TOKEN.test(token)) return { kind: "link-dead" };
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(callLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(callLinks.tokenHash, hashLinkToken(token)), eq(callLinks.action, "book"), isNull(callLinks.usedAt), gt(callLinks.expiresAt, sql`now()`)))
        .returning({ leadId: callLinks.leadId });
      if (!link) return { kind: "link-dead" } as const;
      const [row] = await tx
        .insert(callBookings)
        .values({ ...call, leadId: link.leadId })
        .returning();
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
