/**
 * POST /api/leads with what the funnel adds to the spec's lead: the plan picked before the funnel and where
 * the visit came from, all optional and never a reason to refuse; the answer's recommendation, stored with
 * the lead. The spec's request alone still works exactly as before.
 */

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema/index.ts";
import { loadSiteIdentity } from "../../src/content/identity.ts";
import { recommendationRules } from "../../src/content/recommendations.ts";
import { SOURCE_FIELD_MAX } from "../../src/shared/lead-pipeline.ts";
import { recommend } from "../../src/shared/recommendation.ts";
import { planCatalogue } from "../../src/site-copy/plan-catalogue.ts";
import { defaultSiteCopy } from "../../src/site-copy/site-copy.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createdLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", LEAD_SITE_LIMIT: "100000" });
}, 60_000);
afterAll(() => t.close());

async function stored(id: string) {
  const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

const NO_SOURCE = { planInterest: null, landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

describe("the funnel's address with a plan", () => {
  test("/?funnel=true&plan=… is the very page of /?funnel=true: the plan and UTM values are read in the browser, never cached apart", async () => {
    const plain = await t.app.request("/?funnel=true");
    const html = await plain.text();
    for (const path of ["/?funnel=true&plan=biziagent-pro", "/?funnel=true&plan=casino&utm_source=newsletter&utm_campaign=spring"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("ETag")).toBe(plain.headers.get("ETag"));
      expect(await res.text()).toBe(html);
    }
  });
});

describe("POST /api/leads: plan of interest, visit source, recommendation", () => {
  test("the spec's lead alone: 201 with its id and a recommendation for its answers, stored with it; nothing else stored", async () => {
    const { id, recommendation } = await createdLead(t, { ...VALID_LEAD, email: "plain@example.com" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(recommendation).toEqual({
      plan: "biziagent-pro",
      label: "BiziAgent AI Pro",
      href: "/biziagent-ai#plans",
      price: "Contact us",
      reason: "Restaurants that miss calls: Pro texts back every missed caller.",
      keptPick: false,
    });
    expect(await stored(id)).toMatchObject({ ...NO_SOURCE, recommendedPlan: "biziagent-pro" });
  });

  test("the plan picked and the source are stored; the recommendation weighs the pick", async () => {
    const source = { landingPage: "/biziagent-ai", referrerHost: "mail.example.com", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };
    const { id, recommendation } = await createdLead(t, { ...VALID_LEAD, email: "picked@example.com", planInterest: "biziagent-premium", ...source });
    expect(recommendation).toMatchObject({ plan: "biziagent-premium", keptPick: true, reason: recommendationRules.pickedPlans["biziagent-premium"].reason });
    expect(await stored(id)).toMatchObject({ ...source, planInterest: "biziagent-premium", recommendedPlan: "biziagent-premium" });

    // A smaller plan of the same service gives way to what the answers need.
    const smaller = await createdLead(t, { ...VALID_LEAD, email: "smaller@example.com", planInterest: "biziagent-standard" });
    expect(smaller.recommendation).toMatchObject({ plan: "biziagent-pro", keptPick: false });
    expect(await stored(smaller.id)).toMatchObject({ planInterest: "biziagent-standard", recommendedPlan: "biziagent-pro" });
  });

  test("an unknown or malformed plan is dropped, never refused", async () => {
    for (const [i, planInterest] of ["casino", "", 42, null, { id: "biziagent-pro" }, ["biziagent-pro"]].entries()) {
      const { id, recommendation } = await createdLead(t, { ...VALID_LEAD, email: `unknown-${i}@example.com`, planInterest });
      expect((await stored(id)).planInterest, JSON.stringify(planInterest)).toBeNull();
      expect(recommendation.plan).toBe("biziagent-pro");
    }
  });

  test("10 KB values are cut to 200 characters, not refused; addresses are reduced to a path and a host", async () => {
    const long = "x".repeat(10 * 1024);
    for (const field of ["utmSource", "utmMedium", "utmCampaign"] as const) {
      const { id } = await createdLead(t, { ...VALID_LEAD, email: `long-${field}@example.com`, [field]: long });
      expect((await stored(id))[field], field).toBe("x".repeat(SOURCE_FIELD_MAX));
    }
    const all = await createdLead(t, {
      ...VALID_LEAD,
      email: "long-all@example.com",
      landingPage: `/${long}`,
      referrerHost: long,
      utmSource: long,
      utmMedium: long,
      utmCampaign: long,
    });
    expect(await stored(all.id)).toMatchObject({ utmSource: "x".repeat(SOURCE_FIELD_MAX), utmCampaign: "x".repeat(SOURCE_FIELD_MAX) });
    const path = await createdLead(t, { ...VALID_LEAD, email: "long-path@example.com", landingPage: `/${long}` });
    expect((await stored(path.id)).landingPage).toHaveLength(SOURCE_FIELD_MAX);
    const host = await createdLead(t, { ...VALID_LEAD, email: "long-host@example.com", referrerHost: `${long}.example.com` });
    expect(((await stored(host.id)).referrerHost ?? "").length).toBeLessThanOrEqual(SOURCE_FIELD_MAX);

    const { id } = await createdLead(t, {
      ...VALID_LEAD,
      email: "addresses@example.com",
      landingPage: "https://www.example.test/blog/five-tips?utm_source=x#top",
      referrerHost: "https://News.Example.com/story?id=1",
      utmSource: "  news\nletter ",
      utmMedium: 5,
      utmCampaign: { nested: true },
    });
    expect(await stored(id)).toMatchObject({ landingPage: "/blog/five-tips", referrerHost: "news.example.com", utmSource: "newsletter", utmMedium: null, utmCampaign: null });
  });

  test("a repeated Idempotency-Key answers the first lead's id with the recommendation; a honeypot lead gets the same answer", async () => {
    const key = crypto.randomUUID();
    const body = { ...VALID_LEAD, email: "twice@example.com", planInterest: "local-boost-seo-pro", painPoint: "google-visibility" };
    const first = await createdLead(t, body, { "Idempotency-Key": key });
    const again = await createdLead(t, body, { "Idempotency-Key": key });
    expect(again).toEqual(first);
    expect(first.recommendation).toMatchObject({ plan: "local-boost-seo-pro", keptPick: true });

    const spam = await createdLead(t, { ...VALID_LEAD, email: "bot@example.com", website: "http://spam.example" });
    expect(Object.keys(spam).sort()).toEqual(["callBooking", "id", "recommendation"]);
    expect(await stored(spam.id)).toMatchObject({ isSpam: true, recommendedPlan: "biziagent-pro" });
  });

  test("what is stored as recommended is what the rules say for the answers and the pick", async () => {
    const answers = { businessType: "medical", painPoint: "customer-messages", goals: "customer-service", contactPreference: "demo" } as const;
    const { id, recommendation } = await createdLead(t, { ...VALID_LEAD, ...answers, phone: "(555) 010-2233", email: "clinic@example.com", planInterest: "trust-builder-premium" });
    // Named and priced as the live copy has them: on a fresh install, the copy modules' defaults.
    const expected = recommend(recommendationRules, { ...answers, planInterest: "trust-builder-premium" }, planCatalogue(defaultSiteCopy(loadSiteIdentity({}))));
    expect(recommendation).toEqual(expected);
    expect((await stored(id)).recommendedPlan).toBe(expected.plan);
  });
});
