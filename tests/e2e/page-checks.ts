/**
 * What every marketing page must hold, registered as tests for one path: no horizontal scroll at any width,
 * a service page's plan cards and FAQ. The head and the heading outline are read from the HTML in-process
 * (tests/api/service-page-heads.test.ts).
 * Each page's own spec calls these and keeps only what is particular to the page.
 */
import { funnelHrefFor, type PlanInterest } from "../../src/shared/plan-interest.ts";
import { expect, planCard, planItems, test, waitForIslands } from "./fixtures.ts";

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
