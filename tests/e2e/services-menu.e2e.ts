/**
 * Top Services with a mouse, from a fresh page: the island hydrates on the first pointer over it, so
 * the first hover must open it by itself, and a click after the hover must not close what the hover
 * opened (it pins it; a second click closes). No waitForIslands before the first hover: that is the test.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 800 } });

function topServices(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Top Services" });
}

test("the first hover opens it, though the island hydrates only on that hover", async ({ page }) => {
  await page.goto("/");
  const button = topServices(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: "Trust Builder" })).toBeVisible();
});

test("hover then click keeps it open (pinned); a second click closes it", async ({ page }) => {
  await page.goto("/");
  const button = topServices(page);
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // Pinned: it stays open, longer than the hover's close delay.
  await page.waitForTimeout(400);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: "Local Boost SEO" })).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("banner").getByRole("link", { name: "Local Boost SEO" })).toBeHidden();
});

test("once the island is live too: the click after a hover does not close the menu", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  const button = topServices(page);
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await button.click();
  await page.waitForTimeout(400);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("a click on a fresh page (the pointer moves onto it first) leaves it open", async ({ page }) => {
  await page.goto("/");
  const button = topServices(page);
  // Playwright moves the mouse onto the button, then presses: hover and click, as a visitor does.
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(400);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: "BiziAgent AI Assistant" })).toBeVisible();
});

test("a pinned menu closes on a click outside it; a hovered one when the pointer leaves", async ({ page }) => {
  await page.goto("/");
  const button = topServices(page);
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(640, 600);
  await page.waitForTimeout(400);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // A click on plain text elsewhere: the page's heading.
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  await page.mouse.click(heading.x + 10, heading.y + heading.height / 2);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL("/");
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(640, 600);
  await expect(button).toHaveAttribute("aria-expanded", "false");
});
