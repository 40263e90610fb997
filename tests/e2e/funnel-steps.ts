/** The home page's lead funnel as a visitor walks it, for the specs that pass through it on their way to a lead. */
import type { Locator, Page } from "@playwright/test";
import { expect, waitForIslands } from "./fixtures.ts";

export function funnel(page: Page): Locator {
  return page.locator("#funnel");
}

/** Picks the option whose label starts with `option` and goes on to the next step, as a person clicks them. */
export async function answer(page: Page, option: string): Promise<void> {
  await funnel(page)
    .getByRole("radio", { name: new RegExp(`^${option}`) })
    .check();
  await funnel(page).getByRole("button", { name: "Continue" }).click();
}

/** Waits until the page has stopped scrolling: the same position 15 frames in a row (a smooth scroll takes a few hundred ms). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 15) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * The home page at #funnel, its islands live and the page still: the funnel's island scrolls to the question
 * 100 ms after it opens, smoothly when near (islands/funnel/use-funnel-opening.ts), and a click made while the
 * page moves can land beside the option it aimed at.
 */
export async function openFunnel(page: Page): Promise<void> {
  await page.goto("/#funnel");
  await waitForIslands(page);
  await scrollSettled(page);
}

/** Opens the funnel on the home page and answers its questions in order, up to the contact step. */
export async function walkFunnel(page: Page, options: string[]): Promise<void> {
  await openFunnel(page);
  for (const option of options) await answer(page, option);
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** Left out: the field is left as it is (empty, or not there for an e-mail contact). */
  phone?: string;
  businessName?: string;
}

/** Types the contact step's fields, found by their labels as a person finds them. */
export async function fillContact(page: Page, details: ContactDetails): Promise<void> {
  const f = funnel(page);
  await f.getByLabel("First Name *").fill(details.firstName);
  await f.getByLabel("Last Name *").fill(details.lastName);
  await f.getByLabel("Email Address *").fill(details.email);
  if (details.phone !== undefined) await f.getByLabel("Phone Number *").fill(details.phone);
  if (details.businessName !== undefined) await f.getByLabel("Business Name").fill(details.businessName);
}

/** Submits the contact step; the thank-you view is the visitor's only sign that the lead was sent. */
export async function submitContact(page: Page): Promise<void> {
  await funnel(page).getByRole("button", { name: "Submit" }).click();
  await expect(funnel(page).getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();
}
