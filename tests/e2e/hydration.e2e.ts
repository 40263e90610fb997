/**
 * Islands hydrate when they are needed (islands/loader.ts): a page fetches no JavaScript but the small
 * deferred loader and no stylesheet before the visitor does something, and what the visitor does first
 * is not lost, even while the islands' scripts are still on their way.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Scripts and stylesheets the page fetched, by path. */
function fetchedAssets(page: Page): { scripts: string[]; stylesheets: string[] } {
  const fetched = { scripts: [] as string[], stylesheets: [] as string[] };
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script") fetched.scripts.push(path);
    if (request.resourceType() === "stylesheet") fetched.stylesheets.push(path);
  });
  return fetched;
}

const LOADER = /^\/assets\/loader-[a-z0-9]+\.js$/;

/**
 * Holds every island script back `ms`: a slow phone network, during which the visitor already taps. Not the
 * loader: it is what keeps the tap (1.5 KB, deferred, cached from the first page on).
 */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/assets\/(?!loader-)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

function isLive(page: Page, island: string) {
  return page.evaluate((name) => {
    const root = document.querySelector(`island-root[data-island="${name}"]`);
    return root !== null && Object.keys(root).some((k) => k.startsWith("__reactContainer$"));
  }, island);
}

test.describe("before any interaction", () => {
  for (const width of [390, 1280]) {
    for (const path of ["/", "/biziagent-ai", "/trust-builder", "/blog", "/about-us", "/contact", "/no-such-page"]) {
      test(`${path} at ${width} px fetches no script but the loader and no stylesheet`, async ({ page, consoleGuard }) => {
        if (path === "/no-such-page") consoleGuard.allow(/status of 404/);
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        const fetched = fetchedAssets(page);
        await page.goto(path, { waitUntil: "load" });
        await page.waitForTimeout(1500);
        expect(fetched.scripts).toHaveLength(1);
        expect(fetched.scripts[0]).toMatch(LOADER);
        expect(fetched.stylesheets).toEqual([]);
        // Styled all the same: the CSS is in the page.
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter Variable");
      });
    }
  }
});

test.describe("the first interaction is not lost", () => {
  test("a keyboard user: Tab to Top Services and Enter opens it, before its script has arrived", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await slowScripts(page, 800);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Top Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await isLive(page, "services-menu")).toBe(false);
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Trust Builder" }).first()).toBeVisible();
  });

  test("a click on an FAQ question before its script arrives opens that answer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowScripts(page, 800);
    await page.goto("/trust-builder");
    const question = page.locator("#faq").getByRole("button").first();
    await question.scrollIntoViewIfNeeded();
    await question.click();
    expect(await isLive(page, "faq")).toBe(false);
    await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
  });

  test("a link inside a sleeping island is a plain link: it navigates at once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog");
    const fetched = fetchedAssets(page);
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(fetched.scripts.filter((path) => !LOADER.test(path))).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("on a phone, the first tap on the menu button opens the menu while its script is still loading", async ({ page }) => {
    await slowScripts(page, 800);
    await page.goto("/");
    const fetched = fetchedAssets(page);
    await page.getByRole("button", { name: "Open menu" }).tap();
    expect(await isLive(page, "mobile-menu")).toBe(false);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible({ timeout: 10_000 });
    expect(fetched.scripts.some((path) => path.startsWith("/assets/mobile-menu-"))).toBe(true);
    // Only what the menu needs: not the funnel's module.
    expect(fetched.scripts.some((path) => path.startsWith("/assets/funnel-"))).toBe(false);
    // The later states' CSS came with it.
    expect(fetched.stylesheets).toHaveLength(1);
  });
});

test.describe("the funnel", () => {
  test("hydrates when it is opened, and only then", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const fetched = fetchedAssets(page);
    await page.goto("/");
    await page.waitForTimeout(1000);
    expect(fetched.scripts.filter((path) => path.startsWith("/assets/funnel-"))).toEqual([]);
    await page.getByRole("link", { name: "Find Your Perfect AI Solution" }).click();
    await expect.poll(() => isLive(page, "funnel"), { timeout: 10_000 }).toBe(true);
    await page
      .locator("#funnel")
      .getByRole("radio", { name: /^Retail/ })
      .check();
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  test("/?funnel=true hydrates it at once", async ({ page }) => {
    await page.goto("/?funnel=true");
    await expect.poll(() => isLive(page, "funnel"), { timeout: 10_000 }).toBe(true);
  });

  test("a visit to resume (its answers in sessionStorage) hydrates it at once and shows where it was", async ({ page }) => {
    await page.goto("/#funnel");
    await expect.poll(() => isLive(page, "funnel"), { timeout: 10_000 }).toBe(true);
    await page
      .locator("#funnel")
      .getByRole("radio", { name: /^Retail/ })
      .check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "What's your biggest challenge right now?" })).toBeVisible();
    await page.goto("/");
    await expect.poll(() => isLive(page, "funnel"), { timeout: 10_000 }).toBe(true);
    await expect(page.getByRole("heading", { name: "What's your biggest challenge right now?" })).toBeVisible();
  });
});
