/**
 * The Leads list's filters: the search (a moment after typing stops, or at once on Enter), the business type,
 * contact preference, plan of interest, source and day-range filters and the follow-ups due (with how many) — one GET
 * form on the tab's address, each change applied at once (data-live-filters), Apply without JavaScript — and the
 * status filter with its counts (links: each is an address of its own) over the deals' values per status. Wraps to
 * a two-column grid on a phone.
 */
import { CalendarClock, PhoneCall, X } from "lucide-react";
import type { ReactNode } from "react";
import type { LeadPage } from "../../shared/admin-api.ts";
import {
  DEFAULT_LEAD_LIST_VIEW,
  DEFAULT_LEAD_METRIC_RANGE,
  DIRECT_SOURCE,
  isLeadListFiltered,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_STATUS_FILTERS,
  type LeadListView,
  type LeadStatusFilter,
} from "../../shared/lead-list-view.ts";
import { businessTypeCopy, businessTypes, contactPreferenceCopy, contactPreferences } from "../../shared/lead-options.ts";
import { leadStatusLabels } from "../../shared/lead-pipeline.ts";
import { PLAN_INTERESTS, planInterestCopy } from "../../shared/plan-interest.ts";
import { FilterSelect, ListSearch, NoscriptApply, StatusLinks } from "../frame/list-filters.tsx";
import { LeadPipelineValues } from "./lead-pipeline-values.tsx";
import { statusDot } from "./shared/lead-status-look.tsx";
import { LEADS_PAGE, type LeadsAddress, leadsHref } from "./shared/leads-address.ts";

const controlClass = "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-800 shadow-xs hover:border-slate-400";

export interface LeadFiltersProps {
  address: LeadsAddress;
  /** The counts, deal values and follow-ups due of the view; null when reading them failed. */
  page: Pick<LeadPage, "counts" | "pipeline" | "followUpsDue" | "callsUpcoming"> | null;
  /** The sources leads came from, for the source filter. */
  sources: string[];
}

function DayInput({ label, name, value, min, max }: { label: string; name: string; value: string; min?: string; max?: string }) {
  return (
    <label className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
      <span className="shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</span>
      <input type="date" name={name} className={`${controlClass} px-2 sm:w-[9.5rem]`} defaultValue={value} min={min} max={max} />
    </label>
  );
}

/** A filter's choices from its values and their copy: [value, label] pairs. */
function labelled<Value extends string>(values: readonly Value[], copy: Record<Value, { label: string }>): [Value, string][] {
  return values.map((value) => [value, copy[value].label]);
}

const STATUS_LABELS: Record<LeadStatusFilter, string> = { all: "All", ...leadStatusLabels };

/**
 * A yes-or-no filter: a checkbox in the form (`name`=1), with how many of the view it would show — follow-ups due
 * (their count red while any), upcoming calls.
 */
function SwitchFilter({ name, on, count, label, icon, alert }: { name: "due" | "calls"; on: boolean; count: number | null; label: string; icon: ReactNode; alert: boolean }) {
  return (
    <label
      className={`inline-flex h-9 cursor-pointer select-none items-center gap-2 rounded-lg border px-2.5 text-sm font-medium shadow-xs ${on ? "border-brand-300 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"}`}
    >
      <input type="checkbox" name={name} value="1" defaultChecked={on} className="keyboard-focus h-4 w-4 accent-brand-600" />
      {icon}
      {label}
      {count === null ? null : (
        <span
          className={`rounded-full px-1.5 text-xs tabular-nums ${count > 0 ? (alert ? "bg-red-50 text-red-800" : "bg-brand-50 text-brand-800") : "bg-slate-100 text-slate-600"}`}
        >
          {count.toLocaleString("en-US")}
        </span>
      )}
    </label>
  );
}

export function LeadFilters({ address, page, sources }: LeadFiltersProps) {
  const counts = page?.counts ?? null;
  const { view } = address;
  const filtered = isLeadListFiltered(view);
  const withView = (change: Partial<LeadListView>) => leadsHref({ ...address, lead: null, view: { ...view, page: 1, ...change } });
  const knownSource = view.source === null || view.source === DIRECT_SOURCE || sources.includes(view.source);
  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <form method="get" action={LEADS_PAGE} aria-label="Search and filter leads" data-live-filters="" className="grid gap-2">
        {view.status !== "all" ? <input type="hidden" name="status" value={view.status} /> : null}
        {view.spam ? <input type="hidden" name="spam" value="1" /> : null}
        {address.days !== DEFAULT_LEAD_METRIC_RANGE ? <input type="hidden" name="days" value={address.days} /> : null}
        <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
          <ListSearch
            id="lead-search"
            label="Search leads"
            value={view.q}
            maxLength={LEAD_SEARCH_MAX_LENGTH}
            placeholder="Search name, e-mail, phone or business…"
            clearHref={withView({ q: "" })}
          />
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
            <FilterSelect wide label="Business type" name="type" value={view.type ?? ""} any="All businesses" choices={labelled(businessTypes, businessTypeCopy)} />
            <FilterSelect
              wide
              label="Contact preference"
              name="contact"
              value={view.contact ?? ""}
              any="Call or e-mail"
              choices={labelled(contactPreferences, contactPreferenceCopy)}
            />
            <FilterSelect wide label="Plan of interest" name="plan" value={view.plan ?? ""} any="Any plan" choices={labelled(PLAN_INTERESTS, planInterestCopy)}>
              <option value="none">No plan named</option>
            </FilterSelect>
            <FilterSelect wide label="Source" name="source" value={view.source ?? ""} any="Any source" choices={sources.map((source) => [source, source])}>
              {knownSource ? null : <option value={view.source ?? ""}>{view.source}</option>}
              <option value={DIRECT_SOURCE}>Direct (no source)</option>
            </FilterSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <fieldset className="m-0 grid grid-cols-2 gap-2 border-0 p-0 sm:flex sm:items-center">
            <legend className="sr-only">Received between (UTC days)</legend>
            <DayInput label="Received from" name="from" value={view.from} max={view.to || undefined} />
            <DayInput label="To" name="to" value={view.to} min={view.from || undefined} />
          </fieldset>
          <SwitchFilter name="due" on={view.due} count={page ? page.followUpsDue : null} label="Follow-up due" icon={<CalendarClock aria-hidden="true" size={14} />} alert />
          <SwitchFilter
            name="calls"
            on={view.calls}
            count={page ? page.callsUpcoming : null}
            label="Upcoming calls"
            icon={<PhoneCall aria-hidden="true" size={14} />}
            alert={false}
          />
          {filtered ? (
            <a
              href={leadsHref({ ...address, lead: null, view: { ...DEFAULT_LEAD_LIST_VIEW, spam: view.spam } })}
              className="keyboard-focus inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-brand-700 no-underline hover:bg-brand-50"
            >
              <X aria-hidden="true" size={14} />
              Clear filters
            </a>
          ) : null}
          <NoscriptApply />
        </div>
      </form>
      <StatusLinks
        label="Lead status"
        current={view.status}
        links={LEAD_STATUS_FILTERS.map((status) => ({
          id: status,
          label: STATUS_LABELS[status],
          href: withView({ status }),
          count: counts ? counts[status] : null,
          ...(status === "all" ? {} : { dot: statusDot[status] }),
        }))}
      />
      {page ? <LeadPipelineValues pipeline={page.pipeline} /> : null}
    </div>
  );
}
