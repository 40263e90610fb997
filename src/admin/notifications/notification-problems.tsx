/**
 * The deliveries that are not getting through, newest first: the lead, the channel, how many attempts and
 * what happens next (another attempt at a time, or none: given up), and the reason the receiver gave.
 * Resend (its action for the notification-actions island) sends one again now, attempts starting over.
 */
import { CircleCheck, RotateCcw } from "lucide-react";
import { deliveryLabel, type ProblemDeliveryRow } from "../../shared/notifications.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { Badge, PanelToolbar, RowTextButton } from "../frame/shared/ui.tsx";
import { tabHref } from "../frame/tabs.ts";

export interface ProblemsProps {
  /** null when reading them failed: the list says so, with Retry. */
  rows: ProblemDeliveryRow[] | null;
  total: number;
  retryHref: string;
}

export function NotificationProblems({ rows, total, retryHref }: ProblemsProps) {
  const columns: Column<ProblemDeliveryRow>[] = [
    {
      header: "Lead",
      className: "min-w-[11rem]",
      cell: (row) => (
        <span className="block">
          <a
            href={`${tabHref("leads")}?lead=${row.leadId}`}
            data-hx-boost="false"
            className="keyboard-focus rounded font-semibold text-slate-900 no-underline hover:text-brand-700 hover:underline"
          >
            {row.leadName || "(no name)"}
          </a>
          <span className="block text-xs text-slate-500">
            {row.businessName ? `${row.businessName} · ` : ""}
            <LocalDate value={row.leadCreatedAt} style="date-time" />
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
              Attempt {row.attempts} of {row.maxAttempts} · next try <LocalDate value={row.nextAttemptAt} style="date-time" />
            </span>
          </span>
        ),
    },
    {
      header: "Reason",
      className: "min-w-[12rem] max-w-[28rem]",
      cell: (row) => <span className="break-words font-mono text-xs text-slate-700">{row.lastError ?? "—"}</span>,
    },
    actionsColumn(
      (row) => (
        <>
          <RowTextButton
            aria-label={`Resend the ${deliveryLabel(row.channel, row.mark).toLowerCase()} for ${row.leadName}`}
            data-admin-action="resend"
            data-admin-item={JSON.stringify({ leadId: row.leadId, channel: row.channel, mark: row.mark, what: deliveryLabel(row.channel, row.mark) })}
          >
            <RotateCcw aria-hidden="true" size={14} className="mr-1" />
            <span data-button-label="">Resend</span>
          </RowTextButton>
        </>
      ),
      { srOnlyHeader: true },
    ),
  ];

  const shown = rows?.length ?? 0;
  const summary = rows
    ? total === 0
      ? "None: every notification got through"
      : `${total} ${total === 1 ? "delivery is" : "deliveries are"} failing or given up${total > shown ? ` · the newest ${shown} shown` : ""}`
    : undefined;
  return (
    <section aria-labelledby="notification-problems-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Failing deliveries" headingId="notification-problems-heading" summary={summary} />
      <DataTable
        label="Failing deliveries"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={false}
        skeletonRows={2}
        empty={
          <span className="inline-flex items-center gap-2 text-emerald-800">
            <CircleCheck aria-hidden="true" size={16} />
            Every notification got through.
          </span>
        }
        error={rows ? null : "Couldn't load the notifications. Check your connection and try again."}
        retryHref={retryHref}
      />
    </section>
  );
}
