/**
 * axe (WCAG 2.2 A/AA) over the whole site, on a server of its own with known content
 * (tests/support/crawl-site.ts, the same pages the Nu HTML check reads): every public page at phone and
 * desktop width, the FAQ pages again with an answer open, and with the admin's session each dashboard
 * tab and the post dialog at desktop width.
 */
import type { Page } from "@playwright/test";
import { tabHref } from "../../src/components/admin/tabs.ts";
import { adminTabPages, CRAWL_ADMIN_PASSWORD, crawlSiteEnv, prepareCrawlSite, publicPages } from "../support/crawl-site.ts";
import { accessibilityViolations, test as base, expect, waitForIslands } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const test = base.extend<object, { crawlSite: string }>({
  crawlSite: [
    async ({}, use) => {
      const site = await startOwnServer("accessibility", prepareCrawlSite(), crawlSiteEnv);
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ crawlSite }, use) => use(crawlSite),
});

// An axe pass over a long page takes a few seconds on a busy machine; some tests make two.
test.describe.configure({ timeout: 60_000 });

const screens = [
  { name: "phone", viewport: { width: 375, height: 812 }, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, hasTouch: false },
];

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch });

    for (const crawlPage of publicPages) {
      test(`no WCAG A/AA violation on ${crawlPage.path}${crawlPage.faq ? ", also with an FAQ answer open" : ""}`, async ({ page, consoleGuard }) => {
        // The browser logs the document's own 404 status.
        if (crawlPage.status === 404) consoleGuard.allow(/status of 404/);
        const response = await page.goto(crawlPage.path);
        expect(response?.status()).toBe(crawlPage.status);
        await waitForIslands(page);
        expect(await accessibilityViolations(page)).toEqual([]);
        if (crawlPage.faq) {
          const question = page.locator("#faq").getByRole("button").first();
          await question.click();
          await expect(question).toHaveAttribute("aria-expanded", "true");
          expect(await accessibilityViolations(page), "with an FAQ answer open").toEqual([]);
        }
      });
    }
  });
}

test.describe("admin dashboard, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page, crawlSite }) => {
    const res = await page.request.post("/api/admin/login", { data: { password: CRAWL_ADMIN_PASSWORD }, headers: { Origin: crawlSite } });
    expect(res.status(), await res.text()).toBe(200);
  });

  /** Opens a tab and waits until its list has loaded. */
  async function openTab(page: Page, path: string) {
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  }

  for (const tab of adminTabPages) {
    test(`no WCAG A/AA violation on ${tab.path}`, async ({ page }) => {
      await openTab(page, tab.path);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test("no WCAG A/AA violation with the Create Blog Post dialog open", async ({ page }) => {
    await openTab(page, tabHref("blog-posts"));
    await page.getByRole("button", { name: "New Post" }).click();
    await expect(page.getByRole("dialog", { name: "Create Blog Post" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
