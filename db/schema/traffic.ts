/**
 * Traffic analytics that track no one (decision 031). Three tables, kept apart on purpose:
 * - traffic_salts: one random salt per UTC day, shared by every instance so that two instances recognise
 *   one visitor once. Deleted when its day is over (pruneTrafficRaw); never copied anywhere else.
 * - traffic_visitor_days: raw and short-lived — one row per (day, visitor hash) listing every (dimension,
 *   value) the visitor has been counted for that day, so a visitor is unique once per day and value. One row,
 *   not one per value: a new visitor's first view writes one row here instead of six (decision 043).
 * - traffic_visitor_marks: raw and short-lived — a visitor's last entry on each page (kind "entry"), and the
 *   new values a client address brought to a dimension today (kind = the dimension, keyed by the address's
 *   daily hash). The hashes exist only in these raw tables; every row goes when its day is over, and none
 *   lives longer than a day.
 * - traffic_visits: raw and short-lived like the marks — today's visits, one row per entry, with the values
 *   the entry was counted under and how far the visit got (saw the funnel, finished it, sent a lead), so
 *   each stage counts once per visit under the rows the visit itself counted in. Gone with its day.
 * - traffic_daily: the aggregates the admin reads, per UTC day, dimension and value. No hash, no salt, no
 *   address, no user agent. Kept.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
  // No index on created_at: every view would pay for it, and the prune finds old rows by their day (pruneTrafficRaw).
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.kind, t.value] }), check("traffic_visitor_marks_kind_check", sql`${t.kind} in (${inList(TRAFFIC_MARK_KINDS)})`)],
);

export const trafficVisitorDays = pgTable(
  "traffic_visitor_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** The visitor hash of traffic_visitor_marks. */
    visitor: text("visitor").notNull(),
    /** Each (dimension, value) counted for the visitor today, as "dimension value": the first space separates them (db/queries/traffic.ts). */
    marks: text("marks").array().notNull(),
    /**
     * The marks the row's last write added: what that write's RETURNING reports as new. Computed in the
     * upsert under the row's lock from the row as it was, so two instances never both count one mark.
     */
    added: text("added").array().notNull(),
    /** The visitor's first view today: the prune's retention runs from here. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
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
    /**
     * Of those visits, the ones that saw the funnel, finished it and sent a lead (db/queries/traffic-visits.ts):
     * each counted once per visit and only for a visit counted in `entries`, so each is a part of the one
     * before. Rows without entries (a page only moved to) keep 0.
     */
    sawFunnel: integer("saw_funnel").notNull().default(0),
    finishedFunnel: integer("finished_funnel").notNull().default(0),
    sentLead: integer("sent_lead").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), check("traffic_daily_dimension_check", sql`${t.dimension} in (${inList(TRAFFIC_DIMENSIONS)})`)],
);

/**
 * Today's visits: one row per view counted as an entry (db/queries/traffic.ts), holding the values that entry
 * was counted under in traffic_daily (after the caps: a value may read "(other)"), and how far the visit got.
 * A funnel report or a lead from the same visitor hash moves its latest visit on (db/queries/traffic-visits.ts).
 * Raw and short-lived: pruned with the marks, never a day.
 */
export const trafficVisits = pgTable(
  "traffic_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: date("day", { mode: "string" }).notNull(),
    /** The visitor hash of traffic_visitor_marks (today's only). */
    visitor: text("visitor").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    page: text("page").notNull(),
    /** As counted: '' is direct (source) or none (referrer, medium, campaign). */
    source: text("source").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    sawFunnel: boolean("saw_funnel").notNull().default(false),
    finishedFunnel: boolean("finished_funnel").notNull().default(false),
    sentLead: boolean("sent_lead").notNull().default(false),
  },
  // No index on started_at: every view would pay for it, and the prune finds old rows by their day (pruneTrafficRaw).
  (t) => [index("traffic_visits_visitor_idx").on(t.day, t.visitor, t.startedAt)],
);
