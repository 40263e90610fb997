/**
 * The admin's view of leads: one page newest first (most overdue first when only follow-ups due are asked
 * for), searched and filtered in SQL, with the counts per status, the follow-ups due and the deal values per
 * status and currency for the same search and filters (one grouped statement); batches for the CSV export (with each
 * lead's last note); the sources leads came from; delete. The search matches any of first name, last name,
 * e-mail, phone and business name without case, each word typed in one of them; the words reach the
 * database only as bound LIKE patterns with %, _ and \ escaped, so no input is ever syntax. A word that
 * looks like a phone number also matches the phone's digits alone ("5550102000" finds "(555) 010-2000").
 * The same SQL on PGlite and PostgreSQL; the statements are exposed so that a test can EXPLAIN them.
 */
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { type AdminLead, type LeadStatusCounts, PIPELINE_STATUSES, type PipelineStatus, type PipelineValue } from "../../src/shared/admin-api.ts";
import { DIRECT_SOURCE, type LeadListView } from "../../src/shared/lead-list-view.ts";
import { LEAD_STATUSES } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { callBookings, leadNotes, leads } from "../schema/index.ts";

/** The lead's booked call (one at most: call_bookings_one_live_per_lead_idx), not yet marked held, no-show or cancelled. */
const bookedCall = sql`${callBookings.leadId} = ${leads.id} and ${callBookings.status} = 'booked'`;
const bookedCallAt = sql<Date | null>`(select ${callBookings.startsAt} from ${callBookings} where ${bookedCall} limit 1)`.mapWith(callBookings.startsAt);
/** The lead has a booked call still to come. */
const callUpcoming = sql`exists (select 1 from ${callBookings} where ${bookedCall} and ${callBookings.startsAt} > now())`;

const adminLeadColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  businessName: leads.businessName,
  businessType: leads.businessType,
  painPoint: leads.painPoint,
  goals: leads.goals,
  contactPreference: leads.contactPreference,
  isSpam: leads.isSpam,
  isRepeat: leads.isRepeat,
  status: leads.status,
  statusChangedAt: leads.statusChangedAt,
  firstContactedAt: leads.firstContactedAt,
  planInterest: leads.planInterest,
  recommendedPlan: leads.recommendedPlan,
  landingPage: leads.landingPage,
  referrerHost: leads.referrerHost,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  nextStepAt: leads.nextStepAt,
  nextStep: leads.nextStep,
  dealValueMinor: leads.dealValueMinor,
  dealCurrency: leads.dealCurrency,
  callAt: bookedCallAt,
};

type LeadDates = "createdAt" | "statusChangedAt" | "firstContactedAt" | "nextStepAt" | "callAt";
/** A lead as the admin's API answers it, with its times still Dates (src/admin/leads/read-leads.ts writes them as ISO 8601). */
export type AdminLeadRow = Omit<AdminLead, LeadDates> & {
  createdAt: Date;
  statusChangedAt: Date;
  firstContactedAt: Date | null;
  nextStepAt: Date | null;
  callAt: Date | null;
};

/** What narrows the list, apart from the status (which the counts are per). */
export type LeadListFilter = Omit<LeadListView, "page" | "status">;

/** A word as a LIKE pattern that matches it anywhere, taken literally. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The phone's digits alone, for a word typed as a number. */
const phoneDigits = sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g')`;

/** One word of the search: in any of the fields a person is known by. */
function wordMatches(word: string): SQL {
  const pattern = containing(word);
  const fields = [ilike(leads.firstName, pattern), ilike(leads.lastName, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern), ilike(leads.businessName, pattern)];
  const digits = word.replace(/\D/g, "");
  // "(555)", "010-2000", "+15550102000": punctuation a phone number is written with, and enough digits to mean it.
  if (digits.length >= 3 && /^[\d()+\-.]+$/.test(word)) fields.push(sql`${phoneDigits} like ${containing(digits)}`);
  return or(...fields)!;
}

/** The search's words: runs of anything but white space. */
export function leadSearchWords(q: string): string[] {
  return q.split(/\s+/u).filter(Boolean);
}

function sourceMatches(source: string): SQL {
  if (source === DIRECT_SOURCE) return and(sql`coalesce(${leads.utmSource}, '') = ''`, sql`coalesce(${leads.referrerHost}, '') = ''`)!;
  return or(sql`lower(${leads.utmSource}) = ${source}`, sql`lower(${leads.referrerHost}) = ${source}`)!;
}

/** The start of a UTC day, and of the day after. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The owner's next step is due: its time has come (leads_next_step_idx holds the leads that have one). */
const nextStepDue = lte(leads.nextStepAt, sql`now()`)!;

function filterConditions(filter: LeadListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (!filter.spam) conditions.push(eq(leads.isSpam, false));
  for (const word of leadSearchWords(filter.q)) conditions.push(wordMatches(word));
  if (filter.type) conditions.push(eq(leads.businessType, filter.type));
  if (filter.contact) conditions.push(eq(leads.contactPreference, filter.contact));
  if (filter.plan) conditions.push(filter.plan === "none" ? isNull(leads.planInterest) : eq(leads.planInterest, filter.plan));
  if (filter.source) conditions.push(sourceMatches(filter.source));
  if (filter.from) conditions.push(gte(leads.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, nextDayStart(filter.to)));
  if (filter.due) conditions.push(nextStepDue);
  if (filter.calls) conditions.push(callUpcoming);
  return conditions;
}

/** The statements, as builders a test can EXPLAIN. */
export const adminLeadStatements = {
  /**
   * One page of the view, newest first (leads_created_idx's order; leads_status_created_idx with a status); the
   * follow-ups due most overdue first, the one waiting longest being the one to do now (leads_next_step_idx); upcoming
   * calls soonest first (with both, the calls' order: a call is a fixed time).
   */
  page(db: Database, view: LeadListView, limit: number) {
    const conditions = filterConditions(view);
    if (view.status !== "all") conditions.push(eq(leads.status, view.status));
    const order = view.calls ? [asc(bookedCallAt), asc(leads.id)] : view.due ? [asc(leads.nextStepAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
    return db
      .select(adminLeadColumns)
      .from(leads)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset((view.page - 1) * limit);
  },
  /**
   * How many match the search and filters, how many of them have a follow-up due, and what their deals are worth,
   * per status and currency: one pass over the matching rows. The sum is text: bigint's sum is numeric, which
   * the two drivers hand back differently.
   */
  counts(db: Database, filter: LeadListFilter) {
    return db
      .select({
        status: leads.status,
        currency: leads.dealCurrency,
        n: count(),
        due: sql<number>`count(*) filter (where ${nextStepDue})`.mapWith(Number),
        calls: sql<number>`count(*) filter (where ${callUpcoming})`.mapWith(Number),
        valueMinor: sql<string | null>`sum(${leads.dealValueMinor})::text`,
      })
      .from(leads)
      .where(and(...filterConditions(filter)))
      .groupBy(leads.status, leads.dealCurrency);
  },
};

type GroupRow = { status: string; currency: string | null; n: number; due: number; calls: number; valueMinor: string | null };

function countsOf(rows: GroupRow[]): LeadStatusCounts {
  const counts = Object.fromEntries([["all", 0], ...LEAD_STATUSES.map((s) => [s, 0])]) as LeadStatusCounts;
  for (const row of rows) {
    counts[row.status as keyof LeadStatusCounts] += Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

const isPipelineStatus = (status: string): status is PipelineStatus => (PIPELINE_STATUSES as readonly string[]).includes(status);

/** The deal values per pipeline status and currency: statuses in pipeline order, then the larger sum first. */
function pipelineOf(rows: GroupRow[]): PipelineValue[] {
  const values = rows.flatMap(({ status, currency, valueMinor }) =>
    isPipelineStatus(status) && currency && valueMinor !== null ? [{ status, currency, valueMinor: Number(valueMinor) }] : [],
  );
  const rank = (status: PipelineStatus) => PIPELINE_STATUSES.indexOf(status);
  return values.sort((a, b) => rank(a.status) - rank(b.status) || b.valueMinor - a.valueMinor || a.currency.localeCompare(b.currency));
}

/**
 * One page of the list (leads of the view's status) and the counts per status for its search and filters.
 * @example const { leads, counts } = await listAdminLeads(db, { ...DEFAULT_LEAD_LIST_VIEW, q: "ana" }, 25);
 */
export async function listAdminLeads(
  db: Database,
  view: LeadListView,
  limit: number,
): Promise<{ leads: AdminLeadRow[]; total: number; counts: LeadStatusCounts; pipeline: PipelineValue[]; followUpsDue: number; callsUpcoming: number }> {
  const [rows, grouped] = await Promise.all([adminLeadStatements.page(db, view, limit), adminLeadStatements.counts(db, view)]);
  const counts = countsOf(grouped);
  const ofView = grouped.filter((row) => view.status === "all" || row.status === view.status);
  const followUpsDue = ofView.reduce((sum, row) => sum + row.due, 0);
  const callsUpcoming = ofView.reduce((sum, row) => sum + row.calls, 0);
  return { leads: rows, total: counts[view.status], counts, pipeline: pipelineOf(grouped), followUpsDue, callsUpcoming };
}

/** One lead as the list shows it, or undefined. */
export async function getAdminLead(db: Database, id: string): Promise<AdminLeadRow | undefined> {
  const [row] = await db.select(adminLeadColumns).from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export type ExportLeadRow = AdminLeadRow & { lastNote: string | null };

/**
 * Every lead of the view (its status included; paging ignored), newest first, with its newest note,
 * fetched in keyset batches so that no single query is unbounded.
 * @example for await (const batch of leadBatches(db, DEFAULT_LEAD_LIST_VIEW)) …
 */
export async function* leadBatches(db: Database, view: Omit<LeadListView, "page">, batchSize = 1000): AsyncGenerator<ExportLeadRow[]> {
  const lastNote = db.select({ body: leadNotes.body }).from(leadNotes).where(eq(leadNotes.leadId, leads.id)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)).limit(1);
  const conditions = filterConditions(view);
  if (view.status !== "all") conditions.push(eq(leads.status, view.status));
  // The cursor keeps created_at as PostgreSQL text: a JS Date would cut microseconds and skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await db
      .select({ ...adminLeadColumns, lastNote: sql<string | null>`(${lastNote})`, cursor: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(and(...conditions, keyset))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(({ cursor: _cursor, ...lead }) => lead);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

/** The most sources the filter offers: the busiest ones, should there ever be more. */
const MAX_SOURCES = 200;

/**
 * Every UTM source and referrer host of the leads that are not spam, lower case, A→Z: what the source filter offers.
 * @example await listLeadSources(db) // ["facebook", "google", "news.example.com"]
 */
export async function listLeadSources(db: Database): Promise<string[]> {
  const source = sql<string>`lower(unnest(array[${leads.utmSource}, ${leads.referrerHost}]))`;
  const named = db
    .select({ source: source.as("source") })
    .from(leads)
    .where(and(eq(leads.isSpam, false), or(sql`${leads.utmSource} <> ''`, sql`${leads.referrerHost} <> ''`)))
    .as("named");
  const rows = await db
    .select({ source: named.source, n: count() })
    .from(named)
    .where(sql`${named.source} <> ''`)
    .groupBy(named.source)
    .orderBy(desc(count()), asc(named.source))
    .limit(MAX_SOURCES);
  return rows.map((row) => row.source).sort();
}

export async function deleteLead(db: Database, id: string): Promise<boolean> {
  return (await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id })).length > 0;
}
