/** The recommendation rules hold for every visitor: a plan for every combination, no dead rule, no claim the plan's card does not make. */
import { describe, expect, test } from "bun:test";
import { PLAN_INTERESTS, type PlanInterest } from "../shared/plan-interest.ts";
import {
  allAnswerCombinations,
  needRuleIndex,
  type PickReason,
  RECOMMENDED_PLANS,
  type RecommendationAnswers,
  type RecommendedPlan,
  recommend,
  recommendationShares,
} from "../shared/recommendation.ts";
import { biziagentPlans } from "./biziagent-ai-copy.ts";
import { plans as localBoostPlans } from "./local-boost-seo-copy.ts";
import { recommendationRules as rules } from "./recommendations.ts";
import { trustBuilderPlans } from "./trust-builder-copy.ts";
import type { Plan } from "./types.ts";

function card(plans: Plan[], name: string): Plan {
  const found = plans.find((p) => p.name === name);
  if (!found) throw new Error(`no plan card named ${name}`);
  return found;
}

/** Each recommended plan's card as the service page shows it. */
const cards: Record<RecommendedPlan, Plan> = {
  "biziagent-standard": card(biziagentPlans.plans, "Standard"),
  "biziagent-pro": card(biziagentPlans.plans, "Pro"),
  "biziagent-premium": card(biziagentPlans.plans, "Premium"),
  "trust-builder-standard": card(trustBuilderPlans.plans, "Standard"),
  "trust-builder-professional": card(trustBuilderPlans.plans, "Professional"),
  "trust-builder-premium": card(trustBuilderPlans.plans, "Premium"),
  "local-boost-seo-pro": card(localBoostPlans.items, "Pro"),
};

/** The lines a plan offers: its own included lines and, as its card says ("Everything in …"), those of the smaller plans of its service. */
function offered(plan: RecommendedPlan): string[] {
  const ladder = rules.ladders.find((l) => l.includes(plan)) ?? [plan];
  return ladder.slice(0, ladder.indexOf(plan) + 1).flatMap((p) => cards[p].features.filter((f) => f.included).map((f) => f.label));
}

const combinations = [...allAnswerCombinations()];

describe("recommendation rules", () => {
  test("every combination of answers, with every plan of interest and none, matches a rule and gets a plan and a reason", () => {
    expect(combinations).toHaveLength(5 * 4 * 4 * 2 * (PLAN_INTERESTS.length + 1));
    for (const answers of combinations) {
      expect(needRuleIndex(rules, answers), JSON.stringify(answers)).toBeGreaterThanOrEqual(0);
      const r = recommend(rules, answers);
      expect(RECOMMENDED_PLANS).toContain(r.plan);
      expect(r.reason.length).toBeGreaterThan(20);
      expect(r.href).toStartWith("/");
      expect(r.label).not.toBe("");
    }
  });

  test("no rule is hidden behind earlier ones: each decides at least one combination", () => {
    const used = new Set(combinations.map((answers) => needRuleIndex(rules, answers)));
    const dead = rules.needs.map((rule, i) => ({ i, rule })).filter(({ i }) => !used.has(i));
    expect(dead.map(({ i, rule }) => `#${i} ${rule.reason}`)).toEqual([]);
  });

  test("each reason rests on lines of that plan's card, word for word, and fits on a line", () => {
    const reasons: [RecommendedPlan, PickReason][] = [...rules.needs.map((rule): [RecommendedPlan, PickReason] => [rule.plan, rule]), ...Object.entries(rules.pickedPlans)] as [
      RecommendedPlan,
      PickReason,
    ][];
    for (const [plan, { reason, features }] of reasons) {
      expect(features.length, reason).toBeGreaterThan(0);
      for (const feature of features) expect(offered(plan), `${plan}: ${reason}`).toContain(feature);
      expect(reason.length, reason).toBeLessThanOrEqual(110);
      expect(reason).toMatch(/^[A-Z].*[.]$/);
    }
  });

  test("every plan can be recommended, and none takes more than a third of the visitors who picked nothing", () => {
    const { total, shares } = recommendationShares(rules, (a) => a.planInterest === null);
    expect(total).toBe(160);
    for (const share of shares) expect(share.count, share.plan).toBeGreaterThan(0);
    for (const share of shares) expect(share.percent, share.plan).toBeLessThanOrEqual(33.4);
    expect(shares.reduce((sum, s) => sum + s.count, 0)).toBe(total);
  });

  test("the plan a visitor picked: kept when it covers the need, upgraded within its service, set aside for another service's pain", () => {
    const base: Omit<RecommendationAnswers, "planInterest"> = { businessType: "restaurant", painPoint: "missed-calls", goals: "grow-sales", contactPreference: "email" };
    const pick = (planInterest: PlanInterest | null, over: Partial<RecommendationAnswers> = {}) => recommend(rules, { ...base, ...over, planInterest });
    expect(pick(null)).toMatchObject({ plan: "biziagent-pro", keptPick: false, reason: "Restaurants that miss calls: Pro texts back every missed caller." });
    // Exactly what the answers call for: the answers' own reason.
    expect(pick("biziagent-pro")).toMatchObject({ plan: "biziagent-pro", keptPick: true, reason: "Restaurants that miss calls: Pro texts back every missed caller." });
    // A bigger plan of the same service stands; a smaller one gives way.
    expect(pick("biziagent-premium")).toMatchObject({ plan: "biziagent-premium", keptPick: true, reason: rules.pickedPlans["biziagent-premium"].reason });
    expect(pick("biziagent-standard")).toMatchObject({ plan: "biziagent-pro", keptPick: false });
    // Another service: the pain point decides, unless it names none.
    expect(pick("trust-builder-premium")).toMatchObject({ plan: "biziagent-pro", keptPick: false });
    expect(pick("local-boost-seo-pro", { painPoint: "other-pain" })).toMatchObject({ plan: "local-boost-seo-pro", keptPick: true });
    expect(pick("trust-builder-standard", { painPoint: "other-pain" })).toMatchObject({ plan: "trust-builder-premium", keptPick: false });
    // The free scan is not a plan: the answers decide.
    expect(pick("business-scan")).toMatchObject({ plan: "biziagent-pro", keptPick: false });
  });

  test("the answer a picked plan implies is one the funnel offers, and leads back to that service", () => {
    for (const [plan, implied] of Object.entries(rules.impliedAnswers)) {
      const r = recommend(rules, { businessType: "other", painPoint: implied.painPoint, goals: "local-customers", contactPreference: "email", planInterest: plan as PlanInterest });
      expect(r.plan.split("-")[0], plan).toBe(plan.split("-")[0]!);
    }
  });
});
