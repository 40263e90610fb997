/**
 * The dashboard's Funnel tab, rendered on the server with no script: the 7 / 30 / 90-day switch is three
 * links, so the view costs no JavaScript. It shows the numbers of GET /api/admin/funnel-stats — the same
 * object — as summary figures, the SVG chart, the steps with their drop-off, conversion by business
 * type, visits and completions by source, by campaign and by the post that opened the funnel; or an empty state when the range holds no visit.
 */
import { Info } from "lucide-react";
import { postPath } from "../../blog/blog.ts";
import { COMPLETED_STEP, DEFAULT_FUNNEL_RANGE, type FunnelOtherSources, type FunnelSourceStats, type FunnelStats, funnelStepLabels } from "../../shared/funnel-events.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { Card, count, EmptyStats, Figure, LEFT_OUT, percent, SourceName, StatsTable, td, ViewHeader } from "../frame/stats-parts.tsx";
import { FunnelChart } from "./funnel-chart.tsx";

export const FUNNEL_PAGE = "/admin/funnel";

/** @example funnelHref(7) // "/admin/funnel?days=7"; funnelHref(DEFAULT_FUNNEL_RANGE) // "/admin/funnel" */
export function funnelHref(days: number): string {
  return days === DEFAULT_FUNNEL_RANGE ? FUNNEL_PAGE : `${FUNNEL_PAGE}?days=${days}`;
}

function StepsTable({ stats }: { stats: FunnelStats }) {
  return (
    <StatsTable caption="Visitors who reached each step, and how many went no further" columns={["Step", "Reached", "Drop\u2011off", "Left here"]}>
      {stats.steps.map((s) => (
        <tr key={s.step} className="border-b border-slate-100 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-900`}>
            <span aria-hidden="true" className="mr-2 hidden h-5 w-5 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700 sm:inline-flex">
              {s.step}
            </span>
            {s.label}
          </th>
          <td className={`${td} text-right tabular-nums text-slate-900`}>{count(s.reached)}</td>
          <td className={`${td} text-right tabular-nums ${s.dropOffPercent ? "text-red-700" : "text-slate-500"}`}>{percent(s.dropOffPercent)}</td>
          <td className={`${td} text-right tabular-nums text-slate-600`}>{count(s.left)}</td>
        </tr>
      ))}
      <tr className="bg-emerald-50/70">
        <th scope="row" className={`${td} font-semibold text-emerald-900`}>
          {funnelStepLabels[COMPLETED_STEP]}
        </th>
        <td className={`${td} text-right font-semibold tabular-nums text-emerald-900`}>{count(stats.completions)}</td>
        <td className={`${td} text-right text-slate-500`}>—</td>
        <td className={`${td} text-right text-slate-500`}>—</td>
      </tr>
    </StatsTable>
  );
}

function BusinessTypeTable({ stats }: { stats: FunnelStats }) {
  return (
    <StatsTable caption="Conversion by business type: visits that chose the type, and completions" columns={["Business type", "Started", "Completed", "Conversion"]}>
      {stats.businessTypes.map((t) => (
        <tr key={t.businessType} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-900`}>
            {t.label}
          </th>
          <td className={`${td} text-right tabular-nums text-slate-900`}>{count(t.started)}</td>
          <td className={`${td} text-right tabular-nums text-slate-900`}>{count(t.completions)}</td>
          <td className={`${td} text-right font-semibold tabular-nums ${t.conversionPercent === null ? "text-slate-500" : "text-slate-900"}`}>{percent(t.conversionPercent)}</td>
        </tr>
      ))}
    </StatsTable>
  );
}

function SourceTable({
  caption,
  column,
  rows,
  other,
  fallback,
  otherLabel,
  empty,
}: {
  caption: string;
  column: string;
  rows: FunnelSourceStats[];
  other: FunnelOtherSources | null;
  /** How a row without a name reads ("Direct"). */
  fallback: string;
  otherLabel: (count: number) => string;
  empty: string;
}) {
  if (rows.length === 0 && other === null) return <p className="m-0 px-4 py-6 text-sm text-slate-600 sm:px-5">{empty}</p>;
  const cells = (r: Omit<FunnelSourceStats, "name">) => (
    <>
      <td className={`${td} text-right tabular-nums text-slate-900`}>{count(r.visits)}</td>
      <td className={`${td} text-right tabular-nums text-slate-900`}>{count(r.completions)}</td>
      <td className={`${td} text-right font-semibold tabular-nums ${r.conversionPercent === null ? "text-slate-500" : "text-slate-900"}`}>{percent(r.conversionPercent)}</td>
    </>
  );
  return (
    <StatsTable caption={caption} columns={[column, "Visits", "Completed", "Conversion"]}>
      {rows.map((r) => (
        <tr key={r.name} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-900`}>
            <SourceName name={r.name} fallback={fallback} />
          </th>
          {cells(r)}
        </tr>
      ))}
      {other ? (
        <tr className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
          <th scope="row" className={`${td} font-medium text-slate-600`}>
            {otherLabel(other.count)}
          </th>
          {cells(other)}
        </tr>
      ) : null}
    </StatsTable>
  );
}

function SourcesCard({ stats }: { stats: FunnelStats }) {
  return (
    <Card title="Where visits came from" headingId="funnel-sources-heading">
      <div className="grid lg:grid-cols-2 lg:divide-x lg:divide-slate-200">
        <section aria-labelledby="funnel-by-source-heading" className="min-w-0">
          <h4 id="funnel-by-source-heading" className="m-0 px-4 pb-2 pt-4 text-sm font-semibold text-slate-700 sm:px-5">
            By source
          </h4>
          <SourceTable
            caption="Visits, completions and conversion by source: the UTM source, else the referring site"
            column="Source"
            rows={stats.sources}
            other={stats.otherSources}
            fallback="Direct"
            otherLabel={(n) => `${n} more ${n === 1 ? "source" : "sources"}`}
            empty="No visits by source in this range yet."
          />
        </section>
        <section aria-labelledby="funnel-by-campaign-heading" className="min-w-0 border-t border-slate-200 lg:border-t-0">
          <h4 id="funnel-by-campaign-heading" className="m-0 px-4 pb-2 pt-4 text-sm font-semibold text-slate-700 sm:px-5">
            By campaign
          </h4>
          <SourceTable
            caption="Visits, completions and conversion by UTM campaign"
            column="Campaign"
            rows={stats.campaigns}
            other={stats.otherCampaigns}
            fallback="(none)"
            otherLabel={(n) => `${n} more ${n === 1 ? "campaign" : "campaigns"}`}
            empty="No visits came with a UTM campaign in this range."
          />
        </section>
      </div>
    </Card>
  );
}

/** The posts whose call to action opened the funnel (src/content/post-calls-to-action.ts), named by their address. */
function PostsCard({ stats }: { stats: FunnelStats }) {
  return (
    <Card title="Opened from a blog post" headingId="funnel-posts-heading">
      <SourceTable
        caption="Visits, completions and conversion by the post whose call to action opened the funnel"
        column="Post"
        rows={stats.posts.map((post) => ({ ...post, name: postPath(post.name) }))}
        other={stats.otherPosts}
        fallback="(none)"
        otherLabel={(n) => `${n} more ${n === 1 ? "post" : "posts"}`}
        empty="No visit opened the funnel from a post's call to action in this range."
      />
    </Card>
  );
}

function EmptyState({ days }: { days: number }) {
  return (
    <EmptyStats
      title={`No funnel visits in the last ${days} days yet`}
      text="A visit is counted once the funnel is on a visitor's screen. The numbers appear here as people answer its questions."
    />
  );
}

export function FunnelView({ stats }: { stats: FunnelStats }) {
  const visits = stats.steps[0]!.reached;
  const empty = visits === 0 && stats.completions === 0;
  return (
    <section {...listRegionAttributes(funnelHref(stats.days))} aria-labelledby="funnel-heading" className="grid gap-4 sm:gap-5">
      <ViewHeader title="Funnel" headingId="funnel-heading" testId="funnel-range" stats={stats} href={funnelHref} />
      {empty ? (
        <EmptyState days={stats.days} />
      ) : (
        <>
          <dl className="m-0 grid grid-cols-3 gap-2 sm:gap-4">
            <Figure label="Saw the funnel" value={count(visits)} note="visits that reached step 1" />
            <Figure label="Completed" value={count(stats.completions)} note="contact details sent" />
            <Figure label="Conversion" value={percent(stats.conversionPercent)} note="of visits that saw the funnel" />
          </dl>
          <p data-testid="funnel-left-out" className="m-0 text-sm text-slate-700">
            {`${LEFT_OUT} Leads received in these days: ${count(stats.leads)}.`}
          </p>
          <div className="grid gap-4 sm:gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card title="Visitors per step" headingId="funnel-steps-heading">
              <div className="px-4 pb-2 pt-4 sm:px-5">
                <FunnelChart stats={stats} id="funnel-chart" />
              </div>
              <StepsTable stats={stats} />
            </Card>
            <Card title="Conversion by business type" headingId="funnel-types-heading" className="self-start">
              <BusinessTypeTable stats={stats} />
            </Card>
          </div>
          <SourcesCard stats={stats} />
          <PostsCard stats={stats} />
        </>
      )}
      <p className="m-0 flex gap-2 text-xs leading-relaxed text-slate-600">
        <Info aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
        <span>
          Counted without cookies or personal data: a visit here is one page load that showed the funnel, each step once (a reload or a second tab counts again; the Traffic tab
          counts whole visits). Drop-off is the share of a step's visitors who did not reach the next one. "Left here" counts pages closed at that step, as browsers report it (some
          phones don't). A source is the visit's UTM source, else the site that linked to it; "Direct" means neither. A post counts when its call to action opened the funnel. Days
          are UTC.
        </span>
      </p>
    </section>
  );
}
