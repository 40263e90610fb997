/**
 * Traffic analytics that track no one (decision 031). Three tables, kept apart on purpose:
 * - traffic_salts: one random salt per UTC day, shared by every instance so that two instances recognise
 *   one visitor once. Deleted when its day is over (pruneTrafficRaw); never copied anywhere else.
 * - traffic_visitor_marks: raw and short-lived — which (day, visitor, kind, value) a visitor hash has been
 *   counted for, so a visitor is unique once per day and value. The hash exists only here; every row goes
 *   when its day is over, and none lives longer than a day.
 * - traffic_daily: the aggregates the admin reads, per UTC day, dimension and value. No hash, no salt, no
 *   address, no user agent. Kept.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { TRAFFIC_DIMENSIONS, TRAFFIC_MARK_KINDS } from "../../src/shared/traffic-stats.ts";
import { inList } from "./in-list.ts";

export const trafficSalts = pgTable("traffic_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

export const trafficVisitorMarks = pgTable(
  "traffic_visitor_marks",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** SHA-256 of the day's salt, the site's host, the client address and the user agent, cut to 128 bits (hex). */
    visitor: text("visitor").notNull(),
    kind: text("kind", { enum: TRAFFIC_MARK_KINDS }).notNull(),
    value: text("value").notNull(),
    /** For an "entry" mark: the last entry on that page, so a reload within 30 minutes is not a new entry. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitor, t.kind, t.value] }),
    index("traffic_visitor_marks_created_idx").on(t.createdAt),
    check("traffic_visitor_marks_kind_check", sql`${t.kind} in (${inList(TRAFFIC_MARK_KINDS)})`),
  ],
);

export const trafficDaily = pgTable(
  "traffic_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension", { enum: TRAFFIC_DIMENSIONS }).notNull(),
    /** The page's path, the referrer's host, the source, the UTM value or the device class; '' for none (direct). */
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
    /** Unique visitors of this value on this day. */
    visitors: integer("visitors").notNull().default(0),
    /** Views that started a visit. */
    entries: integer("entries").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), check("traffic_daily_dimension_check", sql`${t.dimension} in (${inList(TRAFFIC_DIMENSIONS)})`)],
);
