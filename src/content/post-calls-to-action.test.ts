/** The calls to action are content: whatever is edited, every answer is one the funnel offers and every rule can match. */
import { describe, expect, test } from "bun:test";
import { businessTypes, goalOptions, painPoints } from "../shared/lead-options.ts";
import { isSlug } from "../shared/slugify.ts";
import { postCallsToAction } from "./post-calls-to-action.ts";

const offered: Record<string, readonly string[]> = { businessType: businessTypes, painPoint: painPoints, goals: goalOptions };

describe("post calls to action", () => {
  for (const [i, rule] of postCallsToAction.rules.entries()) {
    test(`rule ${i + 1} ("${rule.heading}") names slugs, answers the funnel offers, and copy`, () => {
      const slugs = [...(rule.when.categories ?? []), ...(rule.when.tags ?? [])];
      expect(slugs.length).toBeGreaterThan(0);
      for (const slug of slugs) expect(isSlug(slug)).toBe(true);
      for (const [name, value] of Object.entries(rule.answers)) expect(offered[name]).toContain(value);
      for (const text of [rule.heading, rule.text, rule.button]) expect(text.trim().length).toBeGreaterThan(0);
    });
  }

  test("no rule is hidden behind earlier ones (each has a slug no earlier rule names)", () => {
    const seen = new Set<string>();
    for (const rule of postCallsToAction.rules) {
      const slugs = [...(rule.when.categories ?? []).map((s) => `c:${s}`), ...(rule.when.tags ?? []).map((s) => `t:${s}`)];
      expect(slugs.some((s) => !seen.has(s))).toBe(true);
      for (const s of slugs) seen.add(s);
    }
  });
});
