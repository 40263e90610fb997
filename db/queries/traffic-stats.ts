/**
 * The numbers of the dashboard's Traffic tab and GET /api/admin/traffic-stats, from one function: views and
 * visitors per day, the top pages, entry pages, sources, referrers and UTM values, devices, and the way
 * from a visit to a lead — visits, visits that saw the funnel, finished it, sent a lead — in total and by
 * entry page, source and campaign. Every one of those counts visits (db/queries/traffic-visits.ts), so each
 * is a part of the one before and no ratio passes 100 %. Leads the analytics never saw count in `leads` only.
 * Days are UTC days.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { FunnelRange } from "../../src/shared/funnel-events.ts";
import { deviceClasses } from "../../src/shared/traffic.ts";
import {
  TRAFFIC_ROWS,
  type TrafficConversionRow,
  type TrafficDay,
  type TrafficDimension,
  type TrafficPath,
  type TrafficRow,
  type TrafficStats,
  type TrafficTable,
} from "../../src/shared/traffic-stats.ts";
import type { Database } from "../client.ts";
import { trafficDaily } from "../schema/index.ts";
import { utcDay } from "./funnel-stats.ts";
import { countLeadsReceived } from "./leads-received.ts";
import { rowsOf } from "./rows-of.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Every UTC day from `from` to `to`, inclusive. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(utcDay(new Date(t)));
  return days;
}

/** One value's numbers over the range, before a table picks the ones it shows. */
interface Counts {
  views: number;
  visitors: number;
  entries: number;
  sawFunnel: number;
  finishedFunnel: number;
  sentLead: number;
}

/**
 * One dimension's values over the range, in one query however many there are: the TRAFFIC_ROWS first by
 * `order` (ties by name) by name, the rest summed in one row.
 */
async function topValues(db: Database, dimension: TrafficDimension, order: "views" | "entries", from: string, to: string): Promise<TrafficTable<Counts & { name: string }>> {
  const result = await db.execute(sql`
    with named as (
      select value as name, sum(views)::integer as views, sum(visitors)::integer as visitors, sum(entries)::integer as entries,
             sum(saw_funnel)::integer as saw_funnel, sum(finished_funnel)::integer as finished_funnel, sum(sent_lead)::integer as sent_lead
        from ${trafficDaily}
       where dimension = ${dimension} and day between ${from}::date and ${to}::date ${order === "entries" ? sql`and entries > 0` : sql``}
       group by value
    ), ranked as (
      select *, row_number() over (order by ${sql.raw(order)} desc, name) as rank from named
    )
    select case when rank <= ${TRAFFIC_ROWS} then name end as name, sum(views)::integer as views, sum(visitors)::integer as visitors,
           sum(entries)::integer as entries, sum(saw_funnel)::integer as saw_funnel, sum(finished_funnel)::integer as finished_funnel,
           sum(sent_lead)::integer as sent_lead, count(*)::integer as count
      from ranked
     group by 1
     order by min(rank)`);
  type Row = { name: string | null; views: number; visitors: number; entries: number; saw_funnel: number; finished_funnel: number; sent_lead: number; count: number };
  const rows = rowsOf<Row>(result);
  const numbers = (r: Row): Counts => ({
    views: Number(r.views),
    visitors: Number(r.visitors),
    entries: Number(r.entries),
    sawFunnel: Number(r.saw_funnel),
    finishedFunnel: Number(r.finished_funnel),
    sentLead: Number(r.sent_lead),
  });
  const other = rows.find((r) => r.name === null);
  return {
    rows: rows.filter((r) => r.name !== null).map((r) => ({ name: r.name!, ...numbers(r) })),
    other: other ? { count: Number(other.count), ...numbers(other) } : null,
  };
}

/** A table as views, visitors and entries only. */
function plain(table: TrafficTable<Counts & { name: string }>): TrafficTable<TrafficRow> {
  const row = ({ views, visitors, entries }: Counts) => ({ views, visitors, entries });
  return { rows: table.rows.map((r) => ({ name: r.name, ...row(r) })), other: table.other ? { count: table.other.count, ...row(table.other) } : null };
}

/** A table with how far each row's visits got, and its conversion: visits that sent a lead ÷ visits, both of this row. */
function withLeads(table: TrafficTable<Counts & { name: string }>): TrafficTable<TrafficConversionRow> {
  const row = ({ views, visitors, entries, sawFunnel, finishedFunnel, sentLead }: Counts) => ({
    views,
    visitors,
    entries,
    sawFunnel,
    finishedFunnel,
    leads: sentLead,
    conversionPercent: percent(sentLead, entries),
  });
  return { rows: table.rows.map((r) => ({ name: r.name, ...row(r) })), other: table.other ? { count: table.other.count, ...row(table.other) } : null };
}

/**
 * The last `days` UTC days, today included, as the Traffic tab shows them and the API returns them.
 * @example const stats = await getTrafficStats(db, 30);
 */
export async function getTrafficStats(db: Database, days: FunnelRange, now = new Date()): Promise<TrafficStats> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const inRange = and(gte(trafficDaily.day, from), lte(trafficDaily.day, to));
  const [siteRows, deviceRows, pages, entryPages, sources, referrers, campaigns, mediums, leadCount] = await Promise.all([
    db
      .select({
        day: trafficDaily.day,
        views: trafficDaily.views,
        visitors: trafficDaily.visitors,
        entries: trafficDaily.entries,
        sawFunnel: trafficDaily.sawFunnel,
        finishedFunnel: trafficDaily.finishedFunnel,
        sentLead: trafficDaily.sentLead,
      })
      .from(trafficDaily)
      .where(and(eq(trafficDaily.dimension, "site"), inRange)),
    db
      .select({ value: trafficDaily.value, views: sql<number>`sum(${trafficDaily.views})::integer`, visitors: sql<number>`sum(${trafficDaily.visitors})::integer` })
      .from(trafficDaily)
      .where(and(eq(trafficDaily.dimension, "device"), inRange))
      .groupBy(trafficDaily.value),
    topValues(db, "page", "views", from, to),
    topValues(db, "page", "entries", from, to),
    topValues(db, "source", "entries", from, to),
    topValues(db, "referrer", "entries", from, to),
    topValues(db, "utm_campaign", "entries", from, to),
    topValues(db, "utm_medium", "entries", from, to),
    countLeadsReceived(db, from, to),
  ]);

  const byDay = new Map(siteRows.map((r) => [r.day, r]));
  const daily: TrafficDay[] = daysBetween(from, to).map((day) => ({ day, views: Number(byDay.get(day)?.views ?? 0), visitors: Number(byDay.get(day)?.visitors ?? 0) }));
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  const total = (field: "entries" | "sawFunnel" | "finishedFunnel" | "sentLead") => siteRows.reduce((sum, r) => sum + Number(r[field]), 0);
  const entries = total("entries");
  const path: TrafficPath = {
    visits: entries,
    sawFunnel: total("sawFunnel"),
    finishedFunnel: total("finishedFunnel"),
    sentLead: total("sentLead"),
    sawFunnelPercent: percent(total("sawFunnel"), entries),
    finishedFunnelPercent: percent(total("finishedFunnel"), total("sawFunnel")),
    sentLeadPercent: percent(total("sentLead"), total("finishedFunnel")),
  };
  return {
    days,
    from,
    to,
    timeZone: "UTC",
    views,
    visitors: daily.reduce((sum, d) => sum + d.visitors, 0),
    entries,
    daily,
    pages: plain(pages),
    entryPages: withLeads(entryPages),
    sources: withLeads(sources),
    referrers: plain(referrers),
    campaigns: withLeads(campaigns),
    mediums: plain(mediums),
    devices: deviceClasses.map((device) => {
      const row = deviceRows.find((r) => r.value === device);
      const deviceViews = Number(row?.views ?? 0);
      return { device, views: deviceViews, visitors: Number(row?.visitors ?? 0), viewsPercent: percent(deviceViews, views) };
    }),
    path,
    funnel: { visits: path.sawFunnel, completions: path.finishedFunnel, conversionPercent: path.finishedFunnelPercent },
    leads: leadCount,
    leadConversionPercent: percent(path.sentLead, entries),
  };
}
