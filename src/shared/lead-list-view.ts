/**
 * The Leads list's view — search, status, business type, contact preference, plan of interest, source,
 * a range of days, follow-ups due, upcoming calls, spam and page — and its address form. The dashboard reads it from
 * /admin/dashboard?tab=leads&…, the island writes it back there and asks GET /api/admin/leads with the
 * same parameters (spam=1 in the address is includeSpam=true for the API, as it always was), so a reload,
 * Back and a shared link open the same rows. Read leniently here: an address is never an error page; the
 * API checks the same parameters strictly (src/shared/lead-schemas.ts). No zod: the island runs this.
 */
import { type BusinessType, businessTypes, type ContactPreference, contactPreferences } from "./lead-options.ts";
import { LEAD_STATUSES, SOURCE_FIELD_MAX } from "./lead-pipeline.ts";
import { PLAN_INTERESTS, type PlanInterest } from "./plan-interest.ts";

/** The longest search: a name, an address or a phone number, never a pasted page. */
export const LEAD_SEARCH_MAX_LENGTH = 200;
/** The highest page number asked for. */
export const LEAD_LIST_MAX_PAGE = 100_000;
/** The source filter's value for a lead that came with neither a UTM source nor a referrer (typed, or a bookmark). */
export const DIRECT_SOURCE = "(direct)";

export const LEAD_STATUS_FILTERS = ["all", ...LEAD_STATUSES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

/** The metrics' ranges, in days back from now. */
export const LEAD_METRIC_RANGES = [7, 30, 90] as const;
export type LeadMetricRange = (typeof LEAD_METRIC_RANGES)[number];
export const DEFAULT_LEAD_METRIC_RANGE: LeadMetricRange = 30;

export interface LeadListView {
  /** 1-based. */
  page: number;
  /** The search as typed (trimmed); "" for none. */
  q: string;
  status: LeadStatusFilter;
  type: BusinessType | null;
  contact: ContactPreference | null;
  /** A plan id, "none" for leads that named no plan, or null for any. */
  plan: PlanInterest | "none" | null;
  /** A UTM source or referrer host (matched either way, any case), DIRECT_SOURCE, or null for any. */
  source: string | null;
  /** yyyy-mm-dd bounds of the day received (UTC days, both included), or "". */
  from: string;
  to: string;
  /** Only leads whose next step is due (its time has come); `due=1` in the address and the API alike. */
  due: boolean;
  /** Only leads with a booked call still to come, soonest first; `calls=1` in the address and the API alike. */
  calls: boolean;
  /** Spam is left out unless this is on. */
  spam: boolean;
}

export const DEFAULT_LEAD_LIST_VIEW: LeadListView = {
  page: 1,
  q: "",
  status: "all",
  type: null,
  contact: null,
  plan: null,
  source: null,
  from: "",
  to: "",
  due: false,
  calls: false,
  spam: false,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as yyyy-mm-dd (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function oneOf<T extends string>(values: readonly T[], raw: string | null | undefined): T | null {
  return values.includes(raw as T) ? (raw as T) : null;
}

/** The search as the list uses it: trimmed, without NUL, at most LEAD_SEARCH_MAX_LENGTH characters. */
export function cleanLeadSearch(raw: string | null | undefined): string {
  return (raw ?? "").replaceAll("\u0000", "").trim().slice(0, LEAD_SEARCH_MAX_LENGTH).trim();
}

/** A source filter as the list uses it: trimmed, lower case (hosts and UTM values compare without case). */
export function cleanLeadSource(raw: string | null | undefined): string | null {
  const value = (raw ?? "").replaceAll("\u0000", "").trim().toLowerCase().slice(0, SOURCE_FIELD_MAX);
  return value === "" ? null : value;
}

export type LeadViewParam = keyof LeadListView;

/**
 * The view an address names; anything it cannot read is the default.
 * @example leadListViewOf((name) => new URLSearchParams(location.search).get(name))
 */
export function leadListViewOf(read: (name: LeadViewParam) => string | null | undefined): LeadListView {
  const page = Number.parseInt(read("page") ?? "", 10);
  const plan = read("plan");
  const day = (name: "from" | "to") => {
    const value = (read(name) ?? "").trim();
    return isDay(value) ? value : "";
  };
  let from = day("from");
  let to = day("to");
  // A range given backwards is the same range.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, LEAD_LIST_MAX_PAGE) : 1,
    q: cleanLeadSearch(read("q")),
    status: oneOf(LEAD_STATUS_FILTERS, read("status")) ?? "all",
    type: oneOf(businessTypes, read("type")),
    contact: oneOf(contactPreferences, read("contact")),
    plan: plan === "none" ? "none" : oneOf(PLAN_INTERESTS, plan),
    source: cleanLeadSource(read("source")),
    from,
    to,
    due: read("due") === "1",
    calls: read("calls") === "1",
    spam: read("spam") === "1",
  };
}

/** The filters as query parameters in a fixed order, defaults left out; the address's and the API's names alike. */
function filterParams(view: LeadListView): [string, string][] {
  const params: [string, string][] = [];
  if (view.q) params.push(["q", view.q]);
  if (view.status !== "all") params.push(["status", view.status]);
  if (view.type) params.push(["type", view.type]);
  if (view.contact) params.push(["contact", view.contact]);
  if (view.plan) params.push(["plan", view.plan]);
  if (view.source) params.push(["source", view.source]);
  if (view.from) params.push(["from", view.from]);
  if (view.to) params.push(["to", view.to]);
  if (view.due) params.push(["due", "1"]);
  if (view.calls) params.push(["calls", "1"]);
  return params;
}

/** The view in the dashboard's address (defaults left out, so the plain tab stays `?tab=leads`). */
export function leadListParams(view: LeadListView): [string, string][] {
  const params = filterParams(view);
  if (view.spam) params.push(["spam", "1"]);
  if (view.page > 1) params.push(["page", String(view.page)]);
  return params;
}

/** The view as GET /api/admin/leads (and, without page and limit, leads.csv) reads it. */
export function leadApiParams(view: LeadListView, paging?: { limit: number }): [string, string][] {
  const params: [string, string][] = paging
    ? [
        ["page", String(view.page)],
        ["limit", String(paging.limit)],
      ]
    : [];
  params.push(["includeSpam", String(view.spam)], ...filterParams(view));
  return params;
}

/** True when the view narrows the list beyond the spam switch (a search or a filter, status included). */
export function isLeadListFiltered(view: LeadListView): boolean {
  return filterParams(view).length > 0;
}
