/**
 * The Leads tab, the owner's pipeline: the 24-hour promise over 7, 30 or 90 days at the top, then the
 * leads newest first — who and their business, when (date and time of day), how to reach them, their
 * status (changed right here) with a New lead's age against the promise, their plan of interest, answers
 * and source — searched, filtered (status with counts, business type, contact preference, plan, source,
 * days received), spam hidden unless asked, 25 a page, exported as CSV as filtered, deleted with the
 * confirm pattern. Everything chosen is in the address (lead-list-state.ts), so reload, Back and a shared
 * link open the same view; the server renders the first paint. A lead's detail opens in a dialog fetched
 * when first wanted; below md each row is a card with tap-to-call and e-mail links.
 */
import { Download, Mail, PanelRightOpen, Phone, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type Column, DataTable, RowActions } from "../src/admin/frame/shared/data-table.tsx";
import { NumberedPager } from "../src/admin/frame/shared/numbered-pager.tsx";
import { Badge, buttonClass, IconButton, PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import type { AdminLead, LeadPage } from "../src/shared/admin-api.ts";
import { type LeadMetrics, type LeadsTab, sourceText } from "../src/shared/lead-admin.ts";
import { cleanLeadSearch, DEFAULT_LEAD_LIST_VIEW, isLeadListFiltered, type LeadListView, type LeadMetricRange } from "../src/shared/lead-list-view.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, painPointCopy } from "../src/shared/lead-options.ts";
import type { LeadStatus } from "../src/shared/lead-pipeline.ts";
import { planInterestCopy } from "../src/shared/plan-interest.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { leadName, moveLead } from "./admin/lead-actions.ts";
import { addressOf, csvPathOf, type HistoryMode, type LeadsAddress, metricsPathOf, pagePathOf, useKeptRead, useLeadClock, useLeadsAddress } from "./admin/lead-list-state.ts";
import { LeadListToolbar } from "./admin/lead-list-toolbar.tsx";
import { LeadPromisePanel } from "./admin/lead-promise-panel.tsx";
import { LeadStatusSelect, PromisePill } from "./admin/lead-status.tsx";
import { entityText } from "./admin/messages.ts";
import { ReloadError } from "./admin/reload-error.tsx";
import { SEARCH_DELAY_MS } from "./admin/searched-list.tsx";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { island } from "./lib/island.tsx";

export interface AdminLeadsProps {
  /** The search, filters and page the address names, as the server read them. */
  view: LeadListView;
  /** The promise's range in days. */
  days: LeadMetricRange;
  /** The lead whose detail the address opens, if any. */
  lead: string | null;
  /** That page, the sources and the promise's numbers as the server read them; absent when that failed (then fetched here). */
  initial?: LeadsTab;
}

const SKELETON_ROWS = 2;
const text = entityText.lead;
const detailDialog = lazyDialog(() => import("./admin/lead-detail-dialog.tsx"));

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** On a phone a contact link is a button-sized target (44 px tall); in the table, a dense text link. */
const contactLink =
  "keyboard-focus inline-flex w-fit max-w-full items-center gap-1.5 rounded no-underline hover:underline max-md:h-11 max-md:rounded-lg max-md:border max-md:border-slate-300 max-md:bg-white max-md:px-3 max-md:font-medium max-md:text-slate-800 max-md:shadow-xs max-md:hover:no-underline";

function AdminLeads({ view: initialView, days: initialDays, lead: initialLead, initial }: AdminLeadsProps) {
  const [searchText, setSearchText] = useState(initialView.q);
  const [open, setOpen] = useState<{ id: string; summary: AdminLead | null } | null>(null);
  const { address, navigate } = useLeadsAddress({ view: initialView, days: initialDays, lead: initialLead }, (fromAddress) => {
    setSearchText(fromAddress.view.q);
    const id = fromAddress.lead;
    if (!id) setOpen(null);
    else void detailDialog.open().then((loaded) => loaded && setOpen((current) => (current?.id === id ? current : { id, summary: null })));
  });
  const { view, days } = address;
  const list = useKeptRead<LeadPage>(pagePathOf(view), "leads", initial?.page);
  const metrics = useKeptRead<LeadMetrics>(metricsPathOf(days), "promise's numbers", initial?.metrics);
  const dates = useTableDates();
  const now = useLeadClock(initial?.readAt);
  const [deleting, setDeleting] = useState<AdminLead | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const exportLink = useRef<HTMLAnchorElement>(null);
  /** True while the current history entry is a search being typed: the next pause replaces it. */
  const typingEntry = useRef(false);
  const addressRef = useRef(address);
  addressRef.current = address;

  const data = list.data;
  const sources = initial?.sources ?? [];

  function go(change: Partial<LeadListView>, mode: HistoryMode = "push") {
    // Any change but a page turn starts again from the first page.
    if (mode === "push") typingEntry.current = false;
    const next = { ...view, page: 1, ...change };
    // A range typed backwards is the same range (the API would refuse it).
    if (next.from && next.to && next.from > next.to) [next.from, next.to] = [next.to, next.from];
    navigate({ ...address, view: next }, mode);
  }

  function runSearch(textNow: string, { typing }: { typing: boolean }) {
    const q = cleanLeadSearch(textNow);
    if (q === view.q) return;
    // The first pause of a search adds an entry; later pauses while typing replace it.
    go({ q }, typing && typingEntry.current ? "replace" : "push");
    typingEntry.current = typing;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text settles; runSearch reads the view of that render
  useEffect(() => {
    if (cleanLeadSearch(searchText) === view.q) return;
    const timer = setTimeout(() => runSearch(searchText, { typing: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // A page past the end (after deletes, or an old link) moves back to the last one.
  useEffect(() => {
    if (!data || list.loading || data.total === 0) return;
    const pages = Math.ceil(data.total / data.limit);
    if (view.page > pages) navigate({ ...address, view: { ...view, page: pages } }, "replace");
  }, [data, list.loading, view, address, navigate]);

  // The lead the address names opens once the island runs (its code is fetched then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    if (initialLead) void openDetail(initialLead, null);
  }, []);

  async function openDetail(id: string, summary: AdminLead | null) {
    if (!(await detailDialog.open())) return;
    setOpen({ id, summary });
    navigate({ ...addressRef.current, lead: id }, "replace");
  }

  function closeDetail() {
    setOpen(null);
    navigate({ ...addressRef.current, lead: null }, "replace");
  }

  async function reloadAll() {
    await Promise.all([list.reload(), metrics.reload()]);
  }

  async function changeStatus(lead: AdminLead, to: LeadStatus) {
    if (to === lead.status) return;
    setMoving(lead.id);
    const result = await moveLead(lead, to);
    // The select shows the choice until the list read after it says where the lead is.
    if (result !== null) await reloadAll();
    setMoving(null);
  }

  const columns: Column<AdminLead>[] = [
    {
      header: "Lead",
      className: "min-w-[11rem] max-w-[16rem]",
      cell: (lead) => (
        <span className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              onPointerEnter={detailDialog.preload}
              onFocus={detailDialog.preload}
              onClick={() => void openDetail(lead.id, lead)}
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
      cell: (lead) => {
        const when = dates.dateTime(lead.createdAt);
        const cut = when.lastIndexOf(", ");
        return (
          <time dateTime={lead.createdAt} className="grid md:gap-0.5 max-md:flex max-md:gap-1">
            <span>{cut > 0 ? when.slice(0, cut) : when}</span>
            {cut > 0 ? <span className="text-xs text-slate-500 max-md:text-sm max-md:text-slate-700">{when.slice(cut + 2)}</span> : null}
          </time>
        );
      },
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
          <LeadStatusSelect status={lead.status} label={`Status of ${leadName(lead)}`} pending={moving === lead.id} onChange={(to) => void changeStatus(lead, to)} />
          {lead.status === "new" ? <PromisePill createdAt={lead.createdAt} now={now} /> : null}
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
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (lead) => (
        <RowActions>
          <IconButton label={`Open ${leadName(lead)}`} onPointerEnter={detailDialog.preload} onFocus={detailDialog.preload} onClick={() => void openDetail(lead.id, lead)}>
            <PanelRightOpen aria-hidden="true" size={16} />
          </IconButton>
          <IconButton label={`Delete lead from ${leadName(lead)}`} tone="danger" onClick={() => setDeleting(lead)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  const filtered = isLeadListFiltered(view);
  const clearButton = "keyboard-focus mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  const clearAll = () => {
    setSearchText("");
    go({ ...DEFAULT_LEAD_LIST_VIEW, spam: view.spam });
  };
  const empty = filtered ? (
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
      <button type="button" className={clearButton} onClick={clearAll}>
        Clear search and filters
      </button>
    </>
  ) : view.spam ? (
    "No leads yet."
  ) : (
    "No leads yet (spam is hidden)."
  );

  const total = data?.total ?? 0;
  const summary = data
    ? `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}${filtered ? " match" : ""}${view.spam ? ", spam included" : ""} · newest first`
    : "Loading…";
  const stale = list.loading && data !== null;
  const Detail = detailDialog.loaded()?.LeadDetailDialog;
  const withView = (change: Partial<LeadsAddress>) => addressOf({ ...address, lead: null, ...change });

  return (
    // One column that never grows past the screen: a wide table scrolls inside its card instead.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-5">
      <LeadPromisePanel
        className="max-md:order-last"
        metrics={metrics.data}
        days={days}
        loading={metrics.loading}
        error={metrics.error}
        onRetry={() => void metrics.reload()}
        rangeHref={(d) => withView({ days: d })}
        onRange={(d) => navigate({ ...address, days: d }, "push")}
      />
      <section aria-labelledby="leads-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar title="Leads" headingId="leads-heading" summary={summary}>
          <button
            type="button"
            role="switch"
            aria-checked={view.spam}
            onClick={() => go({ spam: !view.spam })}
            className="keyboard-focus inline-flex h-10 select-none items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <span
              aria-hidden="true"
              className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors duration-150 motion-reduce:transition-none ${view.spam ? "bg-brand-600" : "bg-slate-300"}`}
            >
              <span
                className={`absolute left-0.5 top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform duration-150 motion-reduce:transition-none ${view.spam ? "translate-x-4" : ""}`}
              />
            </span>
            Show spam
          </button>
          <a ref={exportLink} href={csvPathOf(view)} download className={buttonClass.secondary}>
            <Download aria-hidden="true" size={16} />
            Export CSV
          </a>
        </PanelToolbar>
        <LeadListToolbar
          view={view}
          searchText={searchText}
          counts={data?.counts ?? null}
          sources={sources}
          statusHref={(status) => withView({ view: { ...view, status, page: 1 } })}
          onSearchText={setSearchText}
          onSearchSubmit={(textNow) => {
            setSearchText(textNow);
            runSearch(textNow, { typing: false });
          }}
          onChange={(change) => go(change)}
          onClear={clearAll}
          filtered={filtered}
        />
        <ReloadError list={list} />
        <div className={`transition-opacity duration-150 motion-reduce:transition-none ${stale ? "opacity-60" : ""}`}>
          <DataTable
            label="Leads"
            columns={columns}
            rows={data?.leads ?? null}
            rowKey={(lead) => lead.id}
            loading={list.loading}
            skeletonRows={SKELETON_ROWS}
            empty={empty}
            error={list.error}
            onRetry={() => void list.reload()}
          />
        </div>
        {data && total > 0 ? (
          <NumberedPager
            label="Leads pages"
            page={view.page}
            limit={data.limit}
            total={total}
            hrefOf={(page) => withView({ view: { ...view, page } })}
            onPage={(page) => navigate({ ...address, view: { ...view, page } }, "push")}
          />
        ) : null}
      </section>
      {open && Detail ? (
        <Detail
          key={open.id}
          leadId={open.id}
          summary={open.summary}
          onClose={closeDetail}
          onChanged={() => void reloadAll()}
          onDelete={(lead) => setDeleting(lead)}
          fallbackFocus={exportLink}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={`${leadName(deleting)} <${deleting.email}>`}
          fallbackFocus={exportLink}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const done = await runAction({ method: "DELETE", path: `/api/admin/leads/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: list.reload });
            if (done) {
              if (open?.id === deleting.id) closeDetail();
              void metrics.reload();
            }
          }}
        />
      ) : null}
    </div>
  );
}

export default island("admin-leads", AdminLeads, { on: "load" });
