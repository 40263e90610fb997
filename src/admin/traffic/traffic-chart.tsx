/**
 * The Traffic view's chart, drawn on the server as SVG (no chart library, no script): one column per UTC
 * day, page views as a light bar and unique visitors as a dark bar inside it. x positions and widths are
 * percentages and heights and text are pixels, so the chart fills any width and its labels stay readable
 * on a phone. role="img" with a title and a description of the figures; the table under it (in the view)
 * is every day's numbers.
 */
import type { TrafficStats } from "../../shared/traffic-stats.ts";

const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 22;
const PLOT = HEIGHT - TOP - BOTTOM;
/** A day with any view is never shorter than this, so it stays visible beside a busy day. */
const MIN_BAR_PX = 2;

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const count = (n: number) => n.toLocaleString("en-US");

function barHeight(value: number, top: number): number {
  return value > 0 ? Math.max(MIN_BAR_PX, (value / top) * PLOT) : 0;
}

export function TrafficChart({ stats, id }: { stats: TrafficStats; id: string }) {
  const days = stats.daily;
  const top = Math.max(1, ...days.map((d) => d.views));
  const slot = 100 / days.length;
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0]!);
  const description = `${count(stats.views)} page views and ${count(stats.visitors)} daily unique visitors from ${label(stats.from)} to ${label(stats.to)}; the busiest day was ${label(busiest.day)} with ${count(busiest.views)} views and ${count(busiest.visitors)} visitors. Every day's numbers are in the table below.`;
  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width="100%" height={HEIGHT} className="block overflow-visible font-sans">
      <title id={`${id}-title`}>{`Page views and visitors per day, last ${stats.days} days (UTC)`}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <text x="0" y="12" className="fill-slate-500 text-[11px] tabular-nums">{`${count(top)} views`}</text>
      <line x1="0" x2="100%" y1={TOP} y2={TOP} className="stroke-slate-200" strokeDasharray="3 3" />
      <line x1="0" x2="100%" y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-slate-300" />
      {days.map((d, i) => {
        const views = barHeight(d.views, top);
        const visitors = barHeight(d.visitors, top);
        const x = i * slot;
        return (
          <g key={d.day} data-day={d.day}>
            {views > 0 ? (
              <rect x={`${(x + slot * 0.1).toFixed(3)}%`} y={TOP + PLOT - views} width={`${(slot * 0.8).toFixed(3)}%`} height={views} rx="1.5" className="fill-brand-200" />
            ) : null}
            {visitors > 0 ? (
              <rect x={`${(x + slot * 0.25).toFixed(3)}%`} y={TOP + PLOT - visitors} width={`${(slot * 0.5).toFixed(3)}%`} height={visitors} rx="1.5" className="fill-brand-600" />
            ) : null}
          </g>
        );
      })}
      <text x="0" y={HEIGHT - 4} className="fill-slate-500 text-[11px]">
        {label(stats.from)}
      </text>
      <text x="100%" y={HEIGHT - 4} textAnchor="end" className="fill-slate-500 text-[11px]">
        {label(stats.to)}
      </text>
    </svg>
  );
}
