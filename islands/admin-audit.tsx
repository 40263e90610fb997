/**
 * The Audit Log tab: who did what in the admin, newest first — when (date and time of day), what (in
 * words), how it ended, to what, by whom ("This session", "API key ‘Zapier’") and from where (address
 * and device). Filters by action family, actor, outcome and days, a pager and Export CSV with the same
 * filters. The view lives in the address (?tab=audit&action=…): each change is a history entry, so Back
 * and reload restore it. The server renders the first page, so reading works without JavaScript.
 */
import { Download } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { type Column, DataTable } from "../src/admin/frame/shared/data-table.tsx";
import { Badge, buttonClass, PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditRow, type AuditView, auditViewOf, auditViewParams } from "../src/shared/audit.ts";
import { actionText, actorText, OUTCOME_WORDS, targetText } from "../src/shared/audit-text.ts";
import { AuditFilters } from "./admin/audit-filters.tsx";
import { Pager } from "./admin/redirect-pager.tsx";
import { useTableDates } from "./admin/table-dates.ts";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminAuditProps {
  view: AuditView;
  /** The page as the server read it for the first paint; absent when that failed (then fetched here). */
  initial?: AuditPage;
}

const API_PATH = "/api/admin/audit-log";

function query(view: AuditView, withPage = true): string {
  const params = new URLSearchParams(auditViewParams(view).filter(([name]) => withPage || name !== "page"));
  return params.size > 0 ? `?${params}` : "";
}

/** The tab's own address for a view (defaults left out). */
function addressOf(view: AuditView): string {
  const params = new URLSearchParams([["tab", "audit"], ...auditViewParams(view)]);
  return `/admin/dashboard?${params}`;
}

const neverChanges = () => () => {};
/** False on the server and while hydrating, true from the render after. */
function useLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
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

function AdminAudit({ view: initialView, initial }: AdminAuditProps) {
  const [view, setView] = useState(initialView);
  const live = useLive();
  const dates = useTableDates();
  const list = useAdminList<AuditPage>(`${API_PATH}${query(view)}`, "audit log", initial);

  function navigate(change: Partial<AuditView>) {
    const next = auditViewOf((name) => String(change[name] ?? view[name]));
    setView(next);
    window.history.pushState(null, "", addressOf(next));
  }

  // Back and Forward read the view from the address again.
  useEffect(() => {
    const understood = addressOf(initialView);
    if (`${window.location.pathname}${window.location.search}` !== understood) window.history.replaceState(null, "", understood);
    function onPopState() {
      const params = new URLSearchParams(window.location.search);
      setView(auditViewOf((name) => params.get(name)));
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initialView]);

  const data = list.data;
  const total = data?.total ?? 0;

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
    {
      header: "Time",
      className: "whitespace-nowrap tabular-nums",
      cell: (r) => <time dateTime={r.at}>{dates.dateTime(r.at)}</time>,
    },
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

  const filtered = Boolean(view.action || view.actor || view.outcome || view.from || view.to);
  return (
    <section aria-labelledby="audit-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Audit Log"
        headingId="audit-heading"
        summary={data ? `${total.toLocaleString("en-US")} ${total === 1 ? "entry" : "entries"}${filtered ? " matching the filters" : ""} · newest first` : "Loading…"}
      >
        <a href={`${API_PATH}/export${query(view, false)}`} download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={16} />
          Export CSV
        </a>
      </PanelToolbar>
      <AuditFilters view={view} live={live} onChange={navigate} />
      <div className={list.loading && data ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <DataTable
          label="Audit log"
          columns={columns}
          rows={data?.rows ?? null}
          rowKey={(r) => r.id}
          loading={list.loading}
          skeletonRows={2}
          empty={filtered ? "No entry matches these filters." : "Nothing recorded yet. Logins, security changes and every admin write appear here."}
          error={list.error}
          onRetry={() => void list.reload()}
        />
      </div>
      {data ? <Pager label="Audit log pages" page={view.page} limit={AUDIT_PAGE_SIZE} total={total} onPage={(page) => navigate({ page })} /> : null}
    </section>
  );
}

export default island("admin-audit", AdminAudit, { on: "load" });
