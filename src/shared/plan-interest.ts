/**
 * The plans and services a visitor can pick before the funnel opens (a plan card's button, Start My Free
 * Scan): carried into the funnel as `?plan=<id>`, stored with the lead as its plan of interest, and the
 * recommendation's vocabulary. Shared by the pages, the funnel, the server and the Leads tab.
 */
export const PLAN_INTERESTS = [
  "biziagent-standard",
  "biziagent-pro",
  "biziagent-premium",
  "trust-builder-standard",
  "trust-builder-professional",
  "trust-builder-premium",
  "local-boost-seo-pro",
  "business-scan",
] as const;
export type PlanInterest = (typeof PLAN_INTERESTS)[number];

export interface PlanInterestCopy {
  /** As the Leads tab and the e-mails name it. */
  label: string;
  /** The plan on its page. */
  href: string;
  /** Its price as its card shows it ("$20/mo", "Contact us"), for a plan with a card. */
  price?: string;
}

/** Every plan's words as the site shows them now (src/site-copy/plan-catalogue.ts reads them from the live copy). */
export type PlanCatalogue = Record<PlanInterest, PlanInterestCopy>;

/** The plans' fixed words: the free scan's, and every plan's before the live copy is read (tests, tools). */
export const planInterestCopy: PlanCatalogue = {
  "biziagent-standard": { label: "BiziAgent AI Standard", href: "/biziagent-ai#plans" },
  "biziagent-pro": { label: "BiziAgent AI Pro", href: "/biziagent-ai#plans" },
  "biziagent-premium": { label: "BiziAgent AI Premium", href: "/biziagent-ai#plans" },
  "trust-builder-standard": { label: "Trust Builder Standard", href: "/trust-builder#plans" },
  "trust-builder-professional": { label: "Trust Builder Professional", href: "/trust-builder#plans" },
  "trust-builder-premium": { label: "Trust Builder Premium", href: "/trust-builder#plans" },
  "local-boost-seo-pro": { label: "Local Boost SEO Pro", href: "/local-boost-seo#plans" },
  "business-scan": { label: "Free Business Scan", href: "/business-scan" },
};

/** A `plan` query value as the funnel reads it: a known id, else nothing (an unknown plan is ignored, never an error). */
export function parsePlanInterest(value: string | null | undefined): PlanInterest | null {
  return value && (PLAN_INTERESTS as readonly string[]).includes(value) ? (value as PlanInterest) : null;
}

/** The funnel's address for a plan's call to action. */
export function funnelHrefFor(plan: PlanInterest): string {
  return `/?funnel=true&plan=${plan}`;
}
