/**
 * The Leads tab as the server renders it, the owner's pipeline: the 24-hour promise over 7, 30 or 90 days at the
 * top, then the leads newest first — who and their business, when (date and time of day), how to reach them,
 * their status (a select: changed right here, sent once the choice settles) with a New lead's age against the
 * promise and the next step when one is set, their plan of interest, answers and source — searched, filtered
 * (status with counts and deal values, business type, contact preference, plan, source, days received, follow-ups
 * due, most overdue first; upcoming calls, soonest first), a call booked in the funnel in the owner's zone, spam hidden unless asked, 25 a page, exported as CSV as
 * filtered, deleted with the confirm pattern. Everything chosen is in the address; filters, pager, range and the
 * spam switch swap the region and push the address. A lead's detail opens in a dialog (the lead-actions island);
 * below md each row is a card with tap-to-call and e-mail links.
 */
import { Download, Mail, PanelRightOpen, Phone, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminLead } from "../../shared/admin-api.ts";
import { type LeadsTab, sourceText } from "../../shared/lead-admin.ts";
import { DEFAULT_LEAD_LIST_VIEW, isLeadListFiltered } from "../../shared/lead-list-view.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, painPointCopy } from "../../shared/lead-options.ts";
import { planInterestCopy } from "../../shared/plan-interest.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { NumberedPager } from "../frame/shared/numbered-pager.tsx";
import { Badge, buttonClass, IconButton, PanelToolbar } from "../frame/shared/ui.tsx";
import { LeadFilters } from "./lead-filters.tsx";
import { LeadNextStep } from "./lead-next-step.tsx";
import { LeadPromisePanel } from "./lead-promise-panel.tsx";
import { LeadCall } from "./shared/lead-call.tsx";
import { EXPORT_LINK_ID } from "./shared/lead-ids.ts";
import { PromisePill, STATUS_SELECT_CLASS, StatusOptions, StatusSelectFrame } from "./shared/lead-status-look.tsx";
import { type LeadsAddress, leadsCsvHref, leadsHref } from "./shared/leads-address.ts";

export interface LeadListData {
  address: LeadsAddress;
  /** undefined when reading it failed: the list says so, with Retry. */
  tab: LeadsTab | undefined;
}

const SKELETON_ROWS = 2;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** On a phone a contact link is a button-sized target (44 px tall); in the table, a dense text link. */
const contactLink =
  "keyboard-focus inline-flex w-fit max-w-full items-center gap-1.5 rounded no-underline hover:underline max-md:h-11 max-md:rounded-lg max-md:border max-md:border-slate-300 max-md:bg-white max-md:px-3 max-md:font-medium max-md:text-slate-800 max-md:shadow-xs max-md:hover:no-underline";

export const leadName = (lead: Pick<AdminLead, "firstName" | "lastName">) => `${lead.firstName} ${lead.lastName}`.trim();

/** What a row's buttons carry for the island: enough to move the lead or name it in a confirm. */
const itemOf = (lead: AdminLead) => JSON.stringify({ id: lead.id, name: leadName(lead), email: lead.email, status: lead.status });
/** Open carries the whole row: the detail shows it at once (its status select focused) while the rest loads. */
const openItemOf = (lead: AdminLead) => JSON.stringify({ ...lead, name: leadName(lead) });

/** The list's status select: a plain select the page script sends once the choice settles (settling-selects.ts). */
function StatusSelect({ lead }: { lead: AdminLead }) {
  return (
    <StatusSelectFrame status={lead.status}>
      <select
        aria-label={`Status of ${leadName(lead)}`}
        defaultValue={lead.status}
        data-admin-settle-action="status"
        data-admin-item={itemOf(lead)}
        className={STATUS_SELECT_CLASS}
      >
        <StatusOptions />
      </select>
    </StatusSelectFrame>
  );
}

function columnsAt(now: number, callZone: string): Column<AdminLead>[] {
  return [
    {
      header: "Lead",
      className: "min-w-[11rem] max-w-[16rem]",
      cell: (lead) => (
        <span className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              data-admin-action="open"
              data-admin-item={openItemOf(lead)}
              className="keyboard-focus rounded text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {leadName(lead)}
            </button>
            {lead.isSpam ? <Badge tone="red">Spam</Badge> : null}
            {lead.isRepeat ? <Badge tone="blue">Repeat</Badge> : null}
          </span>
          {lead.businessName ? <span className="truncate text-xs text-slate-500 max-md:text-sm">{lead.businessName}</span> : null}
        </span>
      ),
    },
    {
      header: "Received",
      className: "whitespace-nowrap tabular-nums",
      cell: (lead) => (
        <span className="grid md:gap-0.5 max-md:flex max-md:gap-1">
          <LocalDate value={lead.createdAt} />
          <span className="text-xs text-slate-500 max-md:text-sm max-md:text-slate-700">
            <LocalDate value={lead.createdAt} style="time" />
          </span>
        </span>
      ),
    },
    {
      header: "Contact",
      className: "w-[14.5rem] max-w-[14.5rem] max-md:!w-auto max-md:!block max-md:!max-w-none max-md:before:mb-1.5 max-md:before:block",
      cell: (lead) => (
        <span className="grid w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-0.5 max-md:flex max-md:flex-wrap max-md:gap-2">
          <a href={`mailto:${lead.email}`} className={`${contactLink} text-brand-700`} aria-label={`E-mail ${lead.email}`} title={lead.email}>
            <Mail aria-hidden="true" size={14} className="shrink-0 md:hidden" />
            <span className="truncate">{lead.email}</span>
          </a>
          {lead.phone ? (
            <a href={telHref(lead.phone)} className={`${contactLink} whitespace-nowrap text-slate-600 hover:text-slate-900`} aria-label={`Call ${lead.phone}`}>
              <Phone aria-hidden="true" size={14} className="shrink-0 md:hidden" />
              {lead.phone}
            </a>
          ) : (
            <span className="text-slate-500 max-md:self-center">No phone</span>
          )}
          <span className="text-xs text-slate-500 max-md:basis-full max-md:text-sm">
            Prefers: <span className="text-slate-700">{contactPreferenceCopy[lead.contactPreference]?.label ?? lead.contactPreference}</span>
          </span>
        </span>
      ),
    },
    {
      header: "Status",
      className: "whitespace-nowrap",
      cell: (lead) => (
        <span className="flex flex-col items-start gap-1 max-md:flex-row max-md:flex-wrap max-md:items-center max-md:gap-2">
          <StatusSelect lead={lead} />
          {lead.status === "new" ? <PromisePill createdAt={lead.createdAt} now={now} /> : null}
          <LeadCall callAt={lead.callAt} zone={callZone} now={now} />
          <LeadNextStep lead={lead} now={now} />
        </span>
      ),
    },
    {
      header: "Interest",
      className: "min-w-[8rem]",
      cell: (lead) =>
        lead.planInterest ? (
          <span className="font-medium text-slate-800">{planInterestCopy[lead.planInterest]?.label ?? lead.planInterest}</span>
        ) : lead.recommendedPlan ? (
          <span className="text-slate-600">
            {planInterestCopy[lead.recommendedPlan]?.label ?? lead.recommendedPlan} <span className="text-xs text-slate-500">(recommended)</span>
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      header: "Answers",
      className: "min-w-[8rem] max-md:!hidden",
      cell: (lead) => (
        <span className="grid text-xs leading-5 text-slate-600">
          <span className="text-sm text-slate-800">{businessTypeCopy[lead.businessType]?.label ?? lead.businessType}</span>
          <span>{painPointCopy[lead.painPoint]?.label ?? lead.painPoint}</span>
          <span>{goalCopy[lead.goals]?.label ?? lead.goals}</span>
        </span>
      ),
    },
    {
      header: "Source",
      className: "max-w-[9rem] max-md:!hidden",
      cell: (lead) => <span className="block truncate text-slate-600">{sourceText(lead)}</span>,
    },
    actionsColumn((lead) => (
      <>
        <IconButton label={`Open ${leadName(lead)}`} data-admin-action="open" data-admin-item={openItemOf(lead)}>
          <PanelRightOpen aria-hidden="true" size={16} />
        </IconButton>
        <IconButton label={`Delete lead from ${leadName(lead)}`} tone="danger" data-admin-action="delete" data-admin-item={itemOf(lead)}>
          <Trash2 aria-hidden="true" size={16} />
        </IconButton>
      </>
    )),
  ];
}

const clearClass = "keyboard-focus mt-3 inline-block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 no-underline hover:bg-brand-50";

function EmptyState({ address }: { address: LeadsAddress }): ReactNode {
  const { view } = address;
  if (!isLeadListFiltered(view)) return view.spam ? "No leads yet." : "No leads yet (spam is hidden).";
  return (
    <>
      <p className="m-0 text-slate-700">
        {view.q ? (
          <>
            No leads match “<span className="font-medium text-slate-900">{view.q}</span>”{isLeadListFiltered({ ...view, q: "" }) ? " with these filters" : ""}.
          </>
        ) : (
          "No leads match these filters."
        )}
      </p>
      <a href={leadsHref({ ...address, lead: null, view: { ...DEFAULT_LEAD_LIST_VIEW, spam: view.spam } })} className={clearClass}>
        Clear search and filters
      </a>
    </>
  );
}

/** Show spam: a switch that is a link to the same view with spam shown or hidden. */
function SpamSwitch({ address }: { address: LeadsAddress }) {
  const on = address.view.spam;
  return (
    <a
      href={leadsHref({ ...address, lead: null, view: { ...address.view, spam: !on, page: 1 } })}
      role="switch"
      aria-checked={on}
      className="keyboard-focus inline-flex h-10 select-none items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 no-underline hover:bg-slate-50"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors duration-150 motion-reduce:transition-none ${on ? "bg-brand-600" : "bg-slate-300"}`}
      >
        <span
          className={`absolute left-0.5 top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform duration-150 motion-reduce:transition-none ${on ? "translate-x-4" : ""}`}
        />
      </span>
      Show spam
    </a>
  );
}

export function LeadList({ data }: { data: LeadListData }) {
  const { address, tab } = data;
  const { view } = address;
  const page = tab?.page;
  const total = page?.total ?? 0;
  const filtered = isLeadListFiltered(view);
  // The address without the open lead: the region re-reads it, and its links lead to views, not to a lead.
  const here = leadsHref({ ...address, lead: null });
  const now = tab ? Date.parse(tab.readAt) : Date.now();
  return (
    // One column that never grows past the screen: a wide table scrolls inside its card instead.
    <div {...listRegionAttributes(here)} className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-5">
      <LeadPromisePanel
        className="max-md:order-last"
        metrics={tab?.metrics ?? null}
        days={address.days}
        rangeHref={(days) => leadsHref({ ...address, lead: null, days })}
        retryHref={here}
      />
      <section aria-labelledby="leads-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar
          title="Leads"
          headingId="leads-heading"
          summary={
            page
              ? `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}${filtered ? " match" : ""}${view.spam ? ", spam included" : ""} · ${view.calls ? "soonest call first" : view.due ? "most overdue first" : "newest first"}`
              : undefined
          }
        >
          <SpamSwitch address={address} />
          <a id={EXPORT_LINK_ID} href={leadsCsvHref(view)} download className={buttonClass.secondary}>
            <Download aria-hidden="true" size={16} />
            Export CSV
          </a>
        </PanelToolbar>
        <LeadFilters address={address} page={page ?? null} sources={tab?.sources ?? []} />
        <DataTable
          label="Leads"
          columns={columnsAt(now, tab?.callZone ?? "UTC")}
          rows={page?.leads ?? null}
          rowKey={(lead) => lead.id}
          loading={false}
          skeletonRows={SKELETON_ROWS}
          empty={<EmptyState address={address} />}
          error={tab ? null : "Couldn't load the leads. Check your connection and try again."}
          retryHref={here}
        />
        {page && total > 0 ? (
          <NumberedPager label="Leads pages" page={view.page} limit={page.limit} total={total} hrefOf={(n) => leadsHref({ ...address, lead: null, view: { ...view, page: n } })} />
        ) : null}
      </section>
    </div>
  );
}
