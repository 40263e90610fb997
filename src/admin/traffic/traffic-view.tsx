/**
 * The dashboard's Traffic tab, rendered on the server with no script (like the Funnel tab): the range switch
 * is links. It shows the numbers of GET /api/admin/traffic-stats — the same object — as summary figures,
 * the daily chart with its table, the top pages, entry pages and sources with the leads that came from
 * them, referring sites, campaigns, devices, and the way from a visit to a lead beside the funnel's own
 * numbers; or an empty state when the range holds no view.
 */
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { DEFAULT_FUNNEL_RANGE } from "../../shared/funnel-events.ts";
import type { TrafficConversionRow, TrafficRow, TrafficStats, TrafficTable } from "../../shared/traffic-stats.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { Card, count, EmptyStats, Figure, LEFT_OUT, percent, SourceName, StatsTable, td, ViewHeader } from "../frame/stats-parts.tsx";
import { TrafficChart } from "./traffic-chart.tsx";

export const TRAFFIC_PAGE = "/admin/traffic";

/** @example trafficHref(7) // "/admin/traffic?days=7"; trafficHref(DEFAULT_FUNNEL_RANGE) // "/admin/traffic" */
export function trafficHref(days: number): string {
  return days === DEFAULT_FUNNEL_RANGE ? TRAFFIC_PAGE : `${TRAFFIC_PAGE}?days=${days}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

const deviceLabels = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" } as const;

/** One number column: its header and how a row fills it. */
interface Column<Row> {
  header: string;
  cell: (row: Omit<Row, "name">) => ReactNode;
  strong?: boolean;
}

const number = (n: number) => count(n);

/** What a named table says around its numbers. */
interface TableWords {
  caption: string;
  nameHeader: string;
  /** How a row without a name reads ("Direct"). */
  fallback: string;
  /** Singular and plural for the summed row. */
  noun: [string, string];
  empty: string;
}

const tableWords = {
  pages: {
    caption: "Page views, visitors and entries by page",
    nameHeader: "Page",
    fallback: "/",
    noun: ["page", "pages"],
    empty: "No page views in this range.",
  },
  entryPages: {
    caption: "Visits by the page they started on: how many saw the funnel and sent a lead, and the share that sent one",
    nameHeader: "Entry page",
    fallback: "/",
    noun: ["page", "pages"],
    empty: "No visits started in this range.",
  },
  sources: {
    caption: "Visits by source (the UTM source, else the referring site): how many saw the funnel and sent a lead, and the share that sent one",
    nameHeader: "Source",
    fallback: "Direct",
    noun: ["source", "sources"],
    empty: "No visits started in this range.",
  },
  referrers: {
    caption: "Visits and visitors by the site that linked to the page",
    nameHeader: "Site",
    fallback: "—",
    noun: ["site", "sites"],
    empty: "No visit came from another site in this range.",
  },
  campaigns: {
    caption: "Visits by UTM campaign: how many saw the funnel and sent a lead, and the share that sent one",
    nameHeader: "Campaign",
    fallback: "(none)",
    noun: ["campaign", "campaigns"],
    empty: "No visit came with a UTM campaign in this range.",
  },
  mediums: {
    caption: "Visits by UTM medium",
    nameHeader: "Medium",
    fallback: "(none)",
    noun: ["medium", "mediums"],
    empty: "No visit came with a UTM medium in this range.",
  },
} satisfies Record<string, TableWords>;

/** A TrafficTable as a table: the names, the columns, then the summed rest ("12 more pages"). */
function NamedTable<Row extends TrafficRow>({ caption, nameHeader, table, columns, fallback, noun, empty }: TableWords & { table: TrafficTable<Row>; columns: Column<Row>[] }) {
  if (table.rows.length === 0 && table.other === null) return <p className="m-0 px-4 py-6 text-sm text-slate-600 sm:px-5">{empty}</p>;
  const cells = (row: Omit<Row, "name">) =>
    columns.map((column) => (
      <td key={column.header} className={`${td} text-right tabular-nums ${column.strong ? "font-semibold text-slate-900" : "text-slate-900"}`}>
        {column.cell(row)}
      </td>
    ));
  return (
    <StatsTable caption={caption} columns={[nameHeader, ...columns.map((c) => c.header)]}>
      {table.rows.map((row) => (
        <tr key={row.name} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-900`}>
            <SourceName name={row.name} fallback={fallback} />
          </th>
          {cells(row)}
        </tr>
      ))}
      {table.other ? (
        <tr className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-600`}>
            {`${table.other.count} more ${table.other.count === 1 ? noun[0] : noun[1]}`}
          </th>
          {cells(table.other as Omit<Row, "name">)}
        </tr>
      ) : null}
    </StatsTable>
  );
}

const viewsColumns: Column<TrafficRow>[] = [
  { header: "Views", cell: (r) => number(r.views) },
  { header: "Visitors", cell: (r) => number(r.visitors) },
  { header: "Entries", cell: (r) => number(r.entries) },
];

const visitColumns: Column<TrafficRow>[] = [
  { header: "Visits", cell: (r) => number(r.entries) },
  { header: "Visitors", cell: (r) => number(r.visitors) },
];

const leadColumns: Column<TrafficConversionRow>[] = [
  { header: "Visits", cell: (r) => number(r.entries) },
  { header: "Saw funnel", cell: (r) => number(r.sawFunnel) },
  { header: "Leads", cell: (r) => number(r.leads) },
  { header: "Conversion", cell: (r) => percent(r.conversionPercent), strong: true },
];

function DailyTable({ stats }: { stats: TrafficStats }) {
  return (
    <details className="border-t border-slate-200">
      <summary className="keyboard-focus cursor-pointer px-4 py-3 text-sm font-semibold text-brand-700 sm:px-5">Every day's numbers</summary>
      <div className="max-h-80 overflow-y-auto">
        <StatsTable caption="Page views and unique visitors per day (UTC)" columns={["Day", "Views", "Visitors"]}>
          {[...stats.daily].reverse().map((d) => (
            <tr key={d.day} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
              <th scope="row" className={`${td} font-medium text-slate-900`}>
                <time dateTime={d.day}>{dayFormat.format(new Date(`${d.day}T00:00:00Z`))}</time>
              </th>
              <td className={`${td} text-right tabular-nums text-slate-900`}>{count(d.views)}</td>
              <td className={`${td} text-right tabular-nums text-slate-900`}>{count(d.visitors)}</td>
            </tr>
          ))}
        </StatsTable>
      </div>
    </details>
  );
}

function DevicesTable({ stats }: { stats: TrafficStats }) {
  return (
    <StatsTable caption="Page views and visitors by device class (read from the screen's width)" columns={["Device", "Views", "Visitors", "Share"]}>
      {stats.devices.map((d) => (
        <tr key={d.device} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-900`}>
            {deviceLabels[d.device]}
          </th>
          <td className={`${td} text-right tabular-nums text-slate-900`}>{count(d.views)}</td>
          <td className={`${td} text-right tabular-nums text-slate-900`}>{count(d.visitors)}</td>
          <td className={`${td} text-right font-semibold tabular-nums text-slate-900`}>{percent(d.viewsPercent)}</td>
        </tr>
      ))}
    </StatsTable>
  );
}

/**
 * From a visit to a lead, in visits only: each stage is a part of the one before, so each percent (of the
 * stage before) is at most 100.
 */
function PathToLeads({ stats }: { stats: TrafficStats }) {
  const { path } = stats;
  const steps = [
    { label: "Visits", value: count(path.visits), note: "views that started a visit" },
    { label: "Saw the funnel", value: count(path.sawFunnel), note: `${percent(path.sawFunnelPercent)} of visits` },
    { label: "Finished the funnel", value: count(path.finishedFunnel), note: `${percent(path.finishedFunnelPercent)} of those that saw it` },
    { label: "Sent a lead", value: count(path.sentLead), note: `${percent(path.sentLeadPercent)} of those that finished it` },
  ];
  return (
    <ol className="m-0 grid list-none grid-cols-2 gap-px bg-slate-200 p-0 xl:grid-cols-4">
      {steps.map((s) => (
        <li key={s.label} className="bg-white px-4 py-3 sm:px-5">
          <p className="m-0 text-sm font-medium text-slate-600">{s.label}</p>
          <p className="m-0 mt-0.5 text-2xl font-bold tabular-nums tracking-tight text-slate-900">{s.value}</p>
          <p className="m-0 mt-0.5 text-xs text-slate-500">{s.note}</p>
        </li>
      ))}
    </ol>
  );
}

function SubHeading({ id, divided = false, children }: { id: string; divided?: boolean; children: ReactNode }) {
  return (
    <h4 id={id} className={`m-0 px-4 pb-2 pt-4 text-sm font-semibold text-slate-700 sm:px-5 ${divided ? "border-t border-slate-200" : ""}`}>
      {children}
    </h4>
  );
}

function Half({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card title={title} headingId={id} className="self-start">
      {children}
    </Card>
  );
}

/** What the figures leave out, said once, under them (the Funnel tab says it the same way). */
function LeftOut() {
  return (
    <p data-testid="traffic-left-out" className="m-0 text-sm text-slate-700">
      {LEFT_OUT}
    </p>
  );
}

function EmptyState({ days }: { days: number }) {
  return (
    <EmptyStats
      title={`No page views in the last ${days} days yet`}
      text="Each public page a visitor opens is counted once it has loaded. The numbers appear here as people visit the site."
    />
  );
}

export function TrafficView({ stats }: { stats: TrafficStats }) {
  return (
    <section {...listRegionAttributes(trafficHref(stats.days))} aria-labelledby="traffic-heading" className="grid gap-4 sm:gap-5">
      <ViewHeader title="Traffic" headingId="traffic-heading" testId="traffic-range" stats={stats} href={trafficHref} />
      {stats.views === 0 ? (
        <EmptyState days={stats.days} />
      ) : (
        <>
          <dl className="m-0 grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
            <Figure label="Page views" value={count(stats.views)} note="pages opened" />
            <Figure label="Visitors" value={count(stats.visitors)} note="unique per day, summed" />
            <Figure label="Visits" value={count(stats.entries)} note="views that started a visit" />
            <Figure label="Leads" value={count(stats.leads)} note={`${count(stats.path.sentLead)} from visits counted here`} />
          </dl>
          <LeftOut />
          <Card title="Views and visitors per day" headingId="traffic-daily-heading">
            <div className="px-4 pb-3 pt-4 sm:px-5">
              <p aria-hidden="true" className="m-0 mb-2 flex gap-4 text-xs text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <span className="inline-block h-2.5 w-2.5 rounded-sm bg-brand-200" />
                  Page views
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <span className="inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" />
                  Visitors
                </span>
              </p>
              <TrafficChart stats={stats} id="traffic-chart" />
            </div>
            <DailyTable stats={stats} />
          </Card>
          <Card title="From a visit to a lead" headingId="traffic-leads-heading">
            <PathToLeads stats={stats} />
          </Card>
          <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
            <Half title="Top pages" id="traffic-pages-heading">
              <NamedTable {...tableWords.pages} table={stats.pages} columns={viewsColumns} />
            </Half>
            <Half title="Entry pages and leads" id="traffic-entries-heading">
              <NamedTable {...tableWords.entryPages} table={stats.entryPages} columns={leadColumns} />
            </Half>
            <Half title="Sources and leads" id="traffic-sources-heading">
              <NamedTable {...tableWords.sources} table={stats.sources} columns={leadColumns} />
            </Half>
            <Half title="Referring sites" id="traffic-referrers-heading">
              <NamedTable {...tableWords.referrers} table={stats.referrers} columns={visitColumns} />
            </Half>
            <Half title="Campaigns" id="traffic-campaigns-heading">
              <SubHeading id="traffic-by-campaign-heading">By campaign</SubHeading>
              <NamedTable {...tableWords.campaigns} table={stats.campaigns} columns={leadColumns} />
              <SubHeading id="traffic-by-medium-heading" divided>
                By medium
              </SubHeading>
              <NamedTable {...tableWords.mediums} table={stats.mediums} columns={visitColumns} />
            </Half>
            <Half title="Devices" id="traffic-devices-heading">
              <DevicesTable stats={stats} />
            </Half>
          </div>
        </>
      )}
      <p className="m-0 flex gap-2 text-xs leading-relaxed text-slate-600">
        <Info aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
        <span>
          Counted without cookies, storage or personal data: each page reports its own view once it has loaded. A visitor is recognised for one UTC day only, by a hash of their
          address and browser with a salt that is replaced every day and then deleted; the hashes go with it. So "Visitors" sums each day's unique visitors. A visit starts on a
          page reached from another site, from a campaign link, or directly (a reload, or a second tab on the same page, within 30 minutes is not a new visit). A visit's funnel and
          its lead are counted with the visit, once each, under the page and source it started with. Days are UTC.
        </span>
      </p>
    </section>
  );
}
