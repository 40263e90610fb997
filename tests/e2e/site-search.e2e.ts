/**
 * Site search in Chromium: from the header's form with JavaScript off and on, and from the mobile menu at
 * 390 px; the results read as a visitor reads them (count, badge, linked title, marked words), and a search
 * with no result offers the blog and the services.
 */
import { expect, test, waitForIslands } from "./fixtures.ts";

const POST_TITLE = "Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("without JavaScript: the header's form is a plain GET to /search", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/blog");
    const form = page.getByRole("search", { name: "Site search" });
    await form.getByRole("searchbox", { name: "Search the site" }).fill("missed calls");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=missed\+calls$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Search");
    await expect(page.getByText(/^\d+ results? for “missed calls”$/)).toBeVisible();
    const result = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: POST_TITLE }) });
    await expect(result).toContainText("Blog post");
    await expect(result.locator("mark").first()).toHaveText(/missed|calls/i);
    await result.getByRole("link", { name: POST_TITLE }).click();
    await expect(page).toHaveURL(/\/blog\/missed-calls-ai-receptionist$/);
    await context.close();
  });

  test("with JavaScript: the header's form lists the results, counted, badged and marked", async ({ page }) => {
    await page.goto("/about-us");
    await waitForIslands(page);
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the site" });
    await box.fill("Missed Calls");
    await page.getByRole("search", { name: "Site search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=Missed\+Calls$/);
    await expect(page).toHaveTitle("Search: Missed Calls | BiziAgent");
    await expect(page.getByText(/^\d+ results? for “Missed Calls”$/)).toBeVisible();
    const result = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: POST_TITLE }) });
    await expect(result.getByText("Blog post", { exact: true })).toBeVisible();
    await expect(result.locator("h2 mark").first()).toHaveText(/^(missed|calls)$/i);
    await expect(result.locator("p mark").first()).toBeVisible();
    // The page's own field keeps what was typed.
    await expect(page.getByRole("search", { name: "Search again" }).getByRole("searchbox")).toHaveValue("Missed Calls");
  });

  test("a common word pages through its results", async ({ page }) => {
    await page.goto("/search?q=business");
    const pages = page.getByRole("navigation", { name: "Search result pages" });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(10);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=business&page=2$/);
    await expect(pages).toContainText(/Page 2 of/);
    await expect(pages.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/search?q=business");
    await expect(page.getByRole("main").locator("mark").first()).toHaveText(/^business/i);
  });

  test("with JavaScript: a search for nothing known offers the blog and the services", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
    await box.fill("qwertyuiopzz");
    await box.press("Enter");
    await expect(page.getByText("No results for “qwertyuiopzz”.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("main").getByRole("link", { name: "Trust Builder" })).toHaveAttribute("href", "/trust-builder");
    // The page's own form searches again, keeping what was typed.
    const again = page.getByRole("search", { name: "Search again" }).getByRole("searchbox");
    await expect(again).toHaveValue("qwertyuiopzz");
    await again.fill("review replies");
    await again.press("Enter");
    await expect(page.getByRole("link", { name: /reply to reviews/i }).first()).toBeVisible();
    await expect(page.getByText("FAQ").first()).toBeVisible();
  });
});

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu's search finds a service page", async ({ page }) => {
    await page.goto("/about-us");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const box = dialog.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the site" });
    await box.fill("receptionist");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=receptionist$/);
    await expect(page.getByText(/^\d+ results? for “receptionist”$/)).toBeVisible();
    const service = page.getByRole("listitem").filter({ hasText: "Service" }).first();
    await expect(service.getByRole("link", { name: "BiziAgent AI" })).toHaveAttribute("href", "/biziagent-ai");
    await expect(page.getByRole("main").locator("mark").first()).toHaveText(/^receptionist/i);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test("without JavaScript the header's search icon opens the search page, whose form works", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText("What are you looking for?")).toBeVisible();
    const box = page.getByRole("search", { name: "Search again" }).getByRole("searchbox", { name: "Search the site" });
    await box.fill("zzqqxxvv");
    await box.press("Enter");
    await expect(page.getByText("No results for “zzqqxxvv”.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Local Boost SEO" })).toHaveAttribute("href", "/local-boost-seo");
    await context.close();
  });
});

test.describe("the header's search at each width", () => {
  for (const { width, form } of [
    { width: 768, form: false },
    { width: 1024, form: true },
    { width: 1280, form: true },
  ]) {
    test(`${width} px: ${form ? "the form" : "an icon linking to /search"}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const header = page.getByRole("banner");
      if (form) {
        await expect(header.getByRole("search", { name: "Site search" }).getByRole("searchbox")).toBeVisible();
        await expect(header.getByRole("link", { name: "Search", exact: true })).toBeHidden();
      } else {
        await expect(header.getByRole("search")).toBeHidden();
        await expect(header.getByRole("link", { name: "Search", exact: true })).toHaveAttribute("href", "/search");
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
