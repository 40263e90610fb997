/**
 * Each page read once and audited twice, on a server of its own with known content
 * (tests/support/crawl-site.ts, the same pages the Nu HTML check reads): every public page at phone and
 * desktop width gets axe (WCAG 2.2 A/AA), then a keyboard walk that every element taking focus shows an
 * indicator with 3:1 contrast (focus-indicators.ts), then, on the FAQ pages, axe again with an answer open;
 * with the admin's session, axe over each dashboard tab and the post dialog at desktop width. The server runs
 * the production build, as visitors get it; each worker keeps one tab per screen size for all the pages.
 */
import type { Page } from "@playwright/test";
import { tabHref } from "../../src/admin/frame/tabs.ts";
import { adminTabPages, CRAWL_ADMIN_PASSWORD, crawlSiteEnv, prepareCrawlSite, publicPages } from "../support/crawl-site.ts";
import { accessibilityViolations, test as base, expect, waitForIslands } from "./fixtures.ts";
import { expectFocusIndicators } from "./focus-indicators.ts";
import { ensureProductionBuild, startOwnServer } from "./own-server.ts";

const test = base.extend<object, { crawlSite: string; keptPages: Map<string, Page> }>({
  crawlSite: [
    async ({}, use) => {
      // The pages as visitors get them: the production build (minified, React's production build on both
      // sides), which a browser also loads and runs in a fraction of the development build's time.
      ensureProductionBuild();
      const site = await startOwnServer("page-audit", prepareCrawlSite(), { ...crawlSiteEnv, NODE_ENV: "production" });
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ crawlSite }, use) => use(crawlSite),
  keptPages: [
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const kept of pages.values()) await kept.context().close();
    },
    { scope: "worker" },
  ],
  // These tests only read pages: one tab per screen size and worker serves them all, as a visitor's tab
  // goes from page to page. A new browser context per test took 0.8–1.8 s a page (a new renderer, every
  // script compiled again); a page in a kept tab 0.1–0.3 s. What a test leaves is cleared after it.
  page: async ({ browser, keptPages, viewport, hasTouch, baseURL }, use) => {
    const key = `${viewport?.width}x${viewport?.height}${hasTouch ? " touch" : ""}`;
    let kept = keptPages.get(key);
    if (!kept) {
      kept = await (await browser.newContext({ viewport, hasTouch, baseURL })).newPage();
      keptPages.set(key, kept);
    }
    await use(kept);
    kept.removeAllListeners("console");
    kept.removeAllListeners("pageerror");
    if (kept.url().startsWith(baseURL ?? "-")) await kept.evaluate(() => [localStorage.clear(), sessionStorage.clear()]);
    await kept.context().clearCookies();
    await kept.goto("about:blank");
  },
});

// An axe pass over a long page takes a few seconds on a busy machine, the keyboard walk up to 240 round trips;
// the FAQ pages make a second axe pass.
test.describe.configure({ timeout: 90_000 });

const screens = [
  { name: "phone", viewport: { width: 375, height: 812 }, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, hasTouch: false },
];

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch });

    for (const crawlPage of publicPages) {
      test(`${crawlPage.path}: no WCAG A/AA violation${crawlPage.faq ? " (also with an FAQ answer open)" : ""}; every element that takes focus shows it`, async ({
        page,
        consoleGuard,
      }) => {
        // The browser logs the document's own 404 status.
        if (crawlPage.status === 404) consoleGuard.allow(/status of 404/);
        const response = await page.goto(crawlPage.path);
        expect(response?.status()).toBe(crawlPage.status);
        await waitForIslands(page);
        expect(await accessibilityViolations(page)).toEqual([]);
        // Tabbing brings the store's frame into view, and its frame points at a host this machine cannot reach.
        consoleGuard.allow(/ERR_NAME_NOT_RESOLVED|ERR_CONNECTION|net::/);
        await expectFocusIndicators(page);
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
