/**
 * `bun src/cli/recommendation-shares.ts`: how often each plan is recommended over every combination of the
 * funnel's answers, without a picked plan and with every plan of interest and none, as two tables.
 */
import { recommendationRules } from "../content/recommendations.ts";
import { type PlanShare, recommendationShares } from "../shared/recommendation.ts";

function table(title: string, { total, shares }: { total: number; shares: PlanShare[] }): string {
  const width = Math.max(...shares.map((s) => s.label.length));
  const lines = shares.map((s) => `  ${s.label.padEnd(width)}  ${String(s.count).padStart(5)}  ${s.percent.toFixed(1).padStart(5)}%`);
  return [`${title} (${total} combinations)`, ...lines, ""].join("\n");
}

console.log(
  table(
    "No plan picked before the funnel",
    recommendationShares(recommendationRules, (a) => a.planInterest === null),
  ),
);
console.log(table("Every plan of interest and none", recommendationShares(recommendationRules)));
