import { describe, expect, test } from "bun:test";
import { funnelEntryFrom, funnelHrefForPost, type PostCallToActionRules, postCallToAction, postSlugOf } from "./post-call-to-action.ts";

const rules: PostCallToActionRules = {
  rules: [
    { when: { categories: ["calls"] }, answers: { painPoint: "missed-calls" }, heading: "Calls", text: "t", button: "b" },
    { when: { tags: ["seo", "maps"] }, answers: { painPoint: "google-visibility", goals: "local-customers" }, heading: "SEO", text: "t", button: "b" },
    { when: {}, answers: { goals: "automation" }, heading: "Never", text: "t", button: "b" },
  ],
  fallback: { heading: "Fallback", text: "t", button: "b" },
};

const post = (category: string | null, tags: string[]) => ({ slug: "a-post", category: category ? { slug: category } : null, tags: tags.map((slug) => ({ slug })) });

describe("postCallToAction", () => {
  test("the first rule the category or a tag matches; a rule with no slugs never matches; else the fallback", () => {
    expect(postCallToAction(rules, post("calls", ["seo"])).heading).toBe("Calls");
    expect(postCallToAction(rules, post("other", ["x", "maps"])).heading).toBe("SEO");
    expect(postCallToAction(rules, post(null, [])).heading).toBe("Fallback");
    expect(postCallToAction(rules, post("seo", [])).heading).toBe("Fallback");
  });

  test("the address carries the answers and the post, and reads back to the same", () => {
    const call = postCallToAction(rules, post(null, ["seo"]));
    expect(call.href).toBe("/?funnel=true&painPoint=google-visibility&goals=local-customers&from=a-post");
    const query = new URL(call.href, "https://site.test").searchParams;
    expect(funnelEntryFrom(query)).toEqual({ answers: { painPoint: "google-visibility", goals: "local-customers" }, fromPost: "a-post" });
    expect(funnelHrefForPost("b", {})).toBe("/?funnel=true&from=b");
  });
});

describe("funnelEntryFrom", () => {
  test("keeps only answers the funnel offers and a post that is a slug", () => {
    const query = new URLSearchParams("businessType=medical&painPoint=nope&goals=automation&contactPreference=demo&from=Bad Slug");
    expect(funnelEntryFrom(query)).toEqual({ answers: { businessType: "medical", goals: "automation" }, fromPost: null });
    expect(funnelEntryFrom(new URLSearchParams(""))).toEqual({ answers: {}, fromPost: null });
  });

  test("postSlugOf: slugs up to 200 characters, nothing else", () => {
    expect(postSlugOf("five-tips-2026")).toBe("five-tips-2026");
    expect(postSlugOf("a".repeat(201))).toBeNull();
    expect(postSlugOf("../admin")).toBeNull();
    expect(postSlugOf(7)).toBeNull();
    expect(postSlugOf("")).toBeNull();
  });
});
