/**
 * The Security page's Sessions, server HTML: every browser signed in as the owner (device, network, signed in,
 * last active), this one marked; End signs one out at once, "Sign out everywhere else" all but this one (the
 * actions island sends them). Ending this browser's own session is a logout.
 */
import { formatDistance } from "date-fns";
import { LogOut, MonitorSmartphone } from "lucide-react";
import type { AdminSessionRow } from "../../shared/security.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { Badge, Button, PanelToolbar, RowTextButton } from "../frame/shared/ui.tsx";

const sessionColumns = (now: Date): Column<AdminSessionRow>[] => [
  {
    header: "Device",
    className: "font-medium text-slate-900",
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {row.device}
        {row.current ? <Badge tone="blue">This browser</Badge> : null}
      </span>
    ),
  },
  {
    header: "Network",
    className: "whitespace-nowrap",
    cell: (row) => (row.network ? <code className="font-mono text-xs text-slate-700">{row.network}</code> : <span className="text-slate-600">Unknown</span>),
  },
  { header: "Signed in", className: "whitespace-nowrap tabular-nums", cell: (row) => <LocalDate value={row.createdAt} style="date-time" /> },
  {
    header: "Last active",
    className: "whitespace-nowrap",
    // This browser is using it right now; its stored time may lag by up to a minute.
    cell: (row) => <time dateTime={row.lastSeenAt}>{row.current ? "Active now" : formatDistance(new Date(row.lastSeenAt), now, { addSuffix: true })}</time>,
  },
  actionsColumn(
    (row) => (
      <>
        <RowTextButton
          aria-label={row.current ? "Sign out this browser" : `End the session on ${row.device}`}
          data-admin-action="end-session"
          data-admin-item={JSON.stringify({ id: row.id, current: row.current })}
        >
          {row.current ? "Sign out" : "End"}
        </RowTextButton>
      </>
    ),
    { srOnlyHeader: true },
  ),
];

/** @example <SessionList sessions={data?.sessions} now={new Date()} retryHref="/admin/security" /> */
export function SessionList({ sessions, now, retryHref }: { sessions: AdminSessionRow[] | undefined; now: Date; retryHref: string }) {
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="security-sessions-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Sessions"
        headingId="security-sessions-heading"
        summary={sessions ? `${sessions.length} signed-in ${sessions.length === 1 ? "browser" : "browsers"} · ending one signs it out at once` : undefined}
      >
        <Button disabled={others === 0} data-admin-action="end-others">
          <LogOut aria-hidden="true" size={16} />
          <span data-button-label="">Sign out everywhere else</span>
        </Button>
      </PanelToolbar>
      <DataTable
        label="Sessions"
        columns={sessionColumns(now)}
        rows={sessions ?? null}
        rowKey={(row) => row.id}
        loading={false}
        skeletonRows={2}
        empty={
          <span className="inline-flex items-center gap-2">
            <MonitorSmartphone aria-hidden="true" size={16} />
            No sessions.
          </span>
        }
        error={sessions ? null : "Couldn't load the security settings. Check your connection and try again."}
        retryHref={retryHref}
      />
    </section>
  );
}
