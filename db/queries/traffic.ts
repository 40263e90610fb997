/**
 * Counting page views (decision 031): one statement per view marks what the visitor has been counted for
 * today and adds the view to the day's aggregates, the visitor only where the mark is new. Pruning takes
 * the raw marks and the salts away once their day is over. Days are UTC days.
 */
import { lt, or, sql } from "drizzle-orm";
import type { DeviceClass } from "../../src/shared/traffic.ts";
import { OTHER_VALUE, TRAFFIC_VALUES_PER_DAY, type TrafficDimension } from "../../src/shared/traffic-stats.ts";
import { sourceName, type VisitSource } from "../../src/shared/visit-source.ts";
import type { Database } from "../client.ts";
import { trafficDaily, trafficSalts, trafficVisitorMarks } from "../schema/index.ts";
import { utcDay } from "./funnel-stats.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance's background work prunes the raw marks and old salts (src/boot.ts). */
export const TRAFFIC_PRUNE_EVERY_MS = 10 * 60 * 1000;
/** No raw mark outlives this, even one whose day is not over yet; with the prune's period, never a day. */
export const TRAFFIC_MARK_RETENTION_MS = DAY_MS - TRAFFIC_PRUNE_EVERY_MS;
/** A view that starts a visit is a new entry on its page only if the visitor has not entered there this recently (a reload is not a visit). */
export const ENTRY_WINDOW_MINUTES = 30;

/** One view as counted: cleaned fields only, and the visitor as today's hash. */
export interface CountedView {
  visitor: string;
  /** The page's path, cleaned (landingPathOf). */
  path: string;
  device: DeviceClass;
  /** The browser says this view starts a visit (src/shared/traffic.ts). */
  startsVisit: boolean;
  /** Where the visit came from, cleaned (cleanVisitSource); read only when the view is an entry. */
  source: Omit<VisitSource, "landingPage">;
}

/** The (dimension, value) rows a view adds to, and whether only an entry adds to it. */
function rowsOfView(view: CountedView): { dimension: TrafficDimension; value: string; onEntry: boolean }[] {
  const { source } = view;
  return [
    { dimension: "site" as const, value: "", onEntry: false },
    { dimension: "page" as const, value: view.path, onEntry: false },
    { dimension: "device" as const, value: view.device, onEntry: false },
    { dimension: "source" as const, value: sourceName(source), onEntry: true },
    { dimension: "referrer" as const, value: source.referrerHost, onEntry: true },
    { dimension: "utm_medium" as const, value: source.utmMedium, onEntry: true },
    { dimension: "utm_campaign" as const, value: source.utmCampaign, onEntry: true },
  ].filter((row) => row.dimension === "site" || row.dimension === "source" || row.value !== "");
}

/**
 * Counts one page view on the UTC day of `now`. The entry mark is upserted first: a view that starts a
 * visit is an entry unless the same visitor entered on the same page within ENTRY_WINDOW_MINUTES; only an
 * entry adds to the source, referrer and UTM rows. Then the marks of every row the view adds to are
 * inserted if new (concurrent views of one visitor insert each once), and the aggregates are upserted in
 * (dimension, value) order, so concurrent views lock shared rows in one order and cannot deadlock. A value
 * new to a day whose dimension already holds TRAFFIC_VALUES_PER_DAY values is counted as OTHER_VALUE.
 * @example await recordPageView(db, { visitor, path: "/blog", device: "mobile", startsVisit: true, source });
 */
export async function recordPageView(db: Database, view: CountedView, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const at = now.toISOString();
  const wanted = sql.join(
    rowsOfView(view).map((r) => sql`(${r.dimension}::text, ${r.value}::text, ${r.onEntry ? sql`true` : sql`false`})`),
    sql`, `,
  );
  await db.execute(sql`
    with entry as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, ${view.visitor}, 'entry', ${view.path}, ${at}::timestamptz where ${view.startsVisit ? sql`true` : sql`false`}
      on conflict (day, visitor, kind, value) do update set created_at = excluded.created_at
        where ${trafficVisitorMarks.createdAt} <= excluded.created_at - make_interval(mins => ${ENTRY_WINDOW_MINUTES})
      returning 1
    ), wanted (dimension, value, on_entry) as (
      values ${wanted}
    ), counted as (
      select dimension, value from wanted where not on_entry or exists (select 1 from entry)
    ), fresh as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, ${view.visitor}, dimension, value, ${at}::timestamptz from counted
      on conflict do nothing
      returning kind, value
    ), bucketed as (
      select c.dimension,
             case when exists (select 1 from ${trafficDaily} d where d.day = ${day}::date and d.dimension = c.dimension and d.value = c.value)
                    or (select count(*) from ${trafficDaily} d where d.day = ${day}::date and d.dimension = c.dimension) < ${TRAFFIC_VALUES_PER_DAY}
                  then c.value else ${OTHER_VALUE} end as value,
             (exists (select 1 from fresh f where f.kind = c.dimension and f.value = c.value))::integer as visitors,
             (exists (select 1 from entry))::integer as entries
        from counted c
    )
    insert into ${trafficDaily} (day, dimension, value, views, visitors, entries)
    select ${day}::date, dimension, value, count(*)::integer, sum(visitors)::integer, sum(entries)::integer
      from bucketed
     group by dimension, value
     order by dimension, value
    on conflict (day, dimension, value) do update
      set views = ${trafficDaily}.views + excluded.views,
          visitors = ${trafficDaily}.visitors + excluded.visitors,
          entries = ${trafficDaily}.entries + excluded.entries`);
}

/**
 * Deletes every raw mark whose UTC day is over or that is older than TRAFFIC_MARK_RETENTION_MS, and every
 * salt of a day that is over; the aggregates stay. Run every TRAFFIC_PRUNE_EVERY_MS by each instance's
 * background work, traffic or not.
 * @example await pruneTrafficRaw(db);
 */
export async function pruneTrafficRaw(db: Database, now = new Date()): Promise<void> {
  const today = utcDay(now);
  await db.delete(trafficVisitorMarks).where(or(lt(trafficVisitorMarks.day, today), lt(trafficVisitorMarks.createdAt, new Date(now.getTime() - TRAFFIC_MARK_RETENTION_MS))));
  await db.delete(trafficSalts).where(lt(trafficSalts.day, today));
}
