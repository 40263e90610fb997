/** The thank-you view's recommendation: the plan that fits, one line on why, and a link to the plan on its page. */
import { ArrowRight, Bot, CircleCheck, type LucideIcon, MapPin, Star } from "lucide-react";
import { type PlanCatalogue, type PlanInterest, planInterestCopy } from "../../src/shared/plan-interest.ts";
import type { Recommendation } from "../../src/shared/recommendation.ts";

const serviceIcons: [prefix: string, icon: LucideIcon][] = [
  ["biziagent-", Bot],
  ["trust-builder-", Star],
  ["local-boost-seo-", MapPin],
];

export interface RecommendationCardProps {
  recommendation: Recommendation;
  /** The plan the visitor picked before the funnel, if any. */
  picked: PlanInterest | null;
  /** The plans' names as the live copy has them. */
  plans?: PlanCatalogue;
  headingId: string;
}

export function RecommendationCard({ recommendation, picked, plans = planInterestCopy, headingId }: RecommendationCardProps) {
  const Icon = serviceIcons.find(([prefix]) => recommendation.plan.startsWith(prefix))?.[1] ?? Bot;
  // The free scan is a first look, not a plan: it is neither kept nor set aside.
  const setAside = picked !== null && picked !== "business-scan" && !recommendation.keptPick;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 bg-brand-50/70 p-4 text-left sm:p-6">
      <div className="flex items-center gap-3 sm:gap-4">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm sm:h-12 sm:w-12">
          <Icon aria-hidden="true" size={24} strokeWidth={2} />
        </span>
        <div className="min-w-0">
          <p className="m-0 text-xs font-semibold uppercase tracking-wider text-brand-700">Recommended for you</p>
          <h4 id={headingId} className="m-0 mt-1 text-xl font-bold leading-tight text-slate-900 md:text-2xl">
            {recommendation.label}
          </h4>
          {recommendation.price ? <p className="m-0 mt-1 text-base font-semibold text-brand-800">{recommendation.price}</p> : null}
        </div>
      </div>
      <p className="m-0 mt-4 text-base leading-relaxed text-slate-700 md:text-lg">{recommendation.reason}</p>
      {recommendation.keptPick ? (
        <p className="m-0 mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" size={16} className="shrink-0" /> This is the plan you picked.
        </p>
      ) : setAside ? (
        <p className="m-0 mt-2 text-sm text-slate-600">You looked at {plans[picked].label}; for your answers, this plan fits better.</p>
      ) : null}
      {/* Short on screen so it stays one line on a phone; the plan's name completes it for a screen reader. */}
      <a href={recommendation.href} className="btn-primary mt-5 w-full sm:w-auto">
        See the plan<span className="sr-only"> for {recommendation.label}</span> <ArrowRight aria-hidden="true" size={18} />
      </a>
    </section>
  );
}
