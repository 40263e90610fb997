/**
 * What every marketing page must hold, registered as tests for one path: the head a search engine reads,
 * no horizontal scroll at any width, headings that do not skip a level, and a service page's plan cards.
 * Each page's own spec calls these and keeps only what is particular to the page.
 */
import { funnelHrefFor, type PlanInterest } from "../../src/shared/plan-interest.ts";
import { expect, expectSearchDescription, planCard, planItems, test, waitForIslands } from "./fixtures.ts";

export interface PageHead {
  title: string;
  h1: string;
}

/** One h1 with its text, the exact title, a 140–160 character description and a canonical URL of the page itself. */
export function testHead(path: string, head: PageHead): void {
  test(`head: one h1, the title '${head.title}', a description of 140–160 characters, canonical`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(head.h1);
    await expect(page).toHaveTitle(head.title);
    await expectSearchDescription(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  });
}

/** The page is exactly as wide as the window at each width, loaded at that width, after the islands have hydrated. */
export function testNoOverflow(path: string, widths = [320, 375, 768, 1280, 1920]): void {
  test(`nothing overflows horizontally at ${widths.join(", ")} px`, async ({ page }) => {
    // One browser page for all widths (a new one per width cost a context each): loaded anew at each width.
    const measured: Record<number, number> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForIslands(page);
      measured[width] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(measured, "the page's scroll width at each window width").toEqual(Object.fromEntries(widths.map((w) => [w, w])));
  });
}

/** The main content starts at h1 and never steps down more than one level. */
export function testHeadingOrder(path: string): void {
  test("headings go h1 → h2 → h3 without skipping a level", async ({ page }) => {
    await page.goto(path);
    const levels = await page.locator("main").evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
}

export interface PriceOnRequestPlans {
  /** Each plan's name and its feature lines as a screen reader reads them ('Included: …', 'Not included: …'), in order. */
  items: Record<string, string[]>;
  /** The one plan with the 'Most Popular' badge. */
  popular: string;
  /** The plan each card's button carries into the funnel (`/?funnel=true&plan=<id>`). */
  planIds: Record<string, PlanInterest>;
}

/** Plans priced 'Contact us', each with a 'Get started with {name}' link into the funnel that names the plan, one of them badged. */
export function testPriceOnRequestPlans(path: string, plans: PriceOnRequestPlans): void {
  const names = Object.keys(plans.items);
  test(`plans ${names.join(", ")}, each with its ${names.map((n) => plans.items[n]!.length).join(", ")} lines; only ${plans.popular} carries 'Most Popular'; prices are 'Contact us'`, async ({
    page,
  }) => {
    await page.goto(path);
    const cards = page.locator("#plans").getByRole("article");
    await expect(cards).toHaveCount(names.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(names);
    const badged = cards.filter({ hasText: "Most Popular" });
    await expect(badged).toHaveCount(1);
    await expect(badged).toHaveAttribute("aria-label", `${plans.popular} plan`);
    // The badged plan is the raised one: its border is the primary colour, twice as wide.
    expect(await badged.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("2px");
    for (const name of names) {
      const card = planCard(page, name);
      await expect(card).toContainText("Contact us");
      await expect(card.getByRole("link", { name: `Get started with ${name}` })).toHaveAttribute("href", funnelHrefFor(plans.planIds[name]!));
      // Each plan's lines, as a screen reader reads them (one page load for all plans, not one per plan).
      expect(await planItems(card), `the ${name} plan's lines`).toEqual(plans.items[name]!);
    }
  });
}

/** A question of a FAQ and a piece of its answer. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The #faq accordion: `count` questions, none open at first and their answers hidden from the
 * accessibility tree; opening one closes the other; the open one closes on a second click; Enter opens
 * and Space closes from the keyboard.
 */
export function testFaqAccordion(path: string, faq: { count: number; first: FaqEntry; second: FaqEntry; byKeyboard: FaqEntry }): void {
  test(`the FAQ: ${faq.count} questions, none open; one open at a time; the open one closes; Enter and Space work`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    const section = page.locator("#faq");
    const buttons = section.getByRole("button");
    const answers = section.getByRole("region");
    await expect(buttons).toHaveCount(faq.count);
    for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(answers).toHaveCount(0);

    const first = section.getByRole("button", { name: faq.first.question });
    const second = section.getByRole("button", { name: faq.second.question });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstAnswer = section.getByRole("region", { name: faq.first.question });
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText(faq.first.answer);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(answers).toHaveCount(1);
    await expect(answers).toContainText(faq.second.answer);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(answers).toHaveCount(0);

    const byKeyboard = section.getByRole("button", { name: faq.byKeyboard.question });
    await byKeyboard.focus();
    await page.keyboard.press("Enter");
    await expect(byKeyboard).toHaveAttribute("aria-expanded", "true");
    await expect(answers).toContainText(faq.byKeyboard.answer);
    await page.keyboard.press("Space");
    await expect(byKeyboard).toHaveAttribute("aria-expanded", "false");
  });
}
