/**
 * Calls booked in the funnel (src/calls/): one row per booking, moved in place by a reschedule (the same
 * invitation UID, its SEQUENCE raised) and kept when cancelled. Two live bookings never overlap: an exclusion
 * constraint over [starts_at, blocked_until) — the call and the buffer after it — written by hand in migration
 * 0022 (drizzle cannot declare one), so two visitors racing for one time cannot both have it, whichever
 * instance each reached. The links that book and change a call are random tokens kept as SHA-256, like the
 * owner's Mark contacted links.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CALL_STATUSES, CALL_WAYS } from "../../src/shared/call-status.ts";
import { inList } from "./in-list.ts";
import { leads } from "./leads.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const callBookings = pgTable(
  "call_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** The end plus the buffer the call was booked with: nothing else may start before then. */
    blockedUntil: at("blocked_until").notNull(),
    /** The visitor's IANA zone (their e-mails speak it) and the owner's when it was booked (the owner's e-mail). */
    visitorZone: text("visitor_zone").notNull(),
    ownerZone: text("owner_zone").notNull(),
    how: text("how", { enum: CALL_WAYS }).notNull(),
    meetingUrl: text("meeting_url"),
    status: text("status", { enum: CALL_STATUSES }).notNull().default("booked"),
    /** RFC 5545 SEQUENCE of the invitation: raised by each reschedule and by the cancel. */
    sequence: integer("sequence").notNull().default(0),
    /** "visitor" (the funnel or an e-mail's link), or the admin actor who moved it. */
    changedBy: text("changed_by").notNull().default("visitor"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** When it was cancelled, or marked held or no-show. */
    settledAt: at("settled_at"),
  },
  (t) => [
    check("call_bookings_status_check", sql`${t.status} in (${inList(CALL_STATUSES)})`),
    check("call_bookings_how_check", sql`${t.how} in (${inList(CALL_WAYS)})`),
    check("call_bookings_times_check", sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    // One call at a time per lead: a second booking is a reschedule.
    uniqueIndex("call_bookings_one_live_per_lead_idx").on(t.leadId).where(sql`${t.status} = 'booked'`),
    index("call_bookings_starts_idx").on(t.startsAt),
    index("call_bookings_lead_idx").on(t.leadId, t.createdAt),
  ],
);

export const CALL_LINK_ACTIONS = ["book", "manage"] as const;

export const callLinks = pgTable(
  "call_links",
  {
    /** SHA-256 of the token: a copy of the table books or moves nothing. */
    tokenHash: text("token_hash").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** "book": the thank-you view's one booking; "manage": reschedule or cancel one version of one call. */
    action: text("action", { enum: CALL_LINK_ACTIONS }).notNull(),
    callId: uuid("call_id").references(() => callBookings.id, { onDelete: "cascade" }),
    /** The call's sequence the link was made for: a link from before a reschedule opens nothing. */
    callSequence: integer("call_sequence"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("call_links_action_check", sql`${t.action} in (${inList(CALL_LINK_ACTIONS)})`),
    index("call_links_lead_idx").on(t.leadId),
    index("call_links_expires_idx").on(t.expiresAt),
  ],
);
