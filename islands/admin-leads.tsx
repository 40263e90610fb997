/**
 * The Leads tab: funnel submissions newest first — date, name, e-mail, phone, business,
 * type, pain point, goals, preference — spam hidden unless asked, paged, exported as CSV, deleted
 * with the confirm pattern. The page and the spam switch are kept in the address. The server reads
 * the page the address names for the first paint; another page or the switch shows skeleton rows
 * until its leads arrive.
 */
import { ChevronLeft, ChevronRight, Download, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type AdminLead, LEADS_PAGE_SIZE, type LeadPage } from "../src/shared/admin-api.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, painPointCopy } from "../src/shared/lead-options.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { type Column, DataTable, RowActions } from "./admin/data-table.tsx";
import { entityText } from "./admin/messages.ts";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { Badge, Button, buttonClass, IconButton, PanelToolbar } from "./admin/ui.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminLeadsProps {
  page: number;
  includeSpam: boolean;
  /** That page as the server read it for the first paint; absent when that failed (then fetched here). */
  initial?: LeadPage;
}

const SKELETON_ROWS = 2;
const text = entityText.lead;

function leadsQuery(page: number, includeSpam: boolean) {
  return `page=${page}&limit=${LEADS_PAGE_SIZE}&includeSpam=${includeSpam}`;
}

function AdminLeads({ page: initialPage, includeSpam: initialSpam, initial }: AdminLeadsProps) {
  const [page, setPage] = useState(Math.max(1, initialPage));
  const [includeSpam, setIncludeSpam] = useState(initialSpam);
  const list = useAdminList<LeadPage>(`/api/admin/leads?${leadsQuery(page, includeSpam)}`, "leads", initial);
  const dates = useTableDates();
  const [deleting, setDeleting] = useState<AdminLead | null>(null);
  const exportLink = useRef<HTMLAnchorElement>(null);

  // The address follows, so a reload or a shared link opens the same view.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("tab", "leads");
    if (page > 1) url.searchParams.set("page", String(page));
    else url.searchParams.delete("page");
    if (includeSpam) url.searchParams.set("spam", "1");
    else url.searchParams.delete("spam");
    window.history.replaceState(null, "", url);
  }, [page, includeSpam]);

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // A page past the end (after deletes or a stale link) moves back to the last one.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  const first = total === 0 ? 0 : (page - 1) * LEADS_PAGE_SIZE + 1;
  const last = Math.min(total, page * LEADS_PAGE_SIZE);

  const columns: Column<AdminLead>[] = [
    { header: "Date", className: "whitespace-nowrap tabular-nums", cell: (lead) => dates.date(lead.createdAt) },
    {
      header: "Name",
      className: "whitespace-nowrap",
      cell: (lead) => (
        <span className="inline-flex items-center gap-1.5">
          <span className="font-medium text-slate-900">
            {lead.firstName} {lead.lastName}
          </span>
          {lead.isSpam ? <Badge tone="red">Spam</Badge> : null}
          {lead.isRepeat ? <Badge tone="blue">Repeat</Badge> : null}
        </span>
      ),
    },
    {
      header: "Contact",
      cell: (lead) => (
        <span className="grid gap-0.5">
          <a href={`mailto:${lead.email}`} className="keyboard-focus w-fit rounded text-brand-700 hover:underline">
            {lead.email}
          </a>
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="keyboard-focus w-fit whitespace-nowrap rounded text-slate-600 hover:text-slate-900 hover:underline">
              {lead.phone}
            </a>
          ) : (
            <span className="text-slate-500">No phone</span>
          )}
        </span>
      ),
    },
    { header: "Business", className: "min-w-[8rem]", cell: (lead) => lead.businessName || "-" },
    { header: "Type", className: "min-w-[6.5rem]", cell: (lead) => businessTypeCopy[lead.businessType]?.label ?? lead.businessType },
    { header: "Pain Point", className: "min-w-[6.5rem]", cell: (lead) => painPointCopy[lead.painPoint]?.label ?? lead.painPoint },
    { header: "Goals", className: "min-w-[6.5rem]", cell: (lead) => goalCopy[lead.goals]?.label ?? lead.goals },
    { header: "Preference", className: "min-w-[6.5rem]", cell: (lead) => contactPreferenceCopy[lead.contactPreference]?.label ?? lead.contactPreference },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (lead) => (
        <RowActions>
          <IconButton label={`Delete lead from ${lead.firstName} ${lead.lastName}`} tone="danger" onClick={() => setDeleting(lead)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-labelledby="leads-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Leads"
        headingId="leads-heading"
        summary={data ? `${total} ${total === 1 ? "lead" : "leads"}${includeSpam ? ", spam included" : ""} · newest first` : "Loading…"}
      >
        <button
          type="button"
          role="switch"
          aria-checked={includeSpam}
          onClick={() => {
            setIncludeSpam((v) => !v);
            setPage(1);
          }}
          className="keyboard-focus inline-flex h-10 select-none items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors duration-150 motion-reduce:transition-none ${includeSpam ? "bg-brand-600" : "bg-slate-300"}`}
          >
            <span
              className={`absolute left-0.5 top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform duration-150 motion-reduce:transition-none ${includeSpam ? "translate-x-4" : ""}`}
            />
          </span>
          Show spam
        </button>
        <a ref={exportLink} href={`/api/admin/leads.csv?includeSpam=${includeSpam}`} download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={16} />
          Export CSV
        </a>
      </PanelToolbar>
      <div className={list.loading && data ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <DataTable
          label="Leads"
          columns={columns}
          rows={data?.leads ?? null}
          rowKey={(lead) => lead.id}
          loading={list.loading}
          skeletonRows={SKELETON_ROWS}
          empty={includeSpam ? "No leads yet." : "No leads yet (spam is hidden)."}
          error={list.error}
          onRetry={() => void list.reload()}
        />
      </div>
      {data && total > 0 ? (
        <nav aria-label="Leads pages" className="flex flex-col items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:px-5">
          <p className="m-0 tabular-nums" aria-live="polite">
            Showing {first}–{last} of {total}
          </p>
          <div className="flex items-center gap-2">
            <Button className="h-9 px-3" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden="true" size={16} />
              Previous
            </Button>
            <span className="px-1 tabular-nums">
              Page {page} of {pages}
            </span>
            <Button className="h-9 px-3" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
              <ChevronRight aria-hidden="true" size={16} />
            </Button>
          </div>
        </nav>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={`${deleting.firstName} ${deleting.lastName} <${deleting.email}>`}
          fallbackFocus={exportLink}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({ method: "DELETE", path: `/api/admin/leads/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: list.reload });
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-leads", AdminLeads, { on: "load" });
