/** Plans side by side: equal height, the 'Most Popular' plan raised with a badge, check / cross lists, one button each. */
import { Check, X } from "lucide-react";
import type { Plan } from "../../content/types.ts";
import { priceText } from "../../shared/price.ts";
import { ActionLink } from "./action-link.tsx";

/** The words the grid adds for screen readers; a page passes its own document's. */
export interface PlanGridLabels {
  /** After the plan's name, naming its card: "Standard plan". */
  planSuffix: string;
  /** Before a feature the plan has. */
  included: string;
  /** Before a feature it lacks. */
  notIncluded: string;
}

export const PLAN_GRID_LABELS: PlanGridLabels = { planSuffix: "plan", included: "Included:", notIncluded: "Not included:" };

function PlanCard({ plan, labels, newTabNote }: { plan: Plan; labels: PlanGridLabels; newTabNote?: string }) {
  const featured = Boolean(plan.badge);
  const price = priceText(plan.price);
  return (
    <article
      aria-label={`${plan.name} ${labels.planSuffix}`}
      className={`relative flex h-full flex-col rounded-2xl bg-white p-6 lg:p-7 ${
        featured ? "border-2 border-brand-600 shadow-xl lg:-my-4 lg:py-11" : "border border-slate-200 shadow-sm"
      }`}
    >
      {plan.badge ? (
        <p className="absolute -top-3.5 left-1/2 m-0 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-600 px-4 py-1 text-sm font-semibold text-white shadow">
          {plan.badge}
        </p>
      ) : null}
      <h3 className="text-2xl font-bold">{plan.name}</h3>
      <p className="mt-2 min-h-12 text-[15px] text-slate-600">{plan.description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price.amount}</span>
        {price.period ? <span className="text-base font-medium text-slate-500">{price.period}</span> : null}
      </p>
      <ul className="m-0 mt-6 flex-1 list-none space-y-3 p-0">
        {plan.features.map((feature) => (
          <li key={feature.label} className={`flex items-start gap-3 text-[15px] ${feature.included ? "text-slate-700" : "text-slate-500"}`}>
            {feature.included ? (
              <Check aria-hidden="true" size={20} strokeWidth={2.5} className="mt-0.5 shrink-0 text-emerald-600" />
            ) : (
              <X aria-hidden="true" size={20} strokeWidth={2.5} className="mt-0.5 shrink-0 text-slate-400" />
            )}
            <span>
              <span className="sr-only">{`${feature.included ? labels.included : labels.notIncluded} `}</span>
              {feature.label}
            </span>
          </li>
        ))}
      </ul>
      <ActionLink action={{ ...plan.cta, variant: featured ? "primary" : "secondary" }} className="mt-8 w-full" newTabNote={newTabNote} />
    </article>
  );
}

export function PlanGrid({ plans, labels = PLAN_GRID_LABELS, newTabNote }: { plans: Plan[]; labels?: PlanGridLabels; newTabNote?: string }) {
  // Three plans stay side by side from md: a lone third card on its own row reads as an afterthought.
  const cols = plans.length === 2 ? "mx-auto max-w-4xl md:grid-cols-2 md:gap-8" : "md:grid-cols-3 md:gap-4 lg:gap-8";
  return (
    <div className={`grid items-stretch gap-8 ${cols}`}>
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} labels={labels} newTabNote={newTabNote} />
      ))}
    </div>
  );
}
