/**
 * The Audit Log tab as the server renders it: who did what in the admin, newest first — when (date and time of
 * day), what (in words), how it ended, to what, by whom ("This session", "API key ‘Zapier’") and from where
 * (address and device). Filters by action family, actor, outcome and days, a pager and Export CSV with the same
 * filters. The view is the address (/admin/audit?action=…); the filters and the pager swap the list region and
 * push the address, so Back and reload restore it. No island: nothing here writes.
 */
import { Download } from "lucide-react";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditRow, type AuditView } from "../../shared/audit.ts";
import { actionText, actorText, OUTCOME_WORDS, targetText } from "../../shared/audit-text.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { Pager } from "../frame/pager.tsx";
import { type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { Badge, buttonClass, PanelToolbar } from "../frame/shared/ui.tsx";
import { AuditFilters, isFiltered } from "./audit-filters.tsx";
import { auditExportHref, auditHref } from "./audit-view.ts";

export interface AuditListData {
  view: AuditView;
  /** undefined when reading it failed: the list says so, with Retry. */
  page: AuditPage | undefined;
}

const OUTCOME_TONES = { success: "green", failure: "red", refused: "amber" } as const;

function OutcomeBadge({ outcome }: { outcome: string }) {
  const tone = OUTCOME_TONES[outcome as keyof typeof OUTCOME_TONES] ?? "slate";
  return <Badge tone={tone}>{OUTCOME_WORDS[outcome] ?? outcome}</Badge>;
}

/** The detail's names and counts as "name: Zapier · created: 2". */
function detailText(detail: AuditRow["detail"]): string {
  if (!detail) return "";
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== "")
    .map(([name, value]) => `${name}: ${value}`)
    .join(" · ");
}

const columns: Column<AuditRow>[] = [
  {
    header: "Action",
    className: "min-w-[12rem]",
    cell: (r) => {
      const detail = detailText(r.detail);
      return (
        <span className="grid">
          <span className="font-semibold text-slate-900">{actionText(r.action)}</span>
          {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
        </span>
      );
    },
  },
  { header: "Time", className: "whitespace-nowrap tabular-nums", cell: (r) => <LocalDate value={r.at} style="date-time" /> },
  { header: "Outcome", className: "whitespace-nowrap", cell: (r) => <OutcomeBadge outcome={r.outcome} /> },
  { header: "Target", className: "whitespace-nowrap", cell: (r) => targetText(r) },
  {
    header: "Actor",
    className: "whitespace-nowrap",
    cell: (r) => <span className={r.you ? "font-semibold text-brand-800" : undefined}>{actorText(r)}</span>,
  },
  {
    header: "Client",
    className: "min-w-[10rem]",
    cell: (r) => (
      <span className="grid" title={r.userAgent ?? undefined}>
        <span className="tabular-nums text-slate-800">{r.ip ?? "—"}</span>
        {r.device ? <span className="text-xs text-slate-600">{r.device}</span> : null}
      </span>
    ),
  },
];

function summaryOf(page: AuditPage | undefined, filtered: boolean): string | undefined {
  if (!page) return undefined;
  const { total } = page;
  return `${total.toLocaleString("en-US")} ${total === 1 ? "entry" : "entries"}${filtered ? " matching the filters" : ""} · newest first`;
}

export function AuditList({ data }: { data: AuditListData }) {
  const { view, page } = data;
  const filtered = isFiltered(view);
  const here = auditHref(view);
  return (
    <section {...listRegionAttributes(here)} aria-labelledby="audit-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Audit Log" headingId="audit-heading" summary={summaryOf(page, filtered)}>
        <a href={auditExportHref(view)} download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={16} />
          Export CSV
        </a>
      </PanelToolbar>
      <AuditFilters view={view} />
      <DataTable
        label="Audit log"
        columns={columns}
        rows={page?.rows ?? null}
        rowKey={(r) => r.id}
        loading={false}
        skeletonRows={2}
        empty={filtered ? "No entry matches these filters." : "Nothing recorded yet. Logins, security changes and every admin write appear here."}
        error={page ? null : "Couldn't load the audit log. Check your connection and try again."}
        retryHref={here}
      />
      {page ? <Pager label="Audit log pages" page={view.page} limit={AUDIT_PAGE_SIZE} total={page.total} hrefOf={(n) => auditHref({ ...view, page: n })} /> : null}
    </section>
  );
}
