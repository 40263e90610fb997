/**
 * What the confirmation recommends: the plan the thank-you view recommended, as stored with the lead
 * (recommended_plan keeps what was shown then, even after the rules change), with the rules' reason for it
 * (src/content/recommendations.ts); a lead stored without one gets what the rules say for its answers now.
 * Named and linked with the same labels and pages as the site.
 */
import type { Lead } from "../../db/queries/leads.ts";
import { recommendationRules } from "../content/recommendations.ts";
import { type PlanCatalogue, type PlanInterest, planInterestCopy } from "../shared/plan-interest.ts";
import { recommend } from "../shared/recommendation.ts";

export interface MailRecommendation {
  plan: PlanInterest;
  label: string;
  /** Absolute: the e-mail is read away from the site. */
  href: string;
  /** Why this one, in a line. */
  reason: string;
  /** Its price as the plan's card shows it, when it has a card. */
  price?: string;
}

/** When the rules have changed since the lead came in, their reason may be about another plan. */
const STORED_REASON = "Based on your answers, this is where we suggest you start.";

export type RecommendedLead = Pick<Lead, "businessType" | "painPoint" | "goals" | "contactPreference" | "planInterest" | "recommendedPlan">;

/**
 * @example recommendationFor(lead, "https://www.example.com").label // "BiziAgent AI Pro"
 */
export function recommendationFor(lead: RecommendedLead, siteUrl: string, plans: PlanCatalogue = planInterestCopy): MailRecommendation {
  const now = recommend(recommendationRules, {
    businessType: lead.businessType,
    painPoint: lead.painPoint,
    goals: lead.goals,
    contactPreference: lead.contactPreference,
    planInterest: lead.planInterest,
  });
  const plan: PlanInterest = lead.recommendedPlan ?? now.plan;
  const copy = plans[plan];
  return {
    plan,
    label: copy.label,
    ...(copy.price ? { price: copy.price } : {}),
    href: new URL(copy.href, `${siteUrl}/`).toString(),
    reason: plan === now.plan ? now.reason : STORED_REASON,
  };
}
