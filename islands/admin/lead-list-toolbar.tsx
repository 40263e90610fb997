/**
 * The Leads list's toolbar: the search (a moment after typing stops, or at once on Enter), the business
 * type, contact preference, plan of interest, source and day-range filters, and the status filter with
 * its counts (links: each is an address of its own). A GET form on the dashboard's own address, so Enter
 * works before the island is live. Wraps to a two-column grid on a phone.
 */
import { Search, X } from "lucide-react";
import type { ChangeEvent, MouseEvent, ReactNode } from "react";
import { buttonClass } from "../../src/admin/frame/shared/ui.tsx";
import type { LeadStatusCounts } from "../../src/shared/admin-api.ts";
import { DIRECT_SOURCE, LEAD_SEARCH_MAX_LENGTH, LEAD_STATUS_FILTERS, type LeadListView, type LeadStatusFilter } from "../../src/shared/lead-list-view.ts";
import { businessTypeCopy, businessTypes, contactPreferenceCopy, contactPreferences } from "../../src/shared/lead-options.ts";
import { leadStatusLabels } from "../../src/shared/lead-pipeline.ts";
import { PLAN_INTERESTS, planInterestCopy } from "../../src/shared/plan-interest.ts";
import { statusDot } from "./lead-status.tsx";
import { useHydrated } from "./table-dates.ts";

const controlClass = "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-800 shadow-xs hover:border-slate-400";
const selectClass = `${controlClass} pl-2.5 pr-8 sm:w-auto sm:max-w-[12rem]`;

export interface LeadListToolbarProps {
  view: LeadListView;
  /** The search box's text (it runs ahead of the view while typing). */
  searchText: string;
  counts: LeadStatusCounts | null;
  /** The sources leads came from, for the source filter. */
  sources: string[];
  /** The address a status link opens (also its href, for a new tab). */
  statusHref: (status: LeadStatusFilter) => string;
  onSearchText: (text: string) => void;
  /** Enter, or the clear button (""): apply the search now. */
  onSearchSubmit: (text: string) => void;
  onChange: (change: Partial<LeadListView>) => void;
  /** The whole view back to its defaults (the spam switch kept). */
  onClear: () => void;
  filtered: boolean;
}

function FilterSelect({ label, name, value, onChange, children }: { label: string; name: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="min-w-0">
      <span className="sr-only">{label}</span>
      <select name={name} className={selectClass} value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}

function DayInput({ label, name, value, min, max, onChange }: { label: string; name: string; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  return (
    <label className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
      <span className="shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</span>
      <input type="date" name={name} className={`${controlClass} px-2 sm:w-[9.5rem]`} value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

const STATUS_LABELS: Record<LeadStatusFilter, string> = { all: "All", ...leadStatusLabels };

export function LeadListToolbar({ view, searchText, counts, sources, statusHref, onSearchText, onSearchSubmit, onChange, onClear, filtered }: LeadListToolbarProps) {
  const followLink = (status: LeadStatusFilter) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the address in a new tab, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onChange({ status });
  };
  const live = useHydrated();
  const knownSource = view.source === null || view.source === DIRECT_SOURCE || sources.includes(view.source);
  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <form
        method="get"
        action="/admin/dashboard"
        aria-label="Search and filter leads"
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit(searchText);
        }}
      >
        <input type="hidden" name="tab" value="leads" />
        <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
          <div className="relative min-w-0 flex-1">
            <Search aria-hidden="true" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
            <label htmlFor="lead-search" className="sr-only">
              Search leads
            </label>
            <input
              id="lead-search"
              type="search"
              name="q"
              value={searchText}
              maxLength={LEAD_SEARCH_MAX_LENGTH}
              placeholder="Search name, e-mail, phone or business…"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onSearchText(e.target.value)}
              className={`${controlClass} pl-9 pr-9 text-slate-900 placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden`}
            />
            {searchText ? (
              <button
                type="button"
                aria-label="Clear search"
                title="Clear search"
                onClick={() => onSearchSubmit("")}
                className="keyboard-focus absolute right-1 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" size={14} />
              </button>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
            <FilterSelect label="Business type" name="type" value={view.type ?? ""} onChange={(v) => onChange({ type: (v || null) as LeadListView["type"] })}>
              <option value="">All businesses</option>
              {businessTypes.map((type) => (
                <option key={type} value={type}>
                  {businessTypeCopy[type].label}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Contact preference" name="contact" value={view.contact ?? ""} onChange={(v) => onChange({ contact: (v || null) as LeadListView["contact"] })}>
              <option value="">Call or e-mail</option>
              {contactPreferences.map((pref) => (
                <option key={pref} value={pref}>
                  {contactPreferenceCopy[pref].label}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Plan of interest" name="plan" value={view.plan ?? ""} onChange={(v) => onChange({ plan: (v || null) as LeadListView["plan"] })}>
              <option value="">Any plan</option>
              {PLAN_INTERESTS.map((plan) => (
                <option key={plan} value={plan}>
                  {planInterestCopy[plan].label}
                </option>
              ))}
              <option value="none">No plan named</option>
            </FilterSelect>
            <FilterSelect label="Source" name="source" value={view.source ?? ""} onChange={(v) => onChange({ source: v || null })}>
              <option value="">Any source</option>
              {sources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
              {knownSource ? null : <option value={view.source ?? ""}>{view.source}</option>}
              <option value={DIRECT_SOURCE}>Direct (no source)</option>
            </FilterSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <fieldset className="m-0 grid grid-cols-2 gap-2 border-0 p-0 sm:flex sm:items-center">
            <legend className="sr-only">Received between (UTC days)</legend>
            <DayInput label="Received from" name="from" value={view.from} max={view.to || undefined} onChange={(from) => onChange({ from })} />
            <DayInput label="To" name="to" value={view.to} min={view.from || undefined} onChange={(to) => onChange({ to })} />
          </fieldset>
          {filtered ? (
            <button
              type="button"
              onClick={onClear}
              className="keyboard-focus inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <X aria-hidden="true" size={14} />
              Clear filters
            </button>
          ) : null}
          {/* Until the island runs, the form reloads the tab filtered: Enter in the search, or Apply. */}
          {live ? null : (
            <button type="submit" className={`${buttonClass.secondary} h-9`}>
              Apply
            </button>
          )}
        </div>
      </form>
      <nav aria-label="Lead status" className="-mx-1 overflow-x-auto">
        <ul className="m-0 flex list-none gap-1 p-0 px-1">
          {LEAD_STATUS_FILTERS.map((status) => {
            const active = view.status === status;
            return (
              <li key={status}>
                <a
                  href={statusHref(status)}
                  aria-current={active ? "page" : undefined}
                  onClick={followLink(status)}
                  className={`keyboard-focus inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-sm font-medium no-underline transition-colors duration-150 motion-reduce:transition-none ${
                    active ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  }`}
                >
                  {status === "all" ? null : <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${statusDot[status]}`} />}
                  {STATUS_LABELS[status]}
                  <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-600"}`}>
                    {counts ? counts[status].toLocaleString("en-US") : "…"}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
