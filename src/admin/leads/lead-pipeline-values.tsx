/**
 * What the deals in the view are worth, beside the status counts: the open pipeline (New, Contacted and Qualified
 * together) and then each status with deal values, won included, every currency on its own ("$12,400 · €800"; no
 * conversion). Nothing is shown while no lead in the view has a deal value.
 */
import type { PipelineStatus, PipelineValue } from "../../shared/admin-api.ts";
import { formatDealValues } from "../../shared/deal-value.ts";
import { leadStatusLabels } from "../../shared/lead-pipeline.ts";
import { statusDot } from "./shared/lead-status-look.tsx";

type Sum = { currency: string; valueMinor: number };

/** The sums per currency of some statuses, the larger first. */
function sumsOf(values: readonly PipelineValue[], statuses: readonly PipelineStatus[]): Sum[] {
  const byCurrency = new Map<string, number>();
  for (const v of values) if (statuses.includes(v.status)) byCurrency.set(v.currency, (byCurrency.get(v.currency) ?? 0) + v.valueMinor);
  return [...byCurrency].map(([currency, valueMinor]) => ({ currency, valueMinor })).sort((a, b) => b.valueMinor - a.valueMinor || a.currency.localeCompare(b.currency));
}

const OPEN: readonly PipelineStatus[] = ["new", "contacted", "qualified"];
const SHOWN: readonly PipelineStatus[] = [...OPEN, "won"];

export function LeadPipelineValues({ pipeline }: { pipeline: readonly PipelineValue[] }) {
  if (pipeline.length === 0) return null;
  const open = sumsOf(pipeline, OPEN);
  return (
    // Named: the values sit just under the status counts and must not read as more of them.
    <div>
      <h3 className="sr-only">Deal value by status</h3>
      <dl className="m-0 flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-xs text-slate-600">
        {open.length > 0 ? (
          <div className="flex items-center gap-1.5">
            <dt className="font-semibold text-slate-700">Open pipeline</dt>
            <dd className="m-0 text-sm font-semibold tabular-nums text-slate-900">{formatDealValues(open)}</dd>
          </div>
        ) : null}
        {SHOWN.map((status) => {
          const sums = sumsOf(pipeline, [status]);
          if (sums.length === 0) return null;
          return (
            <div key={status} className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${statusDot[status]}`} />
                {leadStatusLabels[status]}
              </dt>
              <dd className="m-0 font-medium tabular-nums text-slate-800">{formatDealValues(sums)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
