/**
 * The Funnel view's chart, drawn on the server as SVG (no chart library, no script): one horizontal bar
 * per step and one for completions, as wide as its share of the visits that reached step 1. Widths are
 * percentages and text is in pixels, so the chart fills any width and its labels stay readable on a phone.
 * role="img" with a title and a description that says every number; the steps table beside it is the
 * same data as a table.
 */
import { COMPLETED_STEP, type FunnelStats, funnelStepLabels } from "../../shared/funnel-events.ts";

const ROW_HEIGHT = 46;
const BAR_HEIGHT = 14;
/** A bar for a step with at least one visit is never thinner than this, so it stays visible. */
const MIN_BAR_PERCENT = 0.6;

export interface FunnelChartProps {
  stats: FunnelStats;
  /** Unique within the page, for the title and description ids. */
  id: string;
}

function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function FunnelChart({ stats, id }: FunnelChartProps) {
  const rows = [
    ...stats.steps.map((s) => ({ step: s.step, label: `${s.step}. ${s.label}`, value: s.reached })),
    { step: COMPLETED_STEP, label: funnelStepLabels[COMPLETED_STEP]!, value: stats.completions },
  ];
  const top = Math.max(1, stats.steps[0]!.reached);
  const description = rows.map((r) => `${r.label}: ${formatCount(r.value)}`).join("; ");
  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width="100%" height={rows.length * ROW_HEIGHT} className="block overflow-visible font-sans">
      <title id={`${id}-title`}>{`Visitors who reached each step, last ${stats.days} days (UTC)`}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rows.map((r, i) => {
        const y = i * ROW_HEIGHT;
        const width = r.value > 0 ? Math.max(MIN_BAR_PERCENT, (r.value / top) * 100) : 0;
        const done = r.step === COMPLETED_STEP;
        return (
          <g key={r.step} data-step={r.step}>
            <text x="0" y={y + 14} className={`text-[13px] ${done ? "fill-emerald-800 font-semibold" : "fill-slate-700 font-medium"}`}>
              {r.label}
            </text>
            <text x="100%" y={y + 14} textAnchor="end" className="fill-slate-900 text-[13px] font-semibold tabular-nums">
              {formatCount(r.value)}
            </text>
            <rect x="0" y={y + 22} width="100%" height={BAR_HEIGHT} rx="4" className="fill-slate-100" />
            {width > 0 ? <rect x="0" y={y + 22} width={`${width.toFixed(2)}%`} height={BAR_HEIGHT} rx="4" className={done ? "fill-emerald-600" : "fill-brand-600"} /> : null}
          </g>
        );
      })}
    </svg>
  );
}
