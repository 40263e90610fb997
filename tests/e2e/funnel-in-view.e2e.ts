/**
 * The funnel stays in view as a visitor moves through it: after each step on a phone the progress bar
 * and the question land below the sticky header (not under it), the thank-you's check icon too; and on a
 * laptop screen the first question opens with its Continue button above the fold.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForIslands } from "./fixtures.ts";
import { scrollSettled } from "./funnel-steps.ts";

const funnel = (page: Page) => page.locator("#funnel");
/** The site's sticky header (the funnel section has a <header> of its own). */
const siteHeader = (page: Page) => page.locator("header:has(nav[aria-label='Main'])");

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function headerBottom(page: Page): Promise<number> {
  const header = await box(siteHeader(page));
  return header.y + header.height;
}

/** Each locator lies wholly between the sticky header's bottom and the viewport's bottom. */
async function expectBelowHeader(page: Page, label: string, ...locators: Locator[]) {
  await scrollSettled(page);
  const bottom = await headerBottom(page);
  const viewportHeight = page.viewportSize()!.height;
  for (const locator of locators) {
    const b = await box(locator);
    expect(b.y, `${label}: ${locator} starts below the sticky header (bottom ${bottom})`).toBeGreaterThanOrEqual(bottom - 0.5);
    expect(b.y + b.height, `${label}: ${locator} ends inside the viewport (${viewportHeight})`).toBeLessThanOrEqual(viewportHeight + 0.5);
  }
}

/**
 * How the visitor's thumb scrolled down to the step's button before tapping it. Playwright's own click
 * scrolls only as far as the button needs, which leaves the top of a step in view and hides the problem.
 */
const habits = {
  /** The button brought to the middle of the screen: on a tall step the question is far above. */
  "to the middle": async (_page: Page, button: Locator) => {
    await button.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  },
  /** Just far enough that the question has slid partly under the sticky header. */
  "just past the question": async (page: Page, _button: Locator) => {
    const heading = await box(funnel(page).locator("h3"));
    const by = heading.y - (await headerBottom(page)) + 10;
    await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: "instant" }), by);
  },
} satisfies Record<string, (page: Page, button: Locator) => Promise<void>>;

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [habit, scrollDown] of Object.entries(habits)) {
    test(`scrolled ${habit}: after each step the progress bar and question sit below the sticky header, then the thank-you icon`, async ({ page }) => {
      await page.goto("/#funnel");
      await waitForIslands(page);
      const f = funnel(page);
      await expect(f.getByText("Step 1 of 4")).toBeVisible();

      const steps = [
        { option: "Restaurant", next: "What's your biggest challenge right now?" },
        { option: "Missed calls", next: "What's your main goal?" },
        { option: "More local customers", next: "How would you like to hear from us?" },
        { option: "Send info by email", next: "Where should we send your recommendations?" },
      ];
      for (const [i, { option, next }] of steps.entries()) {
        await f.getByRole("radio", { name: new RegExp(`^${option}`) }).check();
        const continueButton = f.getByRole("button", { name: "Continue" });
        await scrollDown(page, continueButton);
        await continueButton.click();
        const progress = f.getByText(`Step ${i + 2} of 4`);
        await expect(progress).toBeVisible();
        await expectBelowHeader(page, `step ${i + 2}`, progress, f.getByRole("progressbar"), f.getByRole("heading", { name: next }));
      }

      await f.getByLabel("First Name *").fill("Ana");
      await f.getByLabel("Last Name *").fill("Inview");
      await f.getByLabel("Email Address *").fill("ana.inview@example.com");
      const submit = f.getByRole("button", { name: "Submit" });
      await scrollDown(page, submit);
      await submit.click();
      const thanks = f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" });
      await expect(thanks).toBeVisible();
      const icon = f.locator("div:has(> h3) > svg").first();
      await expect(icon).toBeVisible();
      await expectBelowHeader(page, "thank-you", icon, thanks);
    });
  }
});

test.describe("on a laptop (1366 × 800)", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the header's 'Find Out What I Need' opens step 1 with its question and Continue button in view", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Out What I Need" }).click();
    await expect(page).toHaveURL(/\/#funnel$/);
    const f = funnel(page);
    await expect(f.getByText("Step 1 of 4")).toBeVisible();
    await expectBelowHeader(
      page,
      "opened from the header",
      f.getByText("Step 1 of 4"),
      f.getByRole("heading", { name: "What type of business do you run?" }),
      f.getByRole("button", { name: "Continue" }),
    );
  });

  test("the hero's 'Find Your Perfect AI Solution' opens step 1 with the section title and Continue button in view", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("main").getByRole("link", { name: "Find Your Perfect AI Solution" }).click();
    const f = funnel(page);
    await expect(f.getByText("Step 1 of 4")).toBeVisible();
    // At this size the section's title fits above the question card, and it is shown.
    await expectBelowHeader(
      page,
      "opened from the hero",
      f.getByRole("heading", { name: "Find Out What Your Business Needs" }),
      f.getByText("Step 1 of 4"),
      f.getByRole("button", { name: "Continue" }),
    );
  });

  test("/?funnel=true opens step 1 with its Continue button in view", async ({ page }) => {
    await page.goto("/?funnel=true");
    await waitForIslands(page);
    const f = funnel(page);
    await expect(f.getByText("Step 1 of 4")).toBeVisible();
    await page.waitForURL((url) => !url.search.includes("funnel"));
    await expectBelowHeader(page, "/?funnel=true", f.getByRole("heading", { name: "What type of business do you run?" }), f.getByRole("button", { name: "Continue" }));
  });
});
