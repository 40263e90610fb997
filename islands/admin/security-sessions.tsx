/**
 * The Security tab's Sessions section: every browser signed in as the owner (device, network, signed in,
 * last active), this one marked; End signs one out at once, "Sign out everywhere else" all but this one.
 * Ending this browser's own session is a logout.
 */
import { formatDistanceToNow } from "date-fns";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { type Column, DataTable, RowActions } from "../../src/admin/frame/shared/data-table.tsx";
import { Badge, Button, PanelToolbar, RowTextButton } from "../../src/admin/frame/shared/ui.tsx";
import type { AdminSessionRow } from "../../src/shared/security.ts";
import { adminRequest } from "../lib/admin-api.ts";
import { toastError, toastSuccess } from "./messages.ts";
import { goToLogin, redirectIfUnauthorized } from "./session.ts";
import { useHydrated, useTableDates } from "./table-dates.ts";

const SESSIONS_PATH = "/api/admin/security/sessions";

export const sessionsText = {
  ended: "Session ended",
  endFailed: "Failed to end session",
  othersEnded: "Signed out everywhere else",
  othersFailed: "Failed to sign out the other sessions",
} as const;

export interface SessionsSectionProps {
  sessions: AdminSessionRow[] | null;
  loading: boolean;
  error: string | null;
  onChanged: () => Promise<void>;
}

/** "2 minutes ago" once the island runs; the server and the hydrating render print the date (the clock differs between them). */
function useLastActive() {
  const hydrated = useHydrated();
  const dates = useTableDates();
  return (row: AdminSessionRow) => {
    if (!hydrated) return dates.dateTime(row.lastSeenAt);
    // This browser is using it right now; its stored time may lag by up to a minute.
    return row.current ? "Active now" : formatDistanceToNow(new Date(row.lastSeenAt), { addSuffix: true });
  };
}

export function SessionsSection({ sessions, loading, error, onChanged }: SessionsSectionProps) {
  const dates = useTableDates();
  const lastActive = useLastActive();
  const [busy, setBusy] = useState<string | null>(null);

  async function end(row: AdminSessionRow) {
    setBusy(row.id);
    try {
      await adminRequest("DELETE", `${SESSIONS_PATH}/${row.id}`);
    } catch (e) {
      setBusy(null);
      if (redirectIfUnauthorized(e)) return;
      console.error("Ending a session failed:", e);
      toastError(sessionsText.endFailed);
      return;
    }
    if (row.current) return goToLogin();
    toastSuccess(sessionsText.ended);
    await onChanged();
    setBusy(null);
  }

  async function endOthers() {
    setBusy("others");
    try {
      await adminRequest("POST", `${SESSIONS_PATH}/end-others`);
      toastSuccess(sessionsText.othersEnded);
      await onChanged();
    } catch (e) {
      if (!redirectIfUnauthorized(e)) {
        console.error("Ending the other sessions failed:", e);
        toastError(sessionsText.othersFailed);
      }
    }
    setBusy(null);
  }

  const columns: Column<AdminSessionRow>[] = [
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
    { header: "Signed in", className: "whitespace-nowrap tabular-nums", cell: (row) => dates.dateTime(row.createdAt) },
    {
      header: "Last active",
      className: "whitespace-nowrap",
      cell: (row) => (
        <time dateTime={row.lastSeenAt} title={dates.dateTime(row.lastSeenAt)}>
          {lastActive(row)}
        </time>
      ),
    },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      srOnlyHeader: true,
      cell: (row) => (
        <RowActions>
          <RowTextButton aria-label={row.current ? "Sign out this browser" : `End the session on ${row.device}`} disabled={busy !== null} onClick={() => void end(row)}>
            {row.current ? "Sign out" : "End"}
          </RowTextButton>
        </RowActions>
      ),
    },
  ];

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="security-sessions-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Sessions"
        headingId="security-sessions-heading"
        summary={sessions ? `${sessions.length} signed-in ${sessions.length === 1 ? "browser" : "browsers"} · ending one signs it out at once` : "Loading…"}
      >
        <Button pending={busy === "others"} disabled={others === 0 || busy !== null} onClick={() => void endOthers()}>
          <LogOut aria-hidden="true" size={16} />
          Sign out everywhere else
        </Button>
      </PanelToolbar>
      <DataTable
        label="Sessions"
        columns={columns}
        rows={sessions}
        rowKey={(row) => row.id}
        loading={loading}
        skeletonRows={2}
        empty={
          <span className="inline-flex items-center gap-2">
            <MonitorSmartphone aria-hidden="true" size={16} />
            No sessions.
          </span>
        }
        error={error}
        onRetry={() => void onChanged()}
      />
    </section>
  );
}
