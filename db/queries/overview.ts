/**
 * What needs doing, read for the admin's Today page and the strip over every admin page: leads New past the
 * 24-hour promise and waiting inside it, next steps due and coming, drafts and scheduled posts, and the last
 * seven days' visits and leads. Each list is short (the few most urgent) and each count is one pass over an
 * index's range; spam is left out everywhere.
 */
import { and, asc, desc, eq, gt, gte, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import { RESPONSE_PROMISE_HOURS } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { blogPosts, leads, trafficDaily } from "../schema/index.ts";

/** The strip's counts. */
export interface UrgentCounts {
  /** Leads still New. */
  newLeads: number;
  /** Of those, past the promise. */
  overdueLeads: number;
  /** Next steps due now (of leads not won or lost). */
  followUpsDue: number;
}

const promisePassed = sql`${leads.createdAt} <= now() - make_interval(hours => ${RESPONSE_PROMISE_HOURS})`;
const openLead = notInArray(leads.status, ["won", "lost"]);

/**
 * One statement over the New leads and the next steps due (leads_status_created_idx, leads_next_step_idx).
 * @example const { overdueLeads } = await readUrgentCounts(db);
 */
export async function readUrgentCounts(db: Database): Promise<UrgentCounts> {
  const [row] = await db
    .select({
      newLeads: sql<number>`count(*) filter (where ${leads.status} = 'new')`.mapWith(Number),
      overdueLeads: sql<number>`count(*) filter (where ${leads.status} = 'new' and ${promisePassed})`.mapWith(Number),
      followUpsDue: sql<number>`count(*) filter (where ${leads.nextStepAt} <= now() and ${openLead})`.mapWith(Number),
    })
    .from(leads)
    .where(and(eq(leads.isSpam, false), sql`(${leads.status} = 'new' or ${leads.nextStepAt} <= now())`));
  return { newLeads: row?.newLeads ?? 0, overdueLeads: row?.overdueLeads ?? 0, followUpsDue: row?.followUpsDue ?? 0 };
}

const leadSummary = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  businessName: leads.businessName,
  createdAt: leads.createdAt,
  status: leads.status,
  nextStepAt: leads.nextStepAt,
  nextStep: leads.nextStep,
};
export type OverviewLead = { [K in keyof typeof leadSummary]: (typeof leads.$inferSelect)[K] };

/** New leads, oldest first: the ones past the promise first, then the ones closest to it. */
export function listWaitingLeads(db: Database, limit: number): Promise<OverviewLead[]> {
  return db
    .select(leadSummary)
    .from(leads)
    .where(and(eq(leads.status, "new"), eq(leads.isSpam, false)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
}

/** Next steps due by `until`, most overdue first, of leads still open. */
export function listFollowUps(db: Database, until: Date, limit: number): Promise<OverviewLead[]> {
  return db
    .select(leadSummary)
    .from(leads)
    .where(and(isNotNull(leads.nextStepAt), lte(leads.nextStepAt, until), openLead, eq(leads.isSpam, false)))
    .orderBy(asc(leads.nextStepAt), asc(leads.id))
    .limit(limit);
}

/** How many next steps fall due after now and by `until`. */
export async function countFollowUpsComing(db: Database, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(and(gt(leads.nextStepAt, sql`now()`), lte(leads.nextStepAt, until), openLead, eq(leads.isSpam, false)));
  return row?.n ?? 0;
}

export interface OverviewPosts {
  drafts: number;
  scheduled: number;
  /** The drafts last worked on, newest first. */
  recentDrafts: { id: number; title: string; updatedAt: Date }[];
  /** The scheduled posts, soonest first. */
  nextScheduled: { id: number; title: string; publishedAt: Date | null }[];
}

const isScheduled = and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, sql`now()`));

export async function readOverviewPosts(db: Database, limit: number): Promise<OverviewPosts> {
  const [counts, recentDrafts, nextScheduled] = await Promise.all([
    db
      .select({
        drafts: sql<number>`count(*) filter (where ${blogPosts.status} = 'draft')`.mapWith(Number),
        scheduled: sql<number>`count(*) filter (where ${isScheduled})`.mapWith(Number),
      })
      .from(blogPosts),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, "draft"))
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(isScheduled)
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(limit),
  ]);
  return { drafts: counts[0]?.drafts ?? 0, scheduled: counts[0]?.scheduled ?? 0, recentDrafts, nextScheduled };
}

/** One UTC day: visits counted by the analytics, leads received (all of them, as the Leads tab counts them). */
export interface OverviewDay {
  day: string;
  visits: number;
  leads: number;
}

/** The UTC days from `from` to `to` (yyyy-mm-dd, both included), every day present, zeros where nothing happened. */
export async function readDailyVisitsAndLeads(db: Database, from: string, to: string): Promise<OverviewDay[]> {
  const [visits, received] = await Promise.all([
    db
      .select({ day: trafficDaily.day, visits: trafficDaily.entries })
      .from(trafficDaily)
      .where(and(eq(trafficDaily.dimension, "site"), gte(trafficDaily.day, from), lte(trafficDaily.day, to))),
    db
      .select({ day: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(leads)
      .where(
        and(
          eq(leads.isSpam, false),
          gte(leads.createdAt, new Date(`${from}T00:00:00Z`)),
          sql`${leads.createdAt} < ${new Date(`${to}T00:00:00Z`).toISOString()}::timestamptz + interval '1 day'`,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const visitsOn = new Map<string, number>();
  for (const row of visits) visitsOn.set(row.day, (visitsOn.get(row.day) ?? 0) + Number(row.visits));
  const leadsOn = new Map(received.map((r) => [r.day, r.n]));
  const days: OverviewDay[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, visits: visitsOn.get(day) ?? 0, leads: leadsOn.get(day) ?? 0 });
  }
  return days;
}
