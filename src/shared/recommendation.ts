/**
 * The funnel's instant recommendation: the plan that fits a visitor's four answers and the plan they picked
 * before the funnel opened (if any), with one line saying why. The rules are content a person edits
 * (src/content/recommendations.ts); this module is how they are read, pure so that the server, the tests
 * and the share report all run the very same function.
 */
import { type BusinessType, businessTypes, type ContactPreference, contactPreferences, type Goal, goalOptions, type PainPoint, painPoints } from "./lead-options.ts";
import { PLAN_INTERESTS, type PlanCatalogue, type PlanInterest, planInterestCopy } from "./plan-interest.ts";

/** What the funnel recommends: any plan a visitor can pick except the free scan, which is a first look, not a plan. */
export type RecommendedPlan = Exclude<PlanInterest, "business-scan">;
export const RECOMMENDED_PLANS = PLAN_INTERESTS.filter((plan): plan is RecommendedPlan => plan !== "business-scan");

export interface RecommendationAnswers {
  businessType: BusinessType;
  painPoint: PainPoint;
  goals: Goal;
  contactPreference: ContactPreference;
  /** The plan or service the visitor picked before the funnel (a plan card's button), or null. */
  planInterest: PlanInterest | null;
}

/** A rule's conditions: each lists the answers it accepts; one left out accepts any answer. */
export interface RuleConditions {
  businessType?: readonly BusinessType[];
  painPoint?: readonly PainPoint[];
  goals?: readonly Goal[];
  contactPreference?: readonly ContactPreference[];
}

export interface PickReason {
  /** One line in plain words, shown under the plan's name on the thank-you view. */
  reason: string;
  /** The lines of the plan's card (or of a smaller plan it includes) the reason rests on, word for word: a test holds them to the cards. */
  features: readonly string[];
}

export interface NeedRule extends PickReason {
  when: RuleConditions;
  plan: RecommendedPlan;
}

/** A need rule written under its pain point (whenPainPoint): `when` names only the other answers, if any. */
export type PainPointRule = Omit<NeedRule, "when"> & { when?: Omit<RuleConditions, "painPoint"> };

/**
 * The rules for one answer to the biggest-challenge question, in order: the pain point is written once for them all.
 * @example ...whenPainPoint("missed-calls", [{ when: { businessType: ["retail"] }, plan: "biziagent-pro", reason, features }])
 */
export function whenPainPoint(painPoint: PainPoint, rules: readonly PainPointRule[]): NeedRule[] {
  return rules.map(({ when, ...rule }) => ({ when: { painPoint: [painPoint], ...when }, ...rule }));
}

export interface RecommendationRules {
  /** What the answers call for: the first rule whose every condition holds decides. Every combination of answers must match one. */
  needs: readonly NeedRule[];
  /** Each service's plans from the smallest up: a picked plan at or above the needed one of the same service stands. */
  ladders: readonly (readonly RecommendedPlan[])[];
  /** Pain points that name no service in particular: there a picked plan of any service stands. */
  openPainPoints: readonly PainPoint[];
  /** Why a picked plan stands when it is not exactly what the answers alone would have chosen. */
  pickedPlans: Record<RecommendedPlan, PickReason>;
  /** The answer a picked plan implies, chosen in advance when the visitor reaches that question (they can change it). */
  impliedAnswers: ImpliedAnswers;
}

export type ImpliedAnswers = Partial<Record<PlanInterest, { painPoint: PainPoint }>>;

/** What POST /api/leads answers with the new lead's id, and the thank-you view shows. */
export interface Recommendation {
  plan: RecommendedPlan;
  /** As the site names the plan ("BiziAgent AI Pro"). */
  label: string;
  /** The plan on its page. */
  href: string;
  /** Its price as its card shows it, when it has a card. */
  price?: string;
  reason: string;
  /** True when the plan the visitor picked before the funnel is the one recommended. */
  keptPick: boolean;
}

function accepts<T>(allowed: readonly T[] | undefined, value: T): boolean {
  return allowed === undefined || allowed.includes(value);
}

/** The index of the need rule that decides these answers, or -1 when none matches (the rules' test forbids that). */
export function needRuleIndex(rules: RecommendationRules, answers: RecommendationAnswers): number {
  return rules.needs.findIndex(
    ({ when }) =>
      accepts(when.businessType, answers.businessType) &&
      accepts(when.painPoint, answers.painPoint) &&
      accepts(when.goals, answers.goals) &&
      accepts(when.contactPreference, answers.contactPreference),
  );
}

function isRecommended(plan: PlanInterest | null): plan is RecommendedPlan {
  return plan !== null && plan !== "business-scan";
}

/**
 * The recommendation for one visitor. The answers choose what is needed; a picked plan of the same service
 * stands if it is that plan or a bigger one, and a picked plan of any service stands where the pain point
 * names none; otherwise what is needed wins, and its reason says why.
 * @example recommend(recommendationRules, { businessType: "restaurant", painPoint: "missed-calls", goals: "grow-sales", contactPreference: "email", planInterest: null }).plan // "biziagent-pro"
 */
export function recommend(rules: RecommendationRules, answers: RecommendationAnswers, plans: PlanCatalogue = planInterestCopy): Recommendation {
  // Never throws: a lead is stored with whatever is recommended, so a gap in the rules falls back to the last one.
  const need = rules.needs[needRuleIndex(rules, answers)] ?? rules.needs[rules.needs.length - 1]!;
  const picked = answers.planInterest;
  const result = (plan: RecommendedPlan, why: PickReason, keptPick: boolean): Recommendation => ({
    plan,
    label: plans[plan].label,
    href: plans[plan].href,
    ...(plans[plan].price ? { price: plans[plan].price } : {}),
    reason: why.reason,
    keptPick,
  });
  if (!isRecommended(picked)) return result(need.plan, need, false);
  if (picked === need.plan) return result(need.plan, need, true);
  const ladder = rules.ladders.find((plans) => plans.includes(need.plan));
  if (ladder?.includes(picked)) {
    return ladder.indexOf(picked) > ladder.indexOf(need.plan) ? result(picked, rules.pickedPlans[picked], true) : result(need.plan, need, false);
  }
  return rules.openPainPoints.includes(answers.painPoint) ? result(picked, rules.pickedPlans[picked], true) : result(need.plan, need, false);
}

/** Every combination of the four answers, each with every plan of interest and with none. */
export function* allAnswerCombinations(): Generator<RecommendationAnswers> {
  for (const planInterest of [null, ...PLAN_INTERESTS])
    for (const businessType of businessTypes)
      for (const painPoint of painPoints)
        for (const goals of goalOptions) for (const contactPreference of contactPreferences) yield { businessType, painPoint, goals, contactPreference, planInterest };
}

export interface PlanShare {
  plan: RecommendedPlan;
  label: string;
  count: number;
  /** Of all combinations counted, one decimal. */
  percent: number;
}

/**
 * How often each plan is recommended over the combinations `which` keeps, biggest share first (ties in plan order).
 * @example recommendationShares(recommendationRules, (a) => a.planInterest === null)
 */
export function recommendationShares(rules: RecommendationRules, which: (answers: RecommendationAnswers) => boolean = () => true): { total: number; shares: PlanShare[] } {
  const counts = new Map<RecommendedPlan, number>(RECOMMENDED_PLANS.map((plan) => [plan, 0]));
  let total = 0;
  for (const answers of allAnswerCombinations()) {
    if (!which(answers)) continue;
    total++;
    const { plan } = recommend(rules, answers);
    counts.set(plan, counts.get(plan)! + 1);
  }
  const shares = RECOMMENDED_PLANS.map((plan) => {
    const count = counts.get(plan)!;
    return { plan, label: planInterestCopy[plan].label, count, percent: total > 0 ? Math.round((count / total) * 1000) / 10 : 0 };
  });
  return { total, shares: shares.sort((a, b) => b.count - a.count) };
}
