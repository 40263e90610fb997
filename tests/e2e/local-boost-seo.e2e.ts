/** /local-boost-seo in a real browser: the sections, plans and coverage, add-ons, FAQ, SEO and layout (axe: page-audit.e2e.ts). */
import { expect, jsonLdBlocks, test } from "./fixtures.ts";
import { testFaqAccordion, testNoOverflow } from "./page-checks.ts";

const PATH = "/local-boost-seo";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("JSON-LD: Service, FAQPage with the 5 visible questions, BreadcrumbList Home › Local Boost SEO", async ({ page, baseURL }) => {
    await page.goto(PATH);
    const data = await jsonLdBlocks(page);
    expect(data.map((d) => d["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage", "Service"]);
    const service = data.find((d) => d["@type"] === "Service")!;
    expect(service.name).toBe("Local Boost SEO");
    expect(service.url).toBe(`${baseURL}${PATH}`);
    const breadcrumb = data.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Local Boost SEO"]);
    expect(breadcrumb.itemListElement[1].item).toBe(`${baseURL}${PATH}`);
    const faq = data.find((d) => d["@type"] === "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(5);
    const questions = await page.locator("#faq").getByRole("button").allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  });

  test("three feature cards, each with its own banner image that loads and has a size and alt text", async ({ page }) => {
    await page.goto(PATH);
    const section = page.locator("#features");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Listing Sync", "Keyword & Grid Rank Tracking", "Google Business Profile Insights"]);
    const banners = section.locator("article img");
    await expect(banners).toHaveCount(3);
    for (const banner of await banners.all()) {
      await expect(banner).toHaveAttribute("src", /^\/static\/images\/local-boost-seo\/banner-[a-z-]+\.svg$/);
      await expect(banner).toHaveAttribute("width", "640");
      await expect(banner).toHaveAttribute("height", "320");
      await expect(banner).toHaveAttribute("loading", "lazy");
      expect(((await banner.getAttribute("alt")) ?? "").length).toBeGreaterThan(10);
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("'Why Local SEO Matters' shows three statistics, 46% of searches being local first", async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: "Why Local SEO Matters", exact: true });
    const stats = section.getByRole("listitem");
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toHaveText("46% of all Google searches are looking for local information");
    await expect(stats.nth(1)).toContainText("83%");
    await expect(stats.nth(2)).toContainText("60%");
  });

  test("two plans with their contents: Standard free with three not-included items, Pro $20/mo marked Most Popular", async ({ page }) => {
    await page.goto(PATH);
    const plans = page.locator("#plans article");
    await expect(plans).toHaveCount(2);

    const standard = page.getByRole("article", { name: "Standard plan" });
    await expect(standard.getByRole("heading", { level: 3 })).toHaveText("Standard");
    await expect(standard.getByText("Free", { exact: true })).toBeVisible();
    await expect(standard).not.toContainText("Most Popular");
    await expect(standard.getByRole("listitem")).toHaveText([
      "Included: Free in the Business App",
      "Included: Sync to Google and Facebook",
      "Included: 3 keywords",
      "Included: Monthly refresh",
      "Included: Google Business Profile insights",
      "Included: My Listing landing page",
      "Not included: SEO Grid",
      "Not included: Keyword suggestions",
      "Not included: Citations reporting",
    ]);

    const pro = page.getByRole("article", { name: "Pro plan" });
    await expect(pro).toContainText("$20/mo");
    await expect(pro.getByText("Most Popular", { exact: true })).toBeVisible();
    await expect(pro.getByRole("listitem")).toHaveText([
      "Included: 15 keywords",
      "Included: Weekly refresh",
      "Included: SEO Grid",
      "Included: Keyword suggestions",
      "Included: Citations reporting",
      "Included: Sync to Google, Facebook, Instagram, X and Apple Maps (coming soon)",
    ]);
    // The badged plan is the raised one.
    await expect(pro).toHaveClass(/border-brand-600/);

    await expect(standard.getByRole("link", { name: "Get Standard Free" })).toHaveAttribute("href", "/login");
    await expect(pro.getByRole("link", { name: "Get Pro" })).toHaveAttribute("href", "/?funnel=true&plan=local-boost-seo-pro");
  });

  test("platform coverage: a captioned table, 2 platforms on Standard and 6 on Pro", async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: "Platform coverage", exact: true });
    const table = section.getByRole("table", { name: "Platforms each plan keeps in sync" });
    await expect(table.getByRole("columnheader")).toHaveText(["Platform", "Standard", "Pro"]);
    const rows = table.locator("tbody tr");
    await expect(rows.locator("th")).toHaveText(["Google", "Facebook", "Apple Maps", "Bing", "Instagram", "X"]);
    await expect(rows.filter({ hasText: "Apple Maps" }).locator("td").nth(1)).toContainText("Coming soon");
    const included = async (column: number) => (await rows.locator(`td:nth-of-type(${column})`).allTextContents()).filter((t) => t.startsWith("Included")).length;
    expect(await included(1)).toBe(2);
    expect(await included(2)).toBe(6);
    const standardPlatforms = await rows
      .filter({ has: page.locator("td:nth-of-type(1)", { hasText: /^Included/ }) })
      .locator("th")
      .allTextContents();
    expect(standardPlatforms).toEqual(["Google", "Facebook"]);
    await expect(table.locator("tfoot td")).toHaveText(["2", "6"]);
    await expect(section.getByText("platforms", { exact: true })).toHaveCount(2);
  });

  test("three add-on cards, each with an 'Add to Plan' link named after its add-on, leading to the contact page", async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: "Add-ons", exact: true });
    await expect(section).toContainText("Pricing on request — all available with Standard or Pro.");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Listing Sync Pro", "Citation Builder", "15 Additional Keywords"]);
    await expect(section.getByRole("article", { name: "Listing Sync Pro" })).toContainText("30+ extra sources");
    await expect(section.getByRole("article", { name: "Citation Builder" })).toContainText("Data aggregators, USA only");

    const buttons = section.getByRole("link", { name: /^Add to Plan/ });
    await expect(buttons).toHaveCount(3);
    await expect(buttons).toHaveText(["Add to Plan", "Add to Plan", "Add to Plan"]);
    const expected = [
      ["Add to Plan: Listing Sync Pro", "/contact?addon=listing-sync-pro"],
      ["Add to Plan: Citation Builder", "/contact?addon=citation-builder"],
      ["Add to Plan: 15 Additional Keywords", "/contact?addon=additional-keywords"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(section.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await section.getByRole("link", { name: "Add to Plan: Citation Builder" }).click();
    await expect(page).toHaveURL(/\/contact\?addon=citation-builder$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The contact page says which add-on was picked and how to get it.
    const request = page.getByRole("region", { name: "You picked the Citation Builder add-on" });
    await expect(request).toContainText("Data aggregators, USA only. Available with Standard or Pro; pricing on request.");
    await expect(request.getByRole("link", { name: "e-mail us" })).toHaveAttribute("href", /^mailto:.+\?subject=Add%20Citation%20Builder%20to%20my%20Local%20Boost%20SEO%20plan$/);
    await expect(request.getByRole("link", { name: /^\+?[\d(]/ })).toHaveAttribute("href", /^tel:/);
    // Without an add-on, or with one that does not exist, the page is the plain contact page.
    for (const path of ["/contact", "/contact?addon=nope"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: /^You picked/ })).toHaveCount(0);
    }
  });

  test("advanced feature lists", async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: "Advanced features", exact: true });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Listings & citations", "Keywords & rankings", "Insights & AI"]);
    for (const name of ["Listings & citations", "Keywords & rankings", "Insights & AI"]) {
      expect(await section.getByRole("list", { name }).getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
  });

  testFaqAccordion(PATH, {
    count: 5,
    first: { question: "Is the Standard plan really free?", answer: "Standard is included free in the Business App" },
    second: { question: "What do I get with Pro for $20/mo?", answer: "Pro tracks 15 keywords with a weekly refresh" },
    byKeyboard: { question: "How do the add-ons work?", answer: "Pricing is on request" },
  });

  test("the hero and closing actions lead to the Business App page and the funnel", async ({ page }) => {
    await page.goto(PATH);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Start Free in the Business App" })).toHaveAttribute("href", "/login");
    await expect(main.getByRole("link", { name: "Compare Plans" })).toHaveAttribute("href", "#plans");
    const closing = page.getByRole("region", { name: "Be the business locals find first", exact: true });
    await expect(closing.getByRole("link", { name: "Start Free Today" })).toHaveAttribute("href", "/login");
    await expect(closing.getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "/?funnel=true");
  });
});

test.describe("layout", () => {
  testNoOverflow(PATH);
});
