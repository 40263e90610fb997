/**
 * Funnel analytics: counting one report (once per visit and step, whatever is replayed), pruning the raw
 * marks after a day, and the numbers the admin's Funnel view and GET /api/admin/funnel-stats both show.
 * Days are UTC days.
 */
import { and, gte, lt, lte, sql } from "drizzle-orm";
import type { FunnelEvent, FunnelOtherSources, FunnelRange, FunnelSourceStats, FunnelStats, FunnelStepStats } from "../../src/shared/funnel-events.ts";
import { COMPLETED_STEP, FUNNEL_SOURCE_ROWS, FUNNEL_STEPS, funnelStepLabels } from "../../src/shared/funnel-events.ts";
import { businessTypeCopy, businessTypes } from "../../src/shared/lead-options.ts";
import { postSlugOf } from "../../src/shared/post-call-to-action.ts";
import { cleanVisitSource, sourceName } from "../../src/shared/visit-source.ts";
import type { Database } from "../client.ts";
import { funnelDailyPosts, funnelDailySources, funnelDailySteps, funnelVisitMarks, LEFT_MARK } from "../schema/index.ts";
import { countLeadsReceived } from "./leads-received.ts";
import { rowsOf } from "./rows-of.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server's background work prunes the raw marks (src/boot.ts). */
export const FUNNEL_PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Raw marks are kept this long: enough to recognise a replay, and with the prune's period, never a day. */
export const FUNNEL_MARK_RETENTION_MS = DAY_MS - FUNNEL_PRUNE_EVERY_MS;

/** The UTC day of a moment, as PostgreSQL's date text: "2026-11-22". */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

interface WantedMark {
  mark: number;
  step: number;
  businessType: string;
  visits: number;
  exits: number;
}

/** Which marks a report sets, and the aggregate row each one adds to. */
function marksOf(event: FunnelEvent): WantedMark[] {
  const typeAt = (step: number) => (step >= 2 ? (event.businessType ?? "") : "");
  if (event.event === "leave") return [{ mark: LEFT_MARK, step: event.step, businessType: typeAt(event.step), visits: 0, exits: 1 }];
  // Reaching a step means having passed every step before it: the funnel then adds up by construction,
  // also for a visit whose earlier reports were lost or that was restored at a later step.
  const last = event.event === "done" ? COMPLETED_STEP : event.step;
  return Array.from({ length: last }, (_, i) => ({ mark: i + 1, step: i + 1, businessType: typeAt(i + 1), visits: 1, exits: 0 }));
}

/**
 * Counts one report. One statement inserts the visit's marks it does not have yet (a replay inserts none)
 * and adds only those to the day's aggregates. All of a visit's marks count on the UTC day of its first
 * one, so each day's funnel adds up even for a visit that crosses midnight. Aggregate rows are upserted in
 * step order, so concurrent reports lock shared rows in the same order and cannot deadlock. When the
 * report counted the visit (its first mark) or its completion, the visit's source row follows in the same
 * transaction, after the step rows, then the row of the post that opened the funnel (if a post's call to
 * action did), so the lock order stays the same.
 * @example await recordFunnelEvent(db, { visit, event: "view", step: 2, businessType: "retail" });
 */
export async function recordFunnelEvent(db: Database, event: FunnelEvent, now = new Date()): Promise<void> {
  const wanted = marksOf(event);
  const rows = sql.join(
    wanted.map((w) => sql`(${w.mark}::smallint, ${w.step}::smallint, ${w.businessType}::text, ${w.visits}::integer, ${w.exits}::integer)`),
    sql`, `,
  );
  const countMarks = (tx: Database) =>
    tx.execute(sql`
    with visit as (
      select coalesce((select min(day) from ${funnelVisitMarks} where visit_id = ${event.visit}::uuid), ${utcDay(now)}::date) as day,
             (select business_type from ${funnelVisitMarks} where visit_id = ${event.visit}::uuid and mark = 2) as started_as
    ), wanted (mark, step, business_type, visits, exits) as (
      -- From step 2 on, the type the visit's step 2 was counted under, if it was: a completion then counts
      -- where the visit started, whatever type the visitor chose later.
      select w.mark, w.step, case when w.step >= 2 then coalesce(visit.started_as, w.business_type) else w.business_type end, w.visits, w.exits
        from (values ${rows}) as w (mark, step, business_type, visits, exits), visit
    ), fresh as (
      insert into ${funnelVisitMarks} (visit_id, mark, day, business_type, created_at)
      select ${event.visit}::uuid, wanted.mark, visit.day, wanted.business_type, ${now.toISOString()}::timestamptz from wanted, visit
      on conflict do nothing
      returning mark, day
    ), steps as (
      insert into ${funnelDailySteps} (day, step, business_type, visits, exits)
      select fresh.day, wanted.step, wanted.business_type, sum(wanted.visits), sum(wanted.exits)
      from fresh join wanted on wanted.mark = fresh.mark
      group by fresh.day, wanted.step, wanted.business_type
      order by wanted.step, wanted.business_type
      on conflict (day, step, business_type) do update
        set visits = ${funnelDailySteps}.visits + excluded.visits, exits = ${funnelDailySteps}.exits + excluded.exits
    )
    select mark, day::text as day from fresh where mark in (1, ${COMPLETED_STEP})`);
  // Leaving never counts a visit or a completion: no source row to touch, no transaction needed.
  if (event.event === "leave") {
    await countMarks(db);
    return;
  }
  await db.transaction(async (tx) => {
    const counted = rowsOf<{ mark: number; day: string }>(await countMarks(tx));
    if (counted.length === 0) return;
    const visits = counted.filter((m) => Number(m.mark) === 1).length;
    const completions = counted.length - visits;
    const source = cleanVisitSource(event);
    await tx
      .insert(funnelDailySources)
      .values({ day: counted[0]!.day, source: sourceName(source), medium: source.utmMedium, campaign: source.utmCampaign, visits, completions })
      .onConflictDoUpdate({
        target: [funnelDailySources.day, funnelDailySources.source, funnelDailySources.medium, funnelDailySources.campaign],
        set: { visits: sql`${funnelDailySources.visits} + excluded.visits`, completions: sql`${funnelDailySources.completions} + excluded.completions` },
      });
    const postSlug = postSlugOf(event.fromPost);
    if (postSlug === null) return;
    await tx
      .insert(funnelDailyPosts)
      .values({ day: counted[0]!.day, postSlug, visits, completions })
      .onConflictDoUpdate({
        target: [funnelDailyPosts.day, funnelDailyPosts.postSlug],
        set: { visits: sql`${funnelDailyPosts.visits} + excluded.visits`, completions: sql`${funnelDailyPosts.completions} + excluded.completions` },
      });
  });
}

/**
 * Deletes the raw marks older than FUNNEL_MARK_RETENTION_MS before `now` (an index range); the aggregates
 * stay. Run every FUNNEL_PRUNE_EVERY_MS by each instance's background work, traffic or not.
 * @example await pruneFunnelMarks(db);
 */
export async function pruneFunnelMarks(db: Database, now = new Date()): Promise<void> {
  await db.delete(funnelVisitMarks).where(lt(funnelVisitMarks.createdAt, new Date(now.getTime() - FUNNEL_MARK_RETENTION_MS)));
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * The last `days` UTC days, today included, as the Funnel view shows them and the API returns them.
 * @example const stats = await getFunnelStats(db, 30);
 */
export async function getFunnelStats(db: Database, days: FunnelRange, now = new Date()): Promise<FunnelStats> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const [rows, sources, campaigns, posts, leadCount] = await Promise.all([
    db
      .select({
        step: funnelDailySteps.step,
        businessType: funnelDailySteps.businessType,
        visits: sql<number>`sum(${funnelDailySteps.visits})::integer`,
        exits: sql<number>`sum(${funnelDailySteps.exits})::integer`,
      })
      .from(funnelDailySteps)
      .where(and(gte(funnelDailySteps.day, from), lte(funnelDailySteps.day, to)))
      .groupBy(funnelDailySteps.step, funnelDailySteps.businessType),
    sourceStats(db, "source", from, to),
    sourceStats(db, "campaign", from, to),
    sourceStats(db, "post", from, to),
    countLeadsReceived(db, from, to),
  ]);

  const reached = new Array<number>(COMPLETED_STEP + 1).fill(0);
  const left = new Array<number>(COMPLETED_STEP + 1).fill(0);
  const byType = new Map<string, { started: number; completions: number }>(businessTypes.map((t) => [t, { started: 0, completions: 0 }]));
  for (const row of rows) {
    reached[row.step] = (reached[row.step] ?? 0) + Number(row.visits);
    left[row.step] = (left[row.step] ?? 0) + Number(row.exits);
    const type = byType.get(row.businessType);
    if (type && row.step === 2) type.started += Number(row.visits);
    if (type && row.step === COMPLETED_STEP) type.completions += Number(row.visits);
  }
  const steps = Array.from({ length: FUNNEL_STEPS }, (_, i): FunnelStepStats => {
    const step = i + 1;
    const here = reached[step]!;
    return { step, label: funnelStepLabels[step]!, reached: here, dropOffPercent: percent(Math.max(0, here - reached[step + 1]!), here), left: left[step]! };
  });
  const completions = reached[COMPLETED_STEP]!;
  return {
    days,
    from,
    to,
    timeZone: "UTC",
    steps,
    completions,
    conversionPercent: percent(completions, reached[1]!),
    businessTypes: businessTypes.map((businessType) => {
      const { started, completions } = byType.get(businessType)!;
      return { businessType, label: businessTypeCopy[businessType].label, started, completions, conversionPercent: percent(completions, started) };
    }),
    sources: sources.named,
    otherSources: sources.other,
    campaigns: campaigns.named,
    otherCampaigns: campaigns.other,
    posts: posts.named,
    otherPosts: posts.other,
    leads: leadCount,
  };
}

/** Where each breakdown's rows are: its table and the column that names a row. */
const breakdowns = {
  source: { table: funnelDailySources, name: funnelDailySources.source },
  campaign: { table: funnelDailySources, name: funnelDailySources.campaign },
  post: { table: funnelDailyPosts, name: funnelDailyPosts.postSlug },
} as const;

/**
 * Visits and completions per source, per campaign or per post over the range, in one query however many
 * there are: the FUNNEL_SOURCE_ROWS with the most visits by name, the rest summed in one row. Visits
 * without a campaign are not a campaign.
 */
async function sourceStats(db: Database, by: keyof typeof breakdowns, from: string, to: string): Promise<{ named: FunnelSourceStats[]; other: FunnelOtherSources | null }> {
  const { table, name: column } = breakdowns[by];
  const result = await db.execute(sql`
    with named as (
      select ${column} as name, sum(${table.visits})::integer as visits, sum(${table.completions})::integer as completions
        from ${table}
       where ${table.day} between ${from}::date and ${to}::date ${by === "campaign" ? sql`and ${column} <> ''` : sql``}
       group by ${column}
    ), ranked as (
      select name, visits, completions, row_number() over (order by visits desc, name) as rank from named
    ), shown as (
      select case when rank <= ${FUNNEL_SOURCE_ROWS} then name end as name, visits, completions, rank from ranked
    )
    select name, sum(visits)::integer as visits, sum(completions)::integer as completions, count(*)::integer as count
      from shown
     group by name
     order by min(rank)`);
  const rows = rowsOf<{ name: string | null; visits: number; completions: number; count: number }>(result);
  const stats = (row: (typeof rows)[number]) => ({
    visits: Number(row.visits),
    completions: Number(row.completions),
    conversionPercent: percent(Number(row.completions), Number(row.visits)),
  });
  const other = rows.find((row) => row.name === null);
  return {
    named: rows.filter((row) => row.name !== null).map((row) => ({ name: row.name!, ...stats(row) })),
    other: other ? { count: Number(other.count), ...stats(other) } : null,
  };
}
