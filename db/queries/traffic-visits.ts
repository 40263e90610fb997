/**
 * How far a visit got, counted once per visit (traffic_visits, made by each entry in db/queries/traffic.ts):
 * it saw the funnel, finished it, sent a lead. A funnel report or a lead is tied to a visit by the same daily
 * visitor hash the page views carry — nothing new is kept in the browser or sent by it. Each stage implies
 * the ones before it, and only a visit that was counted as an entry has stages, so in traffic_daily
 * entries ⊇ saw_funnel ⊇ finished_funnel ⊇ sent_lead for every row, by construction: no ratio of them can
 * pass 100 %. Reports and leads from a visitor with no visit today (no JavaScript, beacons blocked, a bot,
 * a visit begun before midnight UTC) move nothing: they stay out of the ratios.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { trafficDaily, trafficVisits } from "../schema/index.ts";
import { utcDay } from "./funnel-stats.ts";
import { rowsOf } from "./rows-of.ts";

/** What happened in a visit, each stage implying the ones before it. */
export const visitStages = ["sawFunnel", "finishedFunnel", "sentLead"] as const;
export type VisitStage = (typeof visitStages)[number];

/**
 * Moves the visitor's latest visit of today's UTC day on to `stage` (and every stage before it), and adds
 * each stage the visit had not reached yet to the day's rows it entered under: the site, its entry page, its
 * source, and its referrer, medium and campaign when it had them. The visit's row is locked first, so two
 * reports at once count a stage once; the aggregates are upserted in (dimension, value) order, like a page
 * view's. Returns whether a visit was found (false: the visitor has no visit today, nothing counted).
 * @example await advanceVisit(db, visitor, "sentLead");
 */
export async function advanceVisit(db: Database, visitor: string, stage: VisitStage, now = new Date()): Promise<boolean> {
  const reach = visitStages.indexOf(stage);
  const finished = reach >= 1 ? sql`true` : sql`false`;
  const lead = reach >= 2 ? sql`true` : sql`false`;
  const result = await db.execute(sql`
    with old as (
      select * from ${trafficVisits}
       where day = ${utcDay(now)}::date and visitor = ${visitor}
       order by started_at desc
       limit 1
         for update
    ), changed as (
      update ${trafficVisits} v
         set saw_funnel = true, finished_funnel = v.finished_funnel or ${finished}, sent_lead = v.sent_lead or ${lead}
        from old
       where v.id = old.id
      returning v.day, v.page, v.source, v.referrer, v.medium, v.campaign,
                (not old.saw_funnel)::integer as saw,
                (v.finished_funnel and not old.finished_funnel)::integer as finished,
                (v.sent_lead and not old.sent_lead)::integer as lead
    ), entered (dimension, value) as (
      select 'site'::text, ''::text from changed
      union all select 'page', page from changed
      union all select 'source', source from changed
      union all select 'referrer', referrer from changed where referrer <> ''
      union all select 'utm_medium', medium from changed where medium <> ''
      union all select 'utm_campaign', campaign from changed where campaign <> ''
    ), added as (
      insert into ${trafficDaily} (day, dimension, value, saw_funnel, finished_funnel, sent_lead)
      select c.day, e.dimension, e.value, c.saw, c.finished, c.lead
        from changed c, entered e
       where c.saw + c.finished + c.lead > 0
       order by e.dimension, e.value
      on conflict (day, dimension, value) do update
        set saw_funnel = ${trafficDaily}.saw_funnel + excluded.saw_funnel,
            finished_funnel = ${trafficDaily}.finished_funnel + excluded.finished_funnel,
            sent_lead = ${trafficDaily}.sent_lead + excluded.sent_lead
    )
    select count(*)::integer as found from changed`);
  return Number(rowsOf<{ found: number }>(result)[0]?.found ?? 0) > 0;
}
