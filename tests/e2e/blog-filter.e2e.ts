/**
 * Filtering the blog on a phone: a tap on a category (or on the next page) lands on the list, not at
 * the top of the page above the hero. The filter and the first card must be in view, below the sticky
 * header. On a server of its own with known content (blog-server.ts), like blog.e2e.ts.
 */
import type { Page } from "@playwright/test";
import { testOnBlogFixtures as test } from "./blog-server.ts";
import { expect } from "./fixtures.ts";

const HEIGHT = 844;

test.use({ viewport: { width: 390, height: HEIGHT }, hasTouch: true, isMobile: true });

/** The filter and the first card are on screen, below the sticky header, with room to see the card. */
async function expectListInView(page: Page) {
  const header = page.getByRole("banner");
  const filter = page.getByRole("navigation", { name: "Blog categories" });
  const card = page.locator("main article").first();
  await expect
    .poll(async () => {
      const bottom = (await header.boundingBox())!;
      const headerBottom = bottom.y + bottom.height;
      const nav = (await filter.boundingBox())!;
      const first = (await card.boundingBox())!;
      return { filterBelowHeader: nav.y >= headerBottom, cardBelowHeader: first.y >= headerBottom, cardTopOnScreen: first.y <= HEIGHT - 120 };
    })
    .toEqual({ filterBelowHeader: true, cardBelowHeader: true, cardTopOnScreen: true });
}

test("a tapped category lands on its filtered list", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Local SEO" }).tap();
  await page.waitForURL(/category=local-seo/);
  await expect(page.locator("main article").first()).toContainText("Local SEO");
  await expectListInView(page);
  await expect(page).toHaveURL("/blog?category=local-seo#posts");
  await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Local SEO" })).toHaveAttribute("aria-current", "page");

  // And All, back to every post, lands on the list too.
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "All" }).tap();
  await expect(page).toHaveURL("/blog#posts");
  await expectListInView(page);
});

test("Next lands on the next page's list", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).tap();
  await page.waitForURL(/page=2/);
  await expectListInView(page);
  await expect(page).toHaveURL("/blog?page=2#posts");
});
