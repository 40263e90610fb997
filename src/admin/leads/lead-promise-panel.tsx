/**
 * The 24-hour promise at the top of the Leads tab, over the last 7, 30 or 90 days: the share of leads
 * contacted within 24 hours, the median wait for a first contact, the New leads waiting and overdue now,
 * and the share won by how long the first contact took, as bars (SVG, no chart library) in a table, so the
 * numbers are read out as a table too; below them, when leads asked for a call, the calls booked in the funnel (the
 * share booked, the show rate, the median time from lead to call). Rendered on the server with the list; the range is three links.
 */
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { type LeadMetrics, responseBucketLabels, waitText } from "../../shared/lead-admin.ts";
import type { LeadMetricRange } from "../../shared/lead-list-view.ts";
import { RESPONSE_PROMISE_HOURS } from "../../shared/lead-pipeline.ts";
import { RangeSwitch } from "../frame/stats-parts.tsx";

const percent = (n: number | null) => (n === null ? "—" : `${n.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`);
const count = (n: number) => n.toLocaleString("en-US");

export interface LeadPromisePanelProps {
  className?: string;
  /** null when reading them failed: the panel says so, with Retry (the same address). */
  metrics: LeadMetrics | null;
  days: LeadMetricRange;
  rangeHref: (days: LeadMetricRange) => string;
  retryHref: string;
}

function Figure({ label, value, note, tone = "plain" }: { label: string; value: string; note?: ReactNode; tone?: "plain" | "alert" }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200/70">
      <dt className="text-xs font-medium leading-snug text-slate-600">{label}</dt>
      <dd className={`m-0 mt-0.5 text-xl font-bold tabular-nums tracking-tight ${tone === "alert" ? "text-red-700" : "text-slate-900"}`}>{value}</dd>
      {note ? <dd className="m-0 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

/** Won leads by response time: one row per bucket, the bar as wide as the share won. */
function WonByResponse({ metrics }: { metrics: LeadMetrics }) {
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="promise-chart">
      <caption className="pb-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">Won, by time to first contact</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">First contact</th>
          <th scope="col">Won</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {metrics.buckets.map((b) => (
          <tr key={b.bucket} data-bucket={b.bucket}>
            <th scope="row" className="w-[5.5rem] whitespace-nowrap py-1 pr-3 text-xs font-medium text-slate-700">
              {responseBucketLabels[b.bucket]}
            </th>
            <td className="py-1">
              <span className="flex items-center gap-2">
                {/* SVG, not a styled box: widths as attributes need no inline style, which the admin's CSP refuses. */}
                <svg aria-hidden="true" width="100%" height="12" className="block min-w-0 flex-1">
                  <rect x="0" y="0" width="100%" height="12" rx="3" className="fill-slate-100" />
                  {b.wonPercent ? (
                    <rect
                      x="0"
                      y="0"
                      width={`${Math.max(1.5, b.wonPercent).toFixed(1)}%`}
                      height="12"
                      rx="3"
                      className={b.bucket === "gt24h" || b.bucket === "never" ? "fill-amber-500" : "fill-emerald-600"}
                    />
                  ) : null}
                </svg>
                <span className="w-12 shrink-0 text-right text-xs font-semibold tabular-nums text-slate-900">{percent(b.wonPercent)}</span>
              </span>
            </td>
            <td className="whitespace-nowrap py-1 pl-3 text-right text-xs tabular-nums text-slate-500">{`${count(b.won)} of ${count(b.leads)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The calls booked in the funnel by the range's call leads: how many booked, how many came, how soon. */
function CallFigures({ calls }: { calls: LeadMetrics["calls"] }) {
  return (
    <div className="grid gap-2 lg:col-span-2">
      <h3 className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600">Calls booked in the funnel</h3>
      <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="Booked in the funnel" value={percent(calls.bookedPercent)} note={`${count(calls.booked)} of ${count(calls.callLeads)} who asked for a call`} />
        <Figure label="Show rate" value={percent(calls.showPercent)} note={`${count(calls.held)} held of ${count(calls.held + calls.noShow)} marked`} />
        <Figure label="Lead to call" value={calls.medianLeadToCallSeconds === null ? "—" : waitText(calls.medianLeadToCallSeconds)} note="median, from arriving to the call" />
      </dl>
    </div>
  );
}

export function LeadPromisePanel({ className = "", metrics, days, rangeHref, retryHref }: LeadPromisePanelProps) {
  return (
    <section aria-labelledby="promise-heading" className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id="promise-heading" className="m-0 text-base font-bold tracking-normal text-slate-900">
            {`The ${RESPONSE_PROMISE_HOURS}-hour promise`}
          </h2>
          <p className="m-0 mt-0.5 text-sm text-slate-500">{`Leads received in the last ${days} days, spam left out`}</p>
        </div>
        <RangeSwitch days={days} href={rangeHref} label="Promise range" compact />
      </div>
      {metrics ? (
        <div className="grid gap-4 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
          <dl className="m-0 grid grid-cols-2 gap-2 self-start xl:grid-cols-4">
            <Figure
              label={`Contacted within ${RESPONSE_PROMISE_HOURS} h`}
              value={percent(metrics.withinPromisePercent)}
              note={`${count(metrics.withinPromise)} of ${count(metrics.decided)} decided`}
            />
            <Figure
              label="Median first contact"
              value={metrics.medianFirstContactSeconds === null ? "—" : waitText(metrics.medianFirstContactSeconds)}
              note={`${count(metrics.received)} received`}
            />
            <Figure label="New, within 24 h" value={count(metrics.waitingNow)} note="waiting now" />
            <Figure label="New, overdue" value={count(metrics.overdueNow)} note="past the promise now" tone={metrics.overdueNow > 0 ? "alert" : "plain"} />
          </dl>
          {metrics.received === 0 ? (
            <p className="m-0 self-center text-sm text-slate-500">{`No leads in the last ${days} days yet.`}</p>
          ) : metrics.decided === 0 ? (
            <p className="m-0 self-center text-sm text-slate-500">{`Nothing to compare yet: every lead of the last ${days} days is New and younger than ${RESPONSE_PROMISE_HOURS} hours.`}</p>
          ) : (
            <WonByResponse metrics={metrics} />
          )}
          {metrics.calls.callLeads > 0 || metrics.calls.booked > 0 ? <CallFigures calls={metrics.calls} /> : null}
        </div>
      ) : (
        <div className="px-4 py-6 text-center text-sm text-slate-600 sm:px-5">
          Couldn't load the promise's numbers. Check your connection and try again.{" "}
          <a href={retryHref} className="keyboard-focus rounded font-semibold text-brand-700 underline">
            Retry
          </a>
        </div>
      )}
      <p className="m-0 flex gap-2 border-t border-slate-100 px-4 py-2 text-xs leading-relaxed text-slate-500 sm:px-5">
        <Info aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
        <span>
          A lead is contacted when it first leaves New. One still New and younger than {RESPONSE_PROMISE_HOURS} hours has not kept or broken the promise yet, so it is not counted
          as decided.
        </span>
      </p>
    </section>
  );
}
