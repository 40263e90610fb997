/**
 * Funnel analytics without tracking people: no cookie, no address, no user agent is stored. Two tables:
 * - funnel_visit_marks: which steps one page load (a random id made in the browser's memory) has been
 *   counted for, so a replayed or repeated report counts once. Raw and short-lived: rows older than a day
 *   are deleted by each instance's background work (pruneFunnelMarks, every 10 minutes).
 * - funnel_daily_steps: the aggregates the admin reads, per UTC day, step and business type. Kept.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessTypes } from "../../src/shared/lead-options.ts";
import { inList } from "./in-list.ts";

/** A mark of funnel_visit_marks: 1–5 reached that step, 6 completed, 0 left the page (once per visit). */
export const LEFT_MARK = 0;

export const funnelVisitMarks = pgTable(
  "funnel_visit_marks",
  {
    visitId: uuid("visit_id").notNull(),
    mark: smallint("mark").notNull(),
    /** The UTC day the visit was first counted on: all its steps count on that day, so each day's funnel adds up. */
    day: date("day", { mode: "string" }).notNull(),
    /**
     * The business type the mark was counted under. From step 2 on, a visit's marks all take the type its
     * step 2 was counted under, so a completion counts where the visit "started" and per-type conversion
     * stays at most 100 % even when the visitor changes the type later.
     */
    businessType: text("business_type").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.mark] }),
    index("funnel_visit_marks_created_idx").on(t.createdAt),
    check("funnel_visit_marks_mark_check", sql`${t.mark} between 0 and 6`),
  ],
);

export const funnelDailySteps = pgTable(
  "funnel_daily_steps",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** 1–5 the funnel's steps, 6 completed. */
    step: smallint("step").notNull(),
    /** The business type chosen at step 1; '' for step 1 itself (not chosen yet when it is shown). */
    businessType: text("business_type").notNull().default(""),
    /** Visits that reached this step (counted once per visit). */
    visits: integer("visits").notNull().default(0),
    /** Visits whose page was left at this step without completing, as the browser reported it. */
    exits: integer("exits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.step, t.businessType] }),
    check("funnel_daily_steps_step_check", sql`${t.step} between 1 and 6`),
    check("funnel_daily_steps_business_type_check", sql`${t.businessType} in ('', ${inList(businessTypes)})`),
  ],
);

/**
 * Where funnel visits came from, per UTC day: the UTM source, medium and campaign of the page load, else the
 * referrer's host ('' for none: direct). Visits that opened the funnel and visits that completed it. No
 * person is in it: a page load's source is counted, never stored against the visit.
 */
export const funnelDailySources = pgTable(
  "funnel_daily_sources",
  {
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    visits: integer("visits").notNull().default(0),
    completions: integer("completions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign] })],
);

/**
 * The posts whose call to action opened the funnel, per UTC day: visits that opened it from that post and
 * visits that then completed it. The post is named by its slug at the time (a renamed post starts a new row).
 */
export const funnelDailyPosts = pgTable(
  "funnel_daily_posts",
  {
    day: date("day", { mode: "string" }).notNull(),
    postSlug: text("post_slug").notNull(),
    visits: integer("visits").notNull().default(0),
    completions: integer("completions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.postSlug] })],
);
