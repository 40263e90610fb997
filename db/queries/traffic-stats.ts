/**
 * The numbers of the dashboard's Traffic tab and GET /api/admin/traffic-stats, from one function: views and
 * visitors per day, the top pages, entry pages, sources, referrers and UTM values, devices, and conversion
 * to leads by entry page, source and campaign beside the funnel's own numbers. Days are UTC days.
 */
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { FunnelRange } from "../../src/shared/funnel-events.ts";
import { deviceClasses } from "../../src/shared/traffic.ts";
import {
  TRAFFIC_ROWS,
  type TrafficConversionRow,
  type TrafficDay,
  type TrafficDimension,
  type TrafficRow,
  type TrafficStats,
  type TrafficTable,
} from "../../src/shared/traffic-stats.ts";
import type { Database } from "../client.ts";
import { leads, trafficDaily } from "../schema/index.ts";
import { getFunnelStats, utcDay } from "./funnel-stats.ts";
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

/**
 * One dimension's values over the range, in one query however many there are: the TRAFFIC_ROWS first by
 * `order` (ties by name) by name, the rest summed in one row.
 */
async function topValues(db: Database, dimension: TrafficDimension, order: "views" | "entries", from: string, to: string): Promise<TrafficTable<TrafficRow>> {
  const result = await db.execute(sql`
    with named as (
      select value as name, sum(views)::integer as views, sum(visitors)::integer as visitors, sum(entries)::integer as entries
        from ${trafficDaily}
       where dimension = ${dimension} and day between ${from}::date and ${to}::date ${order === "entries" ? sql`and entries > 0` : sql``}
       group by value
    ), ranked as (
      select *, row_number() over (order by ${sql.raw(order)} desc, name) as rank from named
    )
    select case when rank <= ${TRAFFIC_ROWS} then name end as name, sum(views)::integer as views, sum(visitors)::integer as visitors,
           sum(entries)::integer as entries, count(*)::integer as count
      from ranked
     group by 1
     order by min(rank)`);
  const rows = rowsOf<{ name: string | null; views: number; visitors: number; entries: number; count: number }>(result);
  const numbers = (r: (typeof rows)[number]) => ({ views: Number(r.views), visitors: Number(r.visitors), entries: Number(r.entries) });
  const other = rows.find((r) => r.name === null);
  return {
    rows: rows.filter((r) => r.name !== null).map((r) => ({ name: r.name!, ...numbers(r) })),
    other: other ? { count: Number(other.count), ...numbers(other) } : null,
  };
}

/** Leads received in the range, spam left out. */
function leadsInRange(from: string, to: string) {
  return sql`not ${leads.isSpam} and ${leads.createdAt} >= ${`${from}T00:00:00Z`}::timestamptz and ${leads.createdAt} < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'`;
}

/**
 * Leads received in the range that know where their visit came from (a landing page), counted by a name:
 * their landing page, source or campaign. An empty name counts only where it means something (a direct source).
 */
async function leadsBy(db: Database, name: SQL, from: string, to: string, emptyIsAName: boolean): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select ${name} as name, count(*)::integer as leads
      from ${leads}
     where ${leadsInRange(from, to)} and ${leads.landingPage} is not null and ${leads.landingPage} <> '' ${emptyIsAName ? sql`` : sql`and coalesce(${name}, '') <> ''`}
     group by 1`);
  return new Map(rowsOf<{ name: string | null; leads: number }>(result).map((r) => [r.name ?? "", Number(r.leads)]));
}

async function countLeads(db: Database, from: string, to: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from ${leads} where ${leadsInRange(from, to)}`));
  return Number(row?.n ?? 0);
}

/** A table with each row's leads and conversion (leads ÷ entries); the summed row has the leads of every name not listed. */
function withLeads(table: TrafficTable<TrafficRow>, leadsByName: Map<string, number>): TrafficTable<TrafficConversionRow> {
  const rows = table.rows.map((r) => {
    const n = leadsByName.get(r.name) ?? 0;
    return { ...r, leads: n, conversionPercent: percent(n, r.entries) };
  });
  if (!table.other) return { rows, other: null };
  const listed = new Set(table.rows.map((r) => r.name));
  const rest = [...leadsByName].filter(([name]) => !listed.has(name)).reduce((sum, [, n]) => sum + n, 0);
  return { rows, other: { ...table.other, leads: rest, conversionPercent: percent(rest, table.other.entries) } };
}

/**
 * The last `days` UTC days, today included, as the Traffic tab shows them and the API returns them.
 * @example const stats = await getTrafficStats(db, 30);
 */
export async function getTrafficStats(db: Database, days: FunnelRange, now = new Date()): Promise<TrafficStats> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const inRange = and(gte(trafficDaily.day, from), lte(trafficDaily.day, to));
  const [siteRows, deviceRows, pages, entryPages, sources, referrers, campaigns, mediums, leadsByPage, leadsBySource, leadsByCampaign, leadCount, funnel] = await Promise.all([
    db
      .select({ day: trafficDaily.day, views: trafficDaily.views, visitors: trafficDaily.visitors, entries: trafficDaily.entries })
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
    leadsBy(db, sql`${leads.landingPage}`, from, to, false),
    // The source as the funnel and the traffic name it: the UTM source, else the referring host, else direct.
    leadsBy(db, sql`coalesce(nullif(${leads.utmSource}, ''), ${leads.referrerHost}, '')`, from, to, true),
    leadsBy(db, sql`${leads.utmCampaign}`, from, to, false),
    countLeads(db, from, to),
    getFunnelStats(db, days, now),
  ]);

  const byDay = new Map(siteRows.map((r) => [r.day, r]));
  const daily: TrafficDay[] = daysBetween(from, to).map((day) => ({ day, views: Number(byDay.get(day)?.views ?? 0), visitors: Number(byDay.get(day)?.visitors ?? 0) }));
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  const entries = siteRows.reduce((sum, r) => sum + Number(r.entries), 0);
  return {
    days,
    from,
    to,
    timeZone: "UTC",
    views,
    visitors: daily.reduce((sum, d) => sum + d.visitors, 0),
    entries,
    daily,
    pages,
    entryPages: withLeads(entryPages, leadsByPage),
    sources: withLeads(sources, leadsBySource),
    referrers,
    campaigns: withLeads(campaigns, leadsByCampaign),
    mediums,
    devices: deviceClasses.map((device) => {
      const row = deviceRows.find((r) => r.value === device);
      const deviceViews = Number(row?.views ?? 0);
      return { device, views: deviceViews, visitors: Number(row?.visitors ?? 0), viewsPercent: percent(deviceViews, views) };
    }),
    funnel: { visits: funnel.steps[0]!.reached, completions: funnel.completions, conversionPercent: funnel.conversionPercent },
    leads: leadCount,
    leadConversionPercent: percent(leadCount, entries),
  };
}
