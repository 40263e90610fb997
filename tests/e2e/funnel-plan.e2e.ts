/**
 * The visitor's choice and where the visit came from, carried through the funnel: a plan card's button on a
 * page reached with UTM parameters opens the funnel with the plan, the plan's pain point is chosen in
 * advance, the thank-you view shows the recommendation under the spec's texts, and the lead the owner reads
 * (GET /api/admin/leads) and the Funnel numbers (GET /api/admin/funnel-stats) say where it came from.
 * No cookie anywhere; the visit's source lives in the tab's sessionStorage only.
 */
import type { Page, Request } from "@playwright/test";
import { VISIT_SOURCE_KEY } from "../../src/shared/visit-source.ts";
import { loginViaApi, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, planCard, test, waitForIslands } from "./fixtures.ts";

/** A desktop Chrome: the funnel's reports from HeadlessChrome are ignored as automated, and these must count. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const funnel = (page: Page) => page.locator("#funnel");

// A whole funnel, an axe pass and the owner's API in one test: more than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function answer(page: Page, option: string) {
  await funnel(page)
    .getByRole("radio", { name: new RegExp(`^${option}`) })
    .check();
  await funnel(page).getByRole("button", { name: "Continue" }).click();
}

function sentTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path && r.method() === "POST") sent.push(r);
  });
  return sent;
}

test.describe("a plan's button into the funnel", () => {
  test.use({ viewport: { width: 1280, height: 900 }, userAgent: CHROME });

  test("/biziagent-ai with UTM → 'Get started with Pro' → the funnel with the plan → the recommendation → the stored lead and the counts", async ({ page, context }) => {
    const campaign = `spring-${unique()}`;
    const email = `pro.${unique()}@example.com`;
    const leadPosts = sentTo(page, "/api/leads");
    const beacons = sentTo(page, "/api/funnel-events");

    await page.goto(`/biziagent-ai?utm_source=newsletter&utm_campaign=${campaign}`);
    await planCard(page, "Pro").getByRole("link", { name: "Get started with Pro" }).click();
    // The plan is read in the browser and taken out of the address, like funnel=true.
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await waitForIslands(page);
    const f = funnel(page);
    await expect(f.getByText("Step 1 of 4")).toBeInViewport();
    await expect(f.getByText("Your pick: BiziAgent AI Pro")).toBeVisible();

    await answer(page, "Restaurant");
    // Pro is about missed calls: that answer is chosen in advance, Continue is ready, and it can be changed.
    await expect(f.getByText("Step 2 of 4")).toBeVisible();
    await expect(f.getByRole("radio", { name: /^Missed calls/ })).toBeChecked();
    await expect(f.getByRole("button", { name: "Continue" })).toBeEnabled();
    await f.getByRole("button", { name: "Continue" }).click();
    await answer(page, "Grow sales");
    await answer(page, "Send info by email");
    await f.getByLabel("First Name *").fill("Rosa");
    await f.getByLabel("Last Name *").fill("Pro");
    await f.getByLabel("Email Address *").fill(email);
    await f.getByRole("button", { name: "Submit" }).click();

    // The spec's thank-you, word for word, then the recommendation below it.
    const thanks = f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" });
    await expect(thanks).toBeVisible();
    const promise = f.getByText(`We will contact you within 24 hours. We'll send the information about your recommended AI solutions to ${email}.`);
    await expect(promise).toBeVisible();
    const recommendation = f.getByRole("region", { name: "BiziAgent AI Pro" });
    await expect(recommendation).toContainText("Recommended for you");
    await expect(recommendation).toContainText("This is the plan you picked.");
    await expect(recommendation).toContainText("Restaurants that miss calls: Pro texts back every missed caller.");
    await expect(recommendation.getByRole("link", { name: "See the plan for BiziAgent AI Pro" })).toHaveAttribute("href", "/biziagent-ai#plans");
    expect((await recommendation.boundingBox())!.y).toBeGreaterThan((await promise.boundingBox())!.y);
    expect(await accessibilityViolations(page, "#funnel")).toEqual([]);

    // What went with the lead: the spec's fields, the plan, the visit's first page and its UTM values.
    expect(leadPosts).toHaveLength(1);
    expect(leadPosts[0]!.postDataJSON()).toMatchObject({
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "grow-sales",
      contactPreference: "email",
      email,
      planInterest: "biziagent-pro",
      landingPage: "/biziagent-ai",
      referrerHost: "",
      utmSource: "newsletter",
      utmMedium: "",
      utmCampaign: campaign,
    });
    // The reports carry the UTM values too, only those known.
    const reports = beacons.map((b) => b.postDataJSON());
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report).toMatchObject({ utmSource: "newsletter", utmCampaign: campaign });
      expect(Object.keys(report).every((k) => ["visit", "event", "step", "businessType", "utmSource", "utmCampaign"].includes(k))).toBe(true);
    }
    expect(await context.cookies()).toEqual([]);

    // The owner's view of the lead.
    await loginViaApi(page);
    const res = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`);
    expect(res.status(), await res.text()).toBe(200);
    const lead = ((await res.json()) as { leads: Record<string, unknown>[] }).leads.find((l) => l.email === email);
    expect(lead).toMatchObject({
      planInterest: "biziagent-pro",
      recommendedPlan: "biziagent-pro",
      landingPage: "/biziagent-ai",
      referrerHost: null,
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: campaign,
    });
    // And the funnel's numbers for the campaign: one visit, one completion.
    await expect
      .poll(async () => {
        const stats = await (await page.request.get("/api/admin/funnel-stats?days=7")).json();
        return (stats.campaigns as { name: string }[]).find((c) => c.name === campaign) ?? null;
      })
      .toEqual({ name: campaign, visits: 1, completions: 1, conversionPercent: 100 });
    // The Funnel tab names it, in a table with no WCAG A/AA violation.
    await page.goto("/admin/funnel?days=7");
    const byCampaign = page.getByRole("table", { name: /by UTM campaign/ });
    await expect(byCampaign.getByRole("rowheader", { name: campaign })).toBeVisible();
    await expect(page.getByRole("table", { name: /by source/ }).getByRole("rowheader", { name: "newsletter" })).toBeVisible();
    expect(await accessibilityViolations(page, "section[aria-labelledby=funnel-sources-heading]")).toEqual([]);
  });

  test("the visit's first page and UTM values stay with the tab as it moves to the funnel on /", async ({ page }) => {
    const beacons = sentTo(page, "/api/funnel-events");
    await page.goto("/about-us?utm_source=flyer&utm_medium=print&utm_campaign=fair");
    await waitForIslands(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Out What I Need" }).click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("funnel"));
    await expect(funnel(page).getByText("Step 1 of 4")).toBeVisible();
    // No plan picked: nothing says so.
    await expect(funnel(page).getByText("Your pick")).toHaveCount(0);
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), VISIT_SOURCE_KEY)) ?? "null");
    expect(stored).toEqual({ landingPage: "/about-us", referrerHost: "", utmSource: "flyer", utmMedium: "print", utmCampaign: "fair" });
    await expect.poll(() => beacons.length).toBeGreaterThan(0);
    expect(beacons[0]!.postDataJSON()).toMatchObject({ event: "view", step: 1, utmSource: "flyer", utmMedium: "print", utmCampaign: "fair" });
  });

  test("an unknown plan is ignored: the funnel opens as usual and the address is cleaned", async ({ page }) => {
    await page.goto("/?funnel=true&plan=casino");
    await waitForIslands(page);
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await expect(funnel(page).getByText("Step 1 of 4")).toBeVisible();
    await expect(funnel(page).getByText("Your pick")).toHaveCount(0);
    await answer(page, "Retail");
    await expect(funnel(page).getByRole("radio", { name: /^Missed calls/ })).not.toBeChecked();
    await expect(funnel(page).getByRole("button", { name: "Continue" })).toBeDisabled();
  });
});

test.describe("the recommendation on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("'Get Pro' on /local-boost-seo: the recommendation fits the screen and its link is a full-width button", async ({ page }) => {
    await page.goto("/local-boost-seo");
    await page.locator("#plans").getByRole("link", { name: "Get Pro" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await waitForIslands(page);
    const f = funnel(page);
    await answer(page, "Service business");
    await expect(f.getByRole("radio", { name: /^Google visibility/ })).toBeChecked();
    await f.getByRole("button", { name: "Continue" }).click();
    await answer(page, "More local customers");
    await answer(page, "Schedule a call");
    await f.getByLabel("First Name *").fill("Sam");
    await f.getByLabel("Last Name *").fill("Seo");
    await f.getByLabel("Email Address *").fill(`seo.${unique()}@example.com`);
    await f.getByLabel("Phone Number *").fill("(555) 010-4455");
    await f.getByRole("button", { name: "Submit" }).click();
    const recommendation = f.getByRole("region", { name: "Local Boost SEO Pro" });
    await expect(recommendation).toContainText("Get found nearby: Pro tracks 15 keywords and maps your rank with the SEO Grid.");
    const link = recommendation.getByRole("link", { name: "See the plan for Local Boost SEO Pro" });
    await expect(link).toHaveAttribute("href", "/local-boost-seo#plans");
    const [box, card] = await Promise.all([link.boundingBox(), recommendation.boundingBox()]);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThan(card!.width * 0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await accessibilityViolations(page, "#funnel")).toEqual([]);
  });
});
