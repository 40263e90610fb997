/**
 * The parts the dashboard's number views share (Funnel, Traffic): summary figures, cards, tables with a
 * caption, names of sources that wrap on a phone, the range switch and the number formats. Server-rendered,
 * no script.
 */
import { ChartNoAxesColumn } from "lucide-react";
import type { ReactNode } from "react";
import { type FunnelRange, funnelRanges } from "../../shared/funnel-events.ts";
import { PanelHeading } from "./shared/ui.tsx";

export const count = (n: number) => n.toLocaleString("en-US");

/**
 * What the Traffic and Funnel figures leave out, for an owner: neither counts bots or browsers that run no
 * script (the counts are sent by the page's own script), and a lead can arrive from such a browser.
 */
export const LEFT_OUT =
  "Bots and visitors whose browser runs no JavaScript are left out of these figures; a lead from such a visit still counts in Leads, but in none of the percentages.";
export const percent = (n: number | null) => (n === null ? "—" : `${n.toFixed(1)}%`);

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Oct 24, 2026 – Nov 22, 2026 (UTC)" */
export function rangeText(stats: { from: string; to: string }): string {
  const day = (text: string) => dayFormat.format(new Date(`${text}T00:00:00Z`));
  return `${day(stats.from)} – ${day(stats.to)} (UTC)`;
}

/** The 7 / 30 / 90-day switch: links, so it needs no script (the Funnel, Traffic and Leads tabs). */
export function RangeSwitch({ days, href, label = "Time range", compact = false }: { days: number; href: (days: FunnelRange) => string; label?: string; compact?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className="m-0 flex list-none gap-1 rounded-lg bg-slate-100 p-1">
        {funnelRanges.map((option) => {
          const current = option === days;
          return (
            <li key={option}>
              <a
                href={href(option)}
                aria-current={current ? "true" : undefined}
                className={`keyboard-focus inline-flex items-center rounded-md text-sm font-semibold ${compact ? "h-8 px-2.5" : "h-9 px-3"} no-underline transition-colors duration-150 motion-reduce:transition-none ${
                  current ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:bg-white/60 hover:text-slate-900"
                }`}
              >
                {`${option} days`}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs font-medium leading-snug text-slate-600 sm:text-sm">{label}</dt>
      <dd className="m-0 mt-1 text-xl font-bold tabular-nums tracking-tight text-slate-900 sm:text-3xl">{value}</dd>
      <dd className="m-0 mt-1 hidden text-xs text-slate-500 sm:block">{note}</dd>
    </div>
  );
}

export function Card({ title, headingId, children, className = "" }: { title: string; headingId: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <h3 id={headingId} className="m-0 border-b border-slate-200 px-4 py-3 text-base font-bold tracking-normal text-slate-900 sm:px-5">
        {title}
      </h3>
      {children}
    </section>
  );
}

// Narrow on phones so four columns fit a 360 px screen without scrolling; headers may wrap there.
export const th =
  "px-2 py-2 align-bottom text-[11px] font-semibold uppercase leading-tight tracking-wide text-slate-600 first:pl-4 last:pr-4 sm:whitespace-nowrap sm:px-3 sm:text-xs sm:first:pl-5 sm:last:pr-5";
export const td = "px-2 py-2.5 first:pl-4 last:pr-4 sm:px-3 sm:first:pl-5 sm:last:pr-5";

/** A table of the view: its caption for assistive technology, the row names' column, then number columns. */
export function StatsTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i === 0 ? th : `${th} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A source's or campaign's name (up to 200 characters, anything a link carried). On a phone it wraps over
 * at most two lines so the numbers keep their room, after a dot, hyphen, underscore or slash first
 * ("www.google.|com"), anywhere only if it must; wider, it is one line cut with an ellipsis. Two spans, one
 * shown at a time: Chrome breaks at <wbr> even under nowrap, and one hidden would split the name a screen
 * reader hears. The whole name on hover.
 */
export function SourceName({ name, fallback }: { name: string; fallback: string }) {
  if (name === "") return <span className="italic text-slate-600">{fallback}</span>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const part of name.split(/(?<=[._/-])/)) {
    if (at > 0) parts.push(<wbr key={`wbr-${at}`} />);
    parts.push(part);
    at += part.length;
  }
  return (
    <>
      <span title={name} className="line-clamp-2 [overflow-wrap:anywhere] sm:hidden">
        {parts}
      </span>
      <span title={name} className="hidden max-w-[16rem] truncate sm:block lg:max-w-[12rem] xl:max-w-[16rem]">
        {name}
      </span>
    </>
  );
}

/** A stats view's title bar: its name, the range it covers, and the 7 / 30 / 90-day switch. */
export function ViewHeader({
  title,
  headingId,
  testId,
  stats,
  href,
}: {
  title: string;
  headingId: string;
  testId: string;
  stats: { days: number; from: string; to: string };
  href: (days: number) => string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <PanelHeading title={title} headingId={headingId} summary={rangeText(stats)} summaryTestId={testId} />
      <RangeSwitch days={stats.days} href={href} />
    </div>
  );
}

/** What a stats view shows while its range holds nothing yet. */
export function EmptyStats({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ChartNoAxesColumn aria-hidden="true" size={24} />
      </span>
      <p className="m-0 mt-4 text-base font-semibold text-slate-900">{title}</p>
      <p className="m-0 mt-1 max-w-md text-sm text-slate-600">{text}</p>
    </div>
  );
}
