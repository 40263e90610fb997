/**
 * The plans a visitor can pick, as the live copy names and prices them: "BiziAgent AI Pro" is the BiziAgent AI
 * page's name and its plan's name, at the price its card shows. The funnel's "Your pick", the thank-you view's
 * recommendation, the confirmation e-mail and the Leads tab read this one record, so one publish changes them all.
 * A plan the copy does not carry (the free scan) keeps its fixed words.
 */
import { biziagentCopy } from "../content/biziagent-ai-copy.ts";
import { localBoostSeoCopy } from "../content/local-boost-seo-copy.ts";
import { trustBuilderCopy } from "../content/trust-builder-copy.ts";
import type { Plan } from "../content/types.ts";
import { type PlanCatalogue, planInterestCopy } from "../shared/plan-interest.ts";
import { priceLine } from "../shared/price.ts";
import type { SiteCopy } from "./site-copy.ts";

/** @example planCatalogue(copy)["local-boost-seo-pro"] // { label: "Local Boost SEO Pro", href: "/local-boost-seo#plans", price: "$20/mo" } */
export function planCatalogue(copy: SiteCopy): PlanCatalogue {
  const catalogue: PlanCatalogue = { ...planInterestCopy };
  const services: { name: string; path: string; plans: readonly Plan[] }[] = [
    { name: copy.get(biziagentCopy).page.name, path: "/biziagent-ai", plans: copy.get(biziagentCopy).plans.plans },
    { name: copy.get(trustBuilderCopy).page.name, path: "/trust-builder", plans: copy.get(trustBuilderCopy).plans.plans },
    { name: copy.get(localBoostSeoCopy).page.serviceName, path: "/local-boost-seo", plans: copy.get(localBoostSeoCopy).plans.items },
  ];
  for (const service of services)
    for (const plan of service.plans) {
      if (plan.plan) catalogue[plan.plan] = { label: `${service.name} ${plan.name}`, href: `${service.path}#plans`, price: priceLine(plan.price) };
    }
  return catalogue;
}
