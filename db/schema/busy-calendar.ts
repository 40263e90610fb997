/**
 * The owner's own calendar, read from its secret ICS address (src/calls/busy-calendar.ts): one state row (the
 * address sealed, when it was last read and what went wrong) and the busy intervals of the last good read. The
 * intervals are the calendar's own times, without the call buffer: the buffer is added when slots are computed,
 * so changing it needs no new read. They are not in the bookings' exclusion constraint: the calendar is the
 * owner's, the site only avoids it.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const callBusyCalendar = pgTable(
  "call_busy_calendar",
  {
    /** Always 1: there is one owner's calendar. */
    id: integer("id").primaryKey().default(1),
    /** The secret address, sealed (src/auth/secret-box.ts); null: no calendar. */
    urlSealed: text("url_sealed"),
    /** Host and a masked path: what the admin shows instead of the address. */
    urlShown: text("url_shown"),
    /** Raised by each save and remove: a read of an earlier address that finishes late writes nothing. */
    version: integer("version").notNull().default(0),
    fetchedAt: at("fetched_at"),
    succeededAt: at("succeeded_at"),
    lastError: text("last_error"),
    busyCount: integer("busy_count").notNull().default(0),
    /** Held by the instance reading the calendar now: with several instances on one database, one reads. */
    refreshingUntil: at("refreshing_until"),
  },
  (t) => [check("call_busy_calendar_one_row", sql`${t.id} = 1`)],
);

export const callBusyTimes = pgTable(
  "call_busy_times",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
  },
  (t) => [check("call_busy_times_order", sql`${t.endsAt} > ${t.startsAt}`), index("call_busy_times_starts_idx").on(t.startsAt)],
);
