/** The platform coverage comparison: two summary cards (2 vs 6) and an accessible table of platforms per plan, in the page's copy. */
import { Check, Layers, Minus } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { CoverageCopy } from "../../content/local-boost-seo-copy.ts";
import { PlatformIcon } from "./platform-icon.tsx";

function Cell({ included, note, marks }: { included: boolean; note?: string; marks: CoverageCopy["marks"] }) {
  const Mark = included ? Check : Minus;
  return (
    <td className="px-4 py-4 text-center md:px-6">
      <span className="inline-flex flex-col items-center gap-1">
        <span className={`inline-flex h-7 w-7 items-center justify-center rounded-full ${included ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-500"}`}>
          <Mark aria-hidden="true" size={18} strokeWidth={2.5} />
        </span>
        <span className="sr-only">{included ? marks.included : marks.notIncluded}</span>
        {included && note ? <span className="text-xs font-semibold text-amber-800">{note}</span> : null}
      </span>
    </td>
  );
}

/** The two plans, in their columns' order; Pro, the plan that covers more, stands out in the primary colour. */
const plans = ["standard", "pro"] as const;
type Plan = (typeof plans)[number];
const planStyles = {
  standard: { card: "card p-6", label: "text-slate-600", total: "text-slate-900", text: "text-slate-600", column: "text-slate-700" },
  pro: {
    card: "rounded-2xl border-2 border-brand-600 bg-brand-50 p-6 shadow-sm",
    label: "text-brand-700",
    total: "text-brand-700",
    text: "text-slate-700",
    column: "text-brand-700",
  },
} as const;

/** One plan's platform count and what it covers. */
function PlanSummary({ plan, coverage, total }: { plan: Plan; coverage: CoverageCopy; total: number }) {
  const style = planStyles[plan];
  return (
    <li className={style.card}>
      <p className={`m-0 text-sm font-semibold uppercase tracking-wider ${style.label}`}>{coverage.planNames[plan]}</p>
      <p className="m-0 mt-2 flex items-baseline gap-2">
        <span className={`text-5xl font-extrabold tracking-tight ${style.total}`}>{total}</span>
        <span className={`text-lg font-medium ${style.text}`}>{coverage.countUnit}</span>
      </p>
      <p className={`m-0 mt-2 text-[15px] ${style.text}`}>{coverage.summaries[plan]}</p>
    </li>
  );
}

/** The head's and the foot's row: its heading, then a cell per plan (the plan's name, its total). */
function PlanRow({ heading, scope, className, children }: { heading: string; scope: "col" | "row"; className: string; children: (plan: Plan) => ReactNode }) {
  return (
    <tr>
      <th scope={scope} className={`px-4 font-semibold md:px-6 ${className}`}>
        {heading}
      </th>
      {plans.map((plan) => (
        <Fragment key={plan}>{children(plan)}</Fragment>
      ))}
    </tr>
  );
}

/** Each plan's count of platforms, read from the table's rows so the two can never disagree. */
function totalsOf(platforms: CoverageCopy["platforms"]): Record<Plan, number> {
  return { standard: platforms.filter((platform) => platform.standard).length, pro: platforms.filter((platform) => platform.pro).length };
}

export function CoverageComparison({ coverage }: { coverage: CoverageCopy }) {
  const { platforms, caption, headings, marks, planNames } = coverage;
  const totals = totalsOf(platforms);
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[0.8fr_1.2fr] lg:gap-x-8">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-1" aria-label={coverage.summaries.label}>
        {plans.map((plan) => (
          <PlanSummary key={plan} plan={plan} coverage={coverage} total={totals[plan]} />
        ))}
      </ul>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <table className="w-full border-collapse text-left">
          <caption className="border-b border-slate-200 px-4 py-4 text-left text-base font-semibold text-slate-900 md:px-6">{caption}</caption>
          <thead className="bg-slate-50">
            <PlanRow heading={headings.platform} scope="col" className="py-3 text-sm text-slate-700">
              {(plan) => (
                <th scope="col" className={`px-4 py-3 text-center text-sm font-semibold ${planStyles[plan].column} md:px-6`}>
                  {planNames[plan]}
                </th>
              )}
            </PlanRow>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {platforms.map((platform) => (
              <tr key={platform.name}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900 md:px-6">
                  <span className="flex items-center gap-3">
                    <PlatformIcon icon={platform.icon} />
                    {platform.name}
                  </span>
                </th>
                {plans.map((plan) => (
                  <Cell key={plan} included={platform[plan]} note={platform.note} marks={marks} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50">
            <PlanRow heading={headings.total} scope="row" className="py-4 text-slate-900">
              {(plan) => <td className={`px-4 py-4 text-center text-lg font-extrabold ${planStyles[plan].total} md:px-6`}>{totals[plan]}</td>}
            </PlanRow>
          </tfoot>
        </table>
      </div>
      <div className="rounded-2xl border border-dashed border-slate-300 p-6 lg:col-start-1 lg:row-start-2">
        <p className="m-0 flex items-start gap-3 text-[15px] text-slate-700">
          <Layers aria-hidden="true" size={20} strokeWidth={2} className="mt-0.5 shrink-0 text-teal-700" />
          <span>
            {coverage.more.text}{" "}
            <a href={coverage.more.href} className="text-link underline">
              {coverage.more.link}
            </a>
          </span>
        </p>
      </div>
    </div>
  );
}
