/**
 * The deliveries that are not getting through, newest first: the lead, the channel, how many attempts and
 * what happens next (another attempt at a time, or none: given up), and the reason the receiver gave.
 * Resend sends one again now, attempts starting over.
 */
import { CircleCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import { type Column, DataTable, RowActions } from "../../src/admin/frame/shared/data-table.tsx";
import { Badge, PanelToolbar, RowTextButton } from "../../src/admin/frame/shared/ui.tsx";
import { deliveryLabel, type ProblemDeliveryRow, type ResendResult } from "../../src/shared/notifications.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { toastError, toastSuccess } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";
import { useTableDates } from "./table-dates.ts";

const RESEND_PATH = "/api/admin/notifications/resend";

export const resendText = {
  queued: (what: string) => `${what} queued: it goes out within a few seconds`,
  failed: "Failed to queue it again",
} as const;

export interface ProblemsProps {
  rows: ProblemDeliveryRow[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  onChanged: () => Promise<void>;
}

export function NotificationProblems({ rows, total, loading, error, onChanged }: ProblemsProps) {
  const dates = useTableDates();
  const [busy, setBusy] = useState<number | null>(null);

  async function resend(row: ProblemDeliveryRow) {
    setBusy(row.id);
    const what = deliveryLabel(row.channel, row.mark);
    try {
      await adminRequest<ResendResult>("POST", RESEND_PATH, { leadId: row.leadId, channel: row.channel, mark: row.mark });
      toastSuccess(resendText.queued(what));
      await onChanged();
    } catch (e) {
      if (!redirectIfUnauthorized(e)) toastError(e instanceof AdminApiError && e.serverMessage ? `${resendText.failed}: ${e.serverMessage}` : resendText.failed);
    }
    setBusy(null);
  }

  const columns: Column<ProblemDeliveryRow>[] = [
    {
      header: "Lead",
      className: "min-w-[11rem]",
      cell: (row) => (
        <span className="block">
          <a
            href={`/admin/dashboard?tab=leads&lead=${row.leadId}`}
            className="keyboard-focus rounded font-semibold text-slate-900 no-underline hover:text-brand-700 hover:underline"
          >
            {row.leadName || "(no name)"}
          </a>
          <span className="block text-xs text-slate-500">
            {row.businessName ? `${row.businessName} · ` : ""}
            {dates.dateTime(row.leadCreatedAt)}
          </span>
        </span>
      ),
    },
    { header: "Channel", className: "whitespace-nowrap", cell: (row) => deliveryLabel(row.channel, row.mark) },
    {
      header: "State",
      className: "md:whitespace-nowrap",
      cell: (row) =>
        row.state === "given-up" ? (
          <span className="inline-flex flex-col items-start gap-0.5">
            <Badge tone="red">Given up</Badge>
            <span className="text-xs text-slate-500">
              {row.attempts} of {row.maxAttempts} attempts
            </span>
          </span>
        ) : (
          <span className="inline-flex flex-col items-start gap-0.5">
            <Badge tone="amber">Retrying</Badge>
            <span className="text-xs text-slate-500">
              Attempt {row.attempts} of {row.maxAttempts} · next try {dates.dateTime(row.nextAttemptAt)}
            </span>
          </span>
        ),
    },
    {
      header: "Reason",
      className: "min-w-[12rem] max-w-[28rem]",
      cell: (row) => <span className="break-words font-mono text-xs text-slate-700">{row.lastError ?? "—"}</span>,
    },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      srOnlyHeader: true,
      cell: (row) => (
        <RowActions>
          <RowTextButton
            aria-label={`Resend the ${deliveryLabel(row.channel, row.mark).toLowerCase()} for ${row.leadName}`}
            disabled={busy !== null}
            onClick={() => void resend(row)}
          >
            <RotateCcw aria-hidden="true" size={14} className="mr-1" />
            {busy === row.id ? "Resending…" : "Resend"}
          </RowTextButton>
        </RowActions>
      ),
    },
  ];

  const shown = rows?.length ?? 0;
  const summary = rows
    ? total === 0
      ? "None: every notification got through"
      : `${total} ${total === 1 ? "delivery is" : "deliveries are"} failing or given up${total > shown ? ` · the newest ${shown} shown` : ""}`
    : "Loading…";
  return (
    <section aria-labelledby="notification-problems-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Failing deliveries" headingId="notification-problems-heading" summary={summary} />
      <DataTable
        label="Failing deliveries"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        skeletonRows={2}
        empty={
          <span className="inline-flex items-center gap-2 text-emerald-800">
            <CircleCheck aria-hidden="true" size={16} />
            Every notification got through.
          </span>
        }
        error={error}
        onRetry={() => void onChanged()}
      />
    </section>
  );
}
