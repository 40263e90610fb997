/**
 * Counting page views (decision 031): one statement per batch of views (decision 043) marks what each
 * visitor has been counted for today and adds the views to the day's aggregates, a visitor only where its
 * mark is new. Pruning takes
 * the raw marks and the salts away once their day is over. Days are UTC days.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { DeviceClass } from "../../src/shared/traffic.ts";
import { OTHER_VALUE, TRAFFIC_VALUES_PER_DAY } from "../../src/shared/traffic-stats.ts";
import { sourceName, type VisitSource } from "../../src/shared/visit-source.ts";
import type { Database, DatabaseHandle } from "../client.ts";
import { trafficDaily, trafficSalts, trafficVisitorDays, trafficVisitorMarks, trafficVisits } from "../schema/index.ts";
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

/** A view waiting to be counted (src/traffic/page-view-counter.ts): when it was sent, and how many alike it stands for. */
export interface PendingView extends CountedView {
  at: Date;
  /** Views that differ in nothing but their moment (the same visitor reading the same page again, not an entry). */
  views: number;
}

/**
 * Counts a batch of page views, all of one UTC day (`day`), in one statement: what one view at a time did,
 * for many. Each entry candidate — the first view of the batch that starts a visit on a page, per visitor and
 * page — upserts its entry mark (an entry unless the visitor entered there within ENTRY_WINDOW_MINUTES); only
 * an entry adds to the source, referrer and UTM rows and starts a row of traffic_visits. The marks of every
 * row the views add to are added to the visitor's one row of the day (traffic_visitor_days) if new, under
 * that row's lock, whichever instance writes it first: so several instances count a visitor once; a visitor
 * is counted where its mark was new. A value new
 * to the day is named unless naming it would pass the dimension's TRAFFIC_VALUES_PER_DAY, or it was chosen by
 * a client whose address would pass TRAFFIC_NEW_VALUES_PER_CLIENT new values of that dimension today (values
 * of one batch ranked by name, the count so far read from the marks); else it counts as OTHER_VALUE. The
 * aggregates are upserted in (dimension, value) order, so concurrent batches lock shared rows in one order.
 * @example await recordPageViews(database, "2026-11-30", [{ ...view, at: new Date(), views: 1 }]);
 */
export async function recordPageViews(database: Pick<DatabaseHandle, "execPrepared">, day: string, batch: readonly PendingView[]): Promise<void> {
  if (batch.length === 0) return;
  // Prepared: one text for every batch, so its parse and plan are not paid on each write (db/pglite-prepared.ts).
  await database.execPrepared(pageViewsStatement(day, batch));
}

/** The one statement of recordPageViews (exported for EXPLAIN in a profile). */
export function pageViewsStatement(day: string, batch: readonly PendingView[]) {
  const views = batch.map((view, i) => ({
    i,
    visitor: view.visitor,
    client: view.client,
    path: view.path,
    starts: view.startsVisit,
    at: view.at.toISOString(),
    n: view.views,
    device: view.device,
    source: sourceName(view.source),
    referrer: view.source.referrerHost,
    medium: view.source.utmMedium,
    campaign: view.source.utmCampaign,
  }));
  const latest = new Date(Math.max(...batch.map((view) => view.at.getTime()))).toISOString();
  return sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(views)}::jsonb)
        as v(i integer, visitor text, client text, path text, starts boolean, at timestamptz, n integer, device text, source text, referrer text, medium text, campaign text)
    ), wanted as (
      -- The (dimension, value) rows a view adds to; whether only an entry adds to it; whether the client chose
      -- the value (so that a new one counts against its TRAFFIC_NEW_VALUES_PER_CLIENT): not the site's total,
      -- not the device class (one of three, the server's), not OTHER_VALUE. Made here rather than sent: the
      -- database reads five rows a view from JSON slower than it makes them.
      select v.i, r.dimension, r.value, r.on_entry, r.chosen
        from input v
       cross join lateral (values
         ('site', '', false, false),
         ('page', v.path, false, v.path <> ${OTHER_VALUE}),
         ('device', v.device, false, false),
         ('source', v.source, true, true),
         ('referrer', v.referrer, true, true),
         ('utm_medium', v.medium, true, true),
         ('utm_campaign', v.campaign, true, true)) as r(dimension, value, on_entry, chosen)
       where r.dimension in ('site', 'source') or r.value <> ''
    ), candidates as (
      select distinct on (visitor, path) i, visitor, path, at from input where starts order by visitor, path, at, i
    ), entry as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, visitor, 'entry', path, at from candidates
      on conflict (day, visitor, kind, value) do update set created_at = excluded.created_at
        where ${trafficVisitorMarks.createdAt} <= excluded.created_at - make_interval(mins => ${ENTRY_WINDOW_MINUTES})
      returning visitor, value
    ), entered as (
      select c.i from candidates c join entry e on e.visitor = c.visitor and e.value = c.path
    ), counted as (
      select w.i, w.dimension, w.value, w.chosen, v.visitor, v.client, v.at, v.n, w.i in (select i from entered) as entered
        from wanted w join input v on v.i = w.i
       where not w.on_entry or w.i in (select i from entered)
    ), proposed as (
      select visitor, array_agg(distinct dimension || ' ' || value) as marks, min(at) as at from counted group by visitor
    ), known as (
      -- One row per visitor and day holds what it was counted for; the marks not in it yet are added under
      -- the row's lock (one write per row, whichever instance gets there first) and returned as new.
      insert into ${trafficVisitorDays} as t (day, visitor, marks, added, created_at)
      select ${day}::date, visitor, marks, marks, at from proposed order by visitor
      on conflict (day, visitor) do update
        set marks = t.marks || array(select m from unnest(excluded.marks) m where m <> all (t.marks)),
            added = array(select m from unnest(excluded.marks) m where m <> all (t.marks))
        where not t.marks @> excluded.marks
      returning added
    ), fresh as (
      select split_part(m, ' ', 1) as kind, substr(m, strpos(m, ' ') + 1) as value from known, unnest(known.added) m
    ), seen as (
      select dimension, value, bool_or(chosen) as chosen, min(client) filter (where chosen) as client,
             exists (select 1 from ${trafficDaily} d where d.day = ${day}::date and d.dimension = c.dimension and d.value = c.value) as known
        from counted c
       group by dimension, value
    ), ranked as (
      -- The values new to the day, numbered within their dimension and within what their client chose in it.
      select s.dimension, s.value, s.chosen, s.client,
             row_number() over (partition by s.dimension order by s.value) as in_dimension,
             row_number() over (partition by s.client, s.dimension order by s.value) as in_client
        from seen s
       where not s.known
    ), judged_new as (
      select r.dimension, r.value, r.chosen, r.client,
             case when (select count(*) from ${trafficDaily} d where d.day = ${day}::date and d.dimension = r.dimension) + r.in_dimension > ${TRAFFIC_VALUES_PER_DAY} then false
                  when r.chosen and (select count(*) from ${trafficVisitorMarks} m
                                      where m.day = ${day}::date and m.visitor = r.client and m.kind = r.dimension) + r.in_client > ${TRAFFIC_NEW_VALUES_PER_CLIENT} then false
                  else true end as named
        from ranked r
    ), judged as (
      select dimension, value, value as bucket from seen where known
      union all
      select dimension, value, case when named then value else ${OTHER_VALUE} end from judged_new
    ), brought as (
      insert into ${trafficVisitorMarks} (day, visitor, kind, value, created_at)
      select ${day}::date, client, dimension, value, ${latest}::timestamptz from judged_new where chosen and named order by dimension, value
      on conflict do nothing
    ), visit as (
      -- An entry starts a visit, kept with the values it is counted under here, so that what the visit does
      -- later (the funnel, a lead) adds to exactly the rows whose entries it is one of.
      insert into ${trafficVisits} (day, visitor, started_at, page, source, referrer, medium, campaign)
      select ${day}::date, c.visitor, c.at,
             coalesce(max(j.bucket) filter (where c.dimension = 'page'), ''),
             coalesce(max(j.bucket) filter (where c.dimension = 'source'), ''),
             coalesce(max(j.bucket) filter (where c.dimension = 'referrer'), ''),
             coalesce(max(j.bucket) filter (where c.dimension = 'utm_medium'), ''),
             coalesce(max(j.bucket) filter (where c.dimension = 'utm_campaign'), '')
        from counted c join judged j on j.dimension = c.dimension and j.value = c.value
       where c.entered
       group by c.i, c.visitor, c.at
    ), viewed as (
      select c.dimension, j.bucket as value, sum(c.n)::integer as views, (count(*) filter (where c.entered))::integer as entries
        from counted c join judged j on j.dimension = c.dimension and j.value = c.value
       group by c.dimension, j.bucket
    ), visited as (
      select f.kind as dimension, j.bucket as value, count(*)::integer as visitors
        from fresh f join judged j on j.dimension = f.kind and j.value = f.value
       group by f.kind, j.bucket
    )
    insert into ${trafficDaily} (day, dimension, value, views, visitors, entries)
    select ${day}::date, v.dimension, v.value, v.views, coalesce(s.visitors, 0), v.entries
      from viewed v left join visited s on s.dimension = v.dimension and s.value = v.value
     order by v.dimension, v.value
    on conflict (day, dimension, value) do update
      set views = ${trafficDaily}.views + excluded.views,
          visitors = ${trafficDaily}.visitors + excluded.visitors,
          entries = ${trafficDaily}.entries + excluded.entries`;
}

/**
 * Deletes every raw mark, visitor's day and visit whose UTC day is over or that is older than TRAFFIC_MARK_RETENTION_MS,
 * and every salt of a day that is over; the aggregates stay. Run every TRAFFIC_PRUNE_EVERY_MS by each instance's
 * background work, traffic or not.
 * @example await pruneTrafficRaw(db);
 */
export async function pruneTrafficRaw(db: Database, now = new Date()): Promise<void> {
  const today = utcDay(now);
  const cutoff = new Date(now.getTime() - TRAFFIC_MARK_RETENTION_MS);
  // By day, along the leading column of each table's index: the rows a view writes carry no index for this.
  await db.delete(trafficVisitorDays).where(lt(trafficVisitorDays.day, today));
  await db.delete(trafficVisitorMarks).where(lt(trafficVisitorMarks.day, today));
  await db.delete(trafficVisits).where(lt(trafficVisits.day, today));
  // A row of today older than the retention exists only in the day's last minutes (the day began less than
  // TRAFFIC_MARK_RETENTION_MS ago before then): only those prunes read today's rows.
  if (utcDay(cutoff) === today) {
    await db.delete(trafficVisitorDays).where(and(eq(trafficVisitorDays.day, today), lt(trafficVisitorDays.createdAt, cutoff)));
    await db.delete(trafficVisitorMarks).where(and(eq(trafficVisitorMarks.day, today), lt(trafficVisitorMarks.createdAt, cutoff)));
    await db.delete(trafficVisits).where(and(eq(trafficVisits.day, today), lt(trafficVisits.startedAt, cutoff)));
  }
  await db.delete(trafficSalts).where(lt(trafficSalts.day, today));
}
