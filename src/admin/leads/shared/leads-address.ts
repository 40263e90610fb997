/**
 * The Leads tab's address (/admin/leads): the list's view, the promise's range (days) and the lead whose detail is
 * open, read leniently (a value that makes no sense falls back to its default) and written with the defaults left
 * out, so each view has one address. Shared: the page reads and writes it, the island writes the open lead into it.
 */
import {
  DEFAULT_LEAD_METRIC_RANGE,
  LEAD_METRIC_RANGES,
  type LeadListView,
  type LeadMetricRange,
  leadApiParams,
  leadListParams,
  leadListViewOf,
} from "../../../shared/lead-list-view.ts";

export const LEADS_PAGE = "/admin/leads";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadsAddress {
  view: LeadListView;
  days: LeadMetricRange;
  /** The lead whose detail is open, or null. */
  lead: string | null;
}

/** @example leadsAddressOf(new URL(location.href).searchParams) */
export function leadsAddressOf(params: URLSearchParams): LeadsAddress {
  const lead = params.get("lead");
  return {
    view: leadListViewOf((name) => params.get(name)),
    days: LEAD_METRIC_RANGES.find((d) => String(d) === params.get("days")) ?? DEFAULT_LEAD_METRIC_RANGE,
    lead: lead && UUID.test(lead) ? lead.toLowerCase() : null,
  };
}

/** @example leadsHref({ view, days: 7, lead: null }) // "/admin/leads?status=new&days=7" */
export function leadsHref({ view, days, lead }: LeadsAddress): string {
  const params = new URLSearchParams(leadListParams(view));
  if (days !== DEFAULT_LEAD_METRIC_RANGE) params.set("days", String(days));
  if (lead) params.set("lead", lead);
  return params.size > 0 ? `${LEADS_PAGE}?${params}` : LEADS_PAGE;
}

/** The CSV export of everything the view shows (its status included, every page). */
export function leadsCsvHref(view: LeadListView): string {
  return `/api/admin/leads.csv?${new URLSearchParams(leadApiParams(view))}`;
}
