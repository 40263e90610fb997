/**
 * What a visitor noticed at 390 and 1366 px: the skip link, the header's focus order and opacity, a plan's
 * button into the funnel, the thank-you's toast and the blog's category chips.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, planCard, test, waitForIslands } from "./fixtures.ts";
import { answer, fillContact, funnel, submitContact } from "./funnel-steps.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  return (await locator.boundingBox())!;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    test("the skip link, focused, floats at the top left and moves nothing", async ({ page }) => {
      await page.goto("/");
      const mainTop = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      const pill = await box(skip);
      expect(pill.width).toBeLessThan(width / 2);
      expect(pill.x).toBeGreaterThan(0);
      expect(await skip.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await page.locator("main").evaluate((main) => main.getBoundingClientRect().top)).toBe(mainTop);
    });

    test("the header is opaque", async ({ page }) => {
      await page.goto("/");
      const background = await page
        .getByRole("banner")
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(background).toBe("rgb(255, 255, 255)");
    });

    test("a plan's button lands on the funnel, with the plan, without flying down the home page", async ({ page }) => {
      await page.goto("/biziagent-ai");
      await planCard(page, "Pro").getByRole("link", { name: "Get started with Pro" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      // Sampled from the start: never a scroll position between the top and the funnel (no smooth flight).
      const positions: number[] = [];
      for (let i = 0; i < 30; i++) {
        positions.push(await page.evaluate(() => window.scrollY));
        await page.waitForTimeout(50);
      }
      await waitForIslands(page);
      const f = funnel(page);
      await expect(f.getByText("Step 1 of 4")).toBeInViewport();
      await expect(f.getByText("Your pick: BiziAgent AI Pro")).toBeVisible();
      const funnelTop = await page.locator("#funnel").evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
      const inFlight = positions.filter((y) => y > 0 && y < funnelTop - 1000);
      expect(inFlight, `scroll positions ${positions.join(", ")}`).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    });

    test("the blog's category chips never leave one chip alone on a row", async ({ page }) => {
      await page.goto("/blog");
      const chips = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
      const tops = (await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))) as number[];
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      expect(tops.length).toBeGreaterThan(2);
      expect([...rows.values()].filter((count) => count === 1)).toEqual([]);
      // A chip that takes focus is brought into view.
      await chips.last().focus();
      await expect(chips.last()).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe("the header's focus order at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("Tab reaches search and Sign In (first row) before the main links (second row)", async ({ page }) => {
    await page.goto("/");
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return (el.id || el.getAttribute("aria-label") || el.textContent || "").trim();
        }),
      );
    }
    const at = (name: string) => order.findIndex((label) => label.startsWith(name));
    expect(at("header-search-q"), order.join(" | ")).toBeGreaterThan(-1);
    expect(at("header-search-q")).toBeLessThan(at("Sign In"));
    expect(at("Sign In")).toBeLessThan(at("Top Services"));
  });
});

test.describe("the thank-you view on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function thankYou(page: Page) {
    await page.goto("/#funnel");
    await waitForIslands(page);
    for (const option of ["Restaurant", "Missed calls", "More local customers", "Send info by email"]) await answer(page, option);
    await fillContact(page, { firstName: "Tess", lastName: "Toast", email: `tess.${Date.now()}@example.com` });
    await submitContact(page);
  }

  test("the success toast covers neither Explore Solutions nor any other control", async ({ page }) => {
    await thankYou(page);
    const toast = page.getByRole("status").filter({ hasText: "Your information has been submitted successfully." });
    await expect(toast).toBeVisible();
    const explore = funnel(page).getByRole("link", { name: "Explore Solutions" });
    await explore.scrollIntoViewIfNeeded();
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toast), await box(explore))).toBe(false);
    // Below the sticky header, not over its menu button.
    expect((await box(toast)).y).toBeGreaterThanOrEqual((await box(page.getByRole("banner").first())).height);
  });
});
