/**
 * The 24-hour promise in numbers, over the leads received in the last 7, 30 or 90 days (spam left out):
 * the share contacted within 24 hours, the median wait for a first contact, and the share won by how long
 * that wait was. "Contacted" is the first move out of New (leads.first_contacted_at). A lead still New and
 * younger than 24 hours has not kept or broken the promise yet: it counts among the received, not among
 * the decided nor in any bucket. Two statements in SQL, the same on PGlite and PostgreSQL. And the count of New
 * leads the admin's Leads link shows on every admin page. The calls booked in the funnel: the share of call leads
 * who booked, the show rate of the calls marked, and the median time from lead to call.
 */
import { and, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import { type CallMetrics, type LeadMetrics, RESPONSE_BUCKETS, type ResponseBucket } from "../../src/shared/lead-admin.ts";
import type { LeadMetricRange } from "../../src/shared/lead-list-view.ts";
import { RESPONSE_PROMISE_HOURS } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { callBookings, leads } from "../schema/index.ts";

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Seconds from arriving to the first contact (never below zero: a clock set back cannot make it negative). */
const waitSeconds = sql`greatest(0, extract(epoch from (${leads.firstContactedAt} - ${leads.createdAt})))`;

function bucketOf(now: Date): SQL<ResponseBucket | "pending"> {
  return sql<ResponseBucket | "pending">`case
    when ${leads.firstContactedAt} is null and ${leads.createdAt} > ${at(now)} - make_interval(hours => ${RESPONSE_PROMISE_HOURS}) then 'pending'
    when ${leads.firstContactedAt} is null then 'never'
    when ${waitSeconds} < 3600 then 'lt1h'
    when ${waitSeconds} < 8 * 3600 then 'h1to8'
    when ${waitSeconds} <= ${RESPONSE_PROMISE_HOURS} * 3600 then 'h8to24'
    else 'gt24h' end`;
}

/** A lead waiting for its first contact: still New, and not spam. */
const newAndNotSpam = and(eq(leads.isSpam, false), eq(leads.status, "new"));

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** The statements, as builders a test can EXPLAIN. */
export const leadMetricStatements = {
  /** The received leads of the range by bucket, with how many were won and the median wait among the contacted. */
  buckets(db: Database, days: LeadMetricRange, now: Date) {
    const bucket = bucketOf(now);
    return db
      .select({
        bucket: bucket.as("bucket"),
        leads: sql<number>`count(*)`.mapWith(Number),
        won: sql<number>`count(*) filter (where ${leads.status} = 'won')`.mapWith(Number),
      })
      .from(leads)
      .where(and(eq(leads.isSpam, false), gt(leads.createdAt, sql`${at(now)} - make_interval(days => ${days})`), lte(leads.createdAt, at(now))))
      .groupBy(sql`1`);
  },
  median(db: Database, days: LeadMetricRange, now: Date) {
    return db
      .select({ seconds: sql<number | null>`percentile_cont(0.5) within group (order by ${waitSeconds})`.mapWith((v) => (v === null ? null : Number(v))) })
      .from(leads)
      .where(
        and(
          eq(leads.isSpam, false),
          sql`${leads.firstContactedAt} is not null`,
          gt(leads.createdAt, sql`${at(now)} - make_interval(days => ${days})`),
          lte(leads.createdAt, at(now)),
        ),
      );
  },
  /** New leads now, inside and past the promise, whenever they came in. */
  waiting(db: Database, now: Date) {
    const past = sql`${leads.createdAt} <= ${at(now)} - make_interval(hours => ${RESPONSE_PROMISE_HOURS})`;
    return db
      .select({
        waiting: sql<number>`count(*) filter (where not (${past}))`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${past})`.mapWith(Number),
      })
      .from(leads)
      .where(newAndNotSpam);
  },
  /** How many leads are New, whenever they came in: read with every admin page, so one count on leads_status_created_idx. */
  /** The range's leads with their calls: one row per lead (a lead's calls summed first), then one pass. */
  calls(db: Database, days: LeadMetricRange, now: Date) {
    const perLead = db
      .select({
        leadId: callBookings.leadId,
        firstCall: sql<Date | null>`min(${callBookings.startsAt}) filter (where ${callBookings.status} <> 'cancelled')`.as("first_call"),
        held: sql<number>`count(*) filter (where ${callBookings.status} = 'held')`.as("held"),
        noShow: sql<number>`count(*) filter (where ${callBookings.status} = 'no-show')`.as("no_show"),
      })
      .from(callBookings)
      .groupBy(callBookings.leadId)
      .as("per_lead");
    return db
      .select({
        callLeads: sql<number>`count(*) filter (where ${leads.contactPreference} = 'demo')`.mapWith(Number),
        booked: sql<number>`count(${perLead.leadId})`.mapWith(Number),
        held: sql<number>`coalesce(sum(${perLead.held}), 0)`.mapWith(Number),
        noShow: sql<number>`coalesce(sum(${perLead.noShow}), 0)`.mapWith(Number),
        medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${perLead.firstCall} - ${leads.createdAt})))`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(leads)
      .leftJoin(perLead, eq(perLead.leadId, leads.id))
      .where(and(eq(leads.isSpam, false), gt(leads.createdAt, sql`${at(now)} - make_interval(days => ${days})`), lte(leads.createdAt, at(now))));
  },
};

/**
 * @example const metrics = await getLeadMetrics(db, 30);
 */
export async function getLeadMetrics(db: Database, days: LeadMetricRange, now = new Date()): Promise<LeadMetrics> {
  const [rows, [median], [waiting], [calls]] = await Promise.all([
    leadMetricStatements.buckets(db, days, now),
    leadMetricStatements.median(db, days, now),
    leadMetricStatements.waiting(db, now),
    leadMetricStatements.calls(db, days, now),
  ]);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const buckets = RESPONSE_BUCKETS.map((bucket) => {
    const row = byBucket.get(bucket);
    const n = row?.leads ?? 0;
    const won = row?.won ?? 0;
    return { bucket, leads: n, won, wonPercent: percent(won, n) };
  });
  const received = rows.reduce((sum, row) => sum + row.leads, 0);
  const decided = buckets.reduce((sum, b) => sum + b.leads, 0);
  const withinPromise = buckets.filter((b) => b.bucket === "lt1h" || b.bucket === "h1to8" || b.bucket === "h8to24").reduce((sum, b) => sum + b.leads, 0);
  return {
    days,
    received,
    decided,
    withinPromise,
    withinPromisePercent: percent(withinPromise, decided),
    medianFirstContactSeconds: median?.seconds ?? null,
    buckets,
    waitingNow: waiting?.waiting ?? 0,
    overdueNow: waiting?.overdue ?? 0,
    calls: callMetricsOf(calls),
  };
}

function callMetricsOf(row: { callLeads: number; booked: number; held: number; noShow: number; medianSeconds: number | null } | undefined): CallMetrics {
  const { callLeads = 0, booked = 0, held = 0, noShow = 0, medianSeconds = null } = row ?? {};
  return {
    callLeads,
    booked,
    bookedPercent: percent(booked, callLeads),
    held,
    noShow,
    showPercent: percent(held, held + noShow),
    medianLeadToCallSeconds: medianSeconds,
  };
}
