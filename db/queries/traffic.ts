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
import { trafficDaily, trafficSalts, trafficVisitorMarks, trafficVisits } from "../schema/index.ts";
import { utcDay } from "./funnel-stats.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance's background work prunes the raw marks and old salts (src/boot.ts). */
export const TRAFFIC_PRUNE_EVERY_MS = 10 * 60 * 1000;
/** No raw mark outlives this, even one whose day is not over yet; with the prune's period, never a day. */
export const TRAFFIC_MARK_RETENTION_MS = DAY_MS - TRAFFIC_PRUNE_EVERY_MS;
/** A view that starts a visit is a new entry on its page only if the visitor has not entered there this recently (a reload is not a visit). */
export const ENTRY_WINDOW_MINUTES = 30;
/**
 * New values one client address may bring to a dimension in a UTC day; past them its views still count, its
 * new values as OTHER_VALUE. A person starts a handful of visits a day, each with one source, referrer and
 * campaign, and is rarely the first of the day on more than 20 pages; an address inventing values needs 50
 * addresses (an IPv6 /64 is one) to fill a dimension's TRAFFIC_VALUES_PER_DAY, not 4.
 */
export const TRAFFIC_NEW_VALUES_PER_CLIENT = 20;

/** One view as counted: cleaned fields only, and the visitor as today's hash. */
export interface CountedView {
  visitor: string;
  /** Today's key of the client's address (clientHash): what it brought new today is marked under it. */
  client: string;
  /** The page the view is counted under: a page of the site (src/traffic/known-pages.ts), else OTHER_VALUE. */
  path: string;
  device: DeviceClass;
  /** The browser says this view starts a visit (src/shared/traffic.ts). */
  startsVisit: boolean;
  /** Where the visit came from, cleaned (cleanVisitSource); read only when the view is an entry. */
  source: Omit<VisitSource, "landingPage">;
}

/**
 * The (dimension, value) rows a view adds to, whether only an entry adds to it, and whether the client chose
 * the value (so that a new one counts against its TRAFFIC_NEW_VALUES_PER_CLIENT): not the site's total, not
 * the device class (one of three, the server's), not OTHER_VALUE.
 */
function rowsOfView(view: CountedView): { dimension: TrafficDimension; value: string; onEntry: boolean; chosen: boolean }[] {
  const { source } = view;
  return [
    { dimension: "site" as const, value: "", onEntry: false, chosen: false },
    { dimension: "page" as const, value: view.path, onEntry: false, chosen: view.path !== OTHER_VALUE },
    { dimension: "device" as const, value: view.device, onEntry: false, chosen: false },
    { dimension: "source" as const, value: sourceName(source), onEntry: true, chosen: true },
    { dimension: "referrer" as const, value: source.referrerHost, onEntry: true, chosen: true },
    { dimension: "utm_medium" as const, value: source.utmMedium, onEntry: true, chosen: true },
    { dimension: "utm_campaign" as const, value: source.utmCampaign, onEntry: true, chosen: true },
  ].filter((row) => row.dimension === "site" || row.dimension === "source" || row.value !== "");
}

/**
 * Counts one page view on the UTC day of `now`. The entry mark is upserted first: a view that starts a
 * visit is an entry unless the same visitor entered on the same page within ENTRY_WINDOW_MINUTES; only an
 * entry adds to the source, referrer and UTM rows. Then the marks of every row the view adds to are
 * inserted if new (concurrent views of one visitor insert each once), and the aggregates are upserted in
 * (dimension, value) order, so concurrent views lock shared rows in one order and cannot deadlock. A value
 * new to the day is counted as OTHER_VALUE when its dimension already holds TRAFFIC_VALUES_PER_DAY values,
 * or when the client chose it and its address already brought TRAFFIC_NEW_VALUES_PER_CLIENT new values to
 * that dimension today; each new value it brings is marked under `client` (a row of the raw marks, with
 * the client's key where a visitor's hash would be), so the limit holds across instances. An entry also
 * starts a row of traffic_visits with the values it was counted under (db/queries/traffic-visits.ts).
 * @example await recordPageView(db, { visitor, client, path: "/blog", device: "mobile", startsVisit: true, source });
 */
export async function recordPageView(db: Database, view: CountedView, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const at = now.toISOString();
  const wanted = sql.join(
    rowsOfView(view).map((r) => sql`(${r.dimension}::text, ${r.value}::text, ${r.onEntry ? sql`true` : sql`false`}, ${r.chosen ? sql`true` : sql`false`})`),
    sql`, `,
  );
  await db.execute(sql`
    with entry as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, ${view.visitor}, 'entry', ${view.path}, ${at}::timestamptz where ${view.startsVisit ? sql`true` : sql`false`}
      on conflict (day, visitor, kind, value) do update set created_at = excluded.created_at
        where ${trafficVisitorMarks.createdAt} <= excluded.created_at - make_interval(mins => ${ENTRY_WINDOW_MINUTES})
      returning 1
    ), wanted (dimension, value, on_entry, chosen) as (
      values ${wanted}
    ), counted as (
      select dimension, value, chosen from wanted where not on_entry or exists (select 1 from entry)
    ), fresh as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, ${view.visitor}, dimension, value, ${at}::timestamptz from counted
      on conflict do nothing
      returning kind, value
    ), known as (
      select c.dimension, c.value, c.chosen,
             exists (select 1 from ${trafficDaily} d where d.day = ${day}::date and d.dimension = c.dimension and d.value = c.value) as known
        from counted c
    ), judged as (
      -- A value new to the day is named unless the dimension is full, or the client chose it and its address
      -- has brought its allowance today (counted in its own marks; a case, so a known value reads neither count).
      select k.dimension, k.value, k.chosen, k.known,
             case when k.known then false
                  when (select count(*) from ${trafficDaily} d where d.day = ${day}::date and d.dimension = k.dimension) >= ${TRAFFIC_VALUES_PER_DAY} then false
                  when k.chosen and (select count(*) from ${trafficVisitorMarks} m
                                      where m.day = ${day}::date and m.visitor = ${view.client} and m.kind = k.dimension) >= ${TRAFFIC_NEW_VALUES_PER_CLIENT} then false
                  else true end as named_new
        from known k
    ), bucketed as (
      select j.dimension,
             case when j.known or j.named_new then j.value else ${OTHER_VALUE} end as value,
             j.chosen and j.named_new as brought,
             j.value as raw,
             (exists (select 1 from fresh f where f.kind = j.dimension and f.value = j.value))::integer as visitors,
             (exists (select 1 from entry))::integer as entries
        from judged j
    ), brought as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, ${view.client}, dimension, raw, ${at}::timestamptz from bucketed where brought order by dimension
      on conflict do nothing
    ), visit as (
      -- An entry starts a visit, kept with the values it is counted under here, so that what the visit does
      -- later (the funnel, a lead) adds to exactly the rows whose entries it is one of.
      insert into ${trafficVisits} (day, visitor, started_at, page, source, referrer, medium, campaign)
      select ${day}::date, ${view.visitor}, ${at}::timestamptz,
             coalesce(max(value) filter (where dimension = 'page'), ''),
             coalesce(max(value) filter (where dimension = 'source'), ''),
             coalesce(max(value) filter (where dimension = 'referrer'), ''),
             coalesce(max(value) filter (where dimension = 'utm_medium'), ''),
             coalesce(max(value) filter (where dimension = 'utm_campaign'), '')
        from bucketed
      having exists (select 1 from entry)
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
 * Deletes every raw mark and visit whose UTC day is over or that is older than TRAFFIC_MARK_RETENTION_MS,
 * and every salt of a day that is over; the aggregates stay. Run every TRAFFIC_PRUNE_EVERY_MS by each instance's
 * background work, traffic or not.
 * @example await pruneTrafficRaw(db);
 */
export async function pruneTrafficRaw(db: Database, now = new Date()): Promise<void> {
  const today = utcDay(now);
  await db.delete(trafficVisitorMarks).where(or(lt(trafficVisitorMarks.day, today), lt(trafficVisitorMarks.createdAt, new Date(now.getTime() - TRAFFIC_MARK_RETENTION_MS))));
  await db.delete(trafficVisits).where(or(lt(trafficVisits.day, today), lt(trafficVisits.startedAt, new Date(now.getTime() - TRAFFIC_MARK_RETENTION_MS))));
  await db.delete(trafficSalts).where(lt(trafficSalts.day, today));
}
