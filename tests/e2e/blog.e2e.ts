/**
 * The blog in a real browser, on a server of its own (blog-server.ts) with known content: the list,
 * the filter, pagination, both empty states, a post in all its parts, the author box present and
 * absent, the not-found view with 404, hostile HTML that does nothing, and the layout at 375 px (axe reads
 * these pages in page-audit.e2e.ts).
 */
import type { Page } from "@playwright/test";
import { startBlogServer, testOnBlogFixtures as test } from "./blog-server.ts";
import { test as base, expect, waitForIslands } from "./fixtures.ts";

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const DEMO_POST = "/blog/missed-calls-ai-receptionist";

function cards(page: Page) {
  return page.locator("main article");
}

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the list: hero, RSS button, filter, 12 cards with badge, title, excerpt, author and date", async ({ page }) => {
    await page.goto("/blog");
    await waitForIslands(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe via RSS" })).toHaveAttribute("href", "/api/rss");
    const filter = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
    await expect(filter.first()).toHaveText("All");
    await expect(filter.first()).toHaveAttribute("aria-current", "page");
    await expect(filter).toContainText(["All", "AI Receptionist", "Local SEO", "Online Reviews"]);
    await expect(page.getByRole("navigation", { name: "Blog categories" })).not.toContainText("Empty Category");

    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap");
    await expect(first).toContainText("AI Receptionist");
    await expect(first).toContainText("Most callers who reach voicemail never try again.");
    await expect(first).toContainText("Maria Costa");
    await expect(first.locator("time")).toHaveText(LONG_DATE);
    const image = first.locator("img");
    await expect(image).toHaveAttribute("src", "/static/images/blog/missed-calls-ai-receptionist.svg");
    const box = (await image.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    // A post without an image shows the brand placeholder naming its category.
    const noImage = cards(page).filter({ hasText: "8 Admin Tasks You Can Hand Off to AI This Month" });
    await expect(noImage.locator("img")).toHaveCount(0);
    await expect(noImage.locator('[aria-hidden="true"]').first()).toHaveText("AI Receptionist");

    await first.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(DEMO_POST);
  });

  test("the filter is links: a category marks itself and shows only its posts; All goes back", async ({ page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Blog categories" });
    await nav.getByRole("link", { name: "Local SEO" }).click();
    await expect(page).toHaveURL("/blog?category=local-seo#posts");
    await expect(nav.getByRole("link", { name: "Local SEO" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", /.*/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText("Local SEO");
    await nav.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL("/blog#posts");
    await expect(cards(page)).toHaveCount(12);
  });

  test("pagination past 12 posts: Next, Previous, rel links in the head, canonical per page", async ({ page }) => {
    await page.goto("/blog");
    const first = await cards(page).first().getByRole("heading").textContent();
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/blog\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/blog?page=2#posts");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/blog$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(first!);
    // 29 published posts (6 demo, 20 generated, 3 fixtures): page 3 is the last, without Next.
    await pagination.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL("/blog?page=3#posts");
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/blog?page=2#posts");
  });

  test("a category without published posts shows its empty state; an unknown one answers 404", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto("/blog?category=empty-category");
    await expect(page.getByText('No blog posts found in the "Empty Category" category.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "See all posts" }).click();
    await expect(page).toHaveURL("/blog#posts");
    const res = await page.goto("/blog?category=no-such-category");
    expect(res!.status()).toBe(404);
    await expect(page.getByText('No blog posts found in the "no-such-category" category.')).toBeVisible();
  });

  test("a post in all its parts", async ({ page }) => {
    await page.goto(DEMO_POST);
    await waitForIslands(page);
    await expect(page).toHaveTitle("Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap | BiziAgent Blog");
    const article = page.locator("main article");
    await expect(article.getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute("href", "/blog");
    await expect(article.getByText("AI Receptionist", { exact: true }).first()).toBeVisible();
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap");
    await expect(article.locator("header")).toContainText("Maria Costa");
    await expect(article.locator("header time")).toHaveText(LONG_DATE);
    await expect(article.locator("header")).toContainText(/\d+ min read/);

    const hero = article.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveAttribute("src", "/static/images/blog/missed-calls-ai-receptionist.svg");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "400");
    expect((await hero.boundingBox())!.height).toBe(400);

    await expect(article).toContainText("Most callers who reach voicemail never try again.");
    await expect(article.getByRole("heading", { level: 2, name: "What a missed call actually costs" })).toBeVisible();
    // The reading column stays within 680–720 px.
    const column = (await article.locator(".post-content").boundingBox())!;
    expect(column.width).toBeGreaterThanOrEqual(680);
    expect(column.width).toBeLessThanOrEqual(720);
    // Images in the content are lazy.
    await expect(article.locator(".post-content img").first()).toHaveAttribute("loading", "lazy");

    await expect(article.getByRole("listitem").filter({ hasText: "#Missed Calls" }).getByRole("link")).toHaveAttribute("href", "/blog/tag/missed-calls");

    const url = encodeURIComponent(page.url());
    const share = (name: string) => article.getByRole("link", { name: `Share on ${name} (opens in a new tab)` });
    await expect(share("X (Twitter)")).toHaveAttribute(
      "href",
      `https://twitter.com/intent/tweet?url=${url}&text=Missed+Calls+Are+Costing+You+Customers%3A+How+an+AI+Receptionist+Closes+the+Gap`,
    );
    await expect(share("Facebook")).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(share("LinkedIn")).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    for (const name of ["X (Twitter)", "Facebook", "LinkedIn"]) {
      await expect(share(name)).toHaveAttribute("target", "_blank");
      await expect(share(name)).toHaveAttribute("rel", "noopener noreferrer");
    }

    const about = article.getByRole("complementary", { name: "About Maria Costa" });
    await expect(about).toContainText("Maria is co-founder and CEO of BiziAgent.");
    await expect(about.locator("img")).toHaveAttribute("src", "/static/images/authors/maria-costa.svg");

    await article.getByRole("link", { name: "Back to Blog" }).last().click();
    await expect(page).toHaveURL("/blog");
  });

  test("from a post to its tag's archive and its author's page", async ({ page }) => {
    await page.goto(DEMO_POST);
    const article = page.locator("main article");
    await article.getByRole("link", { name: "#Missed Calls" }).click();
    await expect(page).toHaveURL("/blog/tag/missed-calls");
    await expect(page).toHaveTitle("Articles Tagged Missed Calls | BiziAgent Blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("#Missed Calls");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
    await expect(cards(page).getByRole("link", { name: "Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap" })).toBeVisible();

    await page.goto(DEMO_POST);
    await page.locator("main article header").getByRole("link", { name: "Maria Costa" }).click();
    await expect(page).toHaveURL("/blog/author/maria-costa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maria Costa");
    await expect(page.locator("main")).toContainText("Maria is co-founder and CEO of BiziAgent.");
    await expect(cards(page).getByRole("link", { name: "Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe to this author via RSS" })).toHaveAttribute("href", "/blog/author/maria-costa/rss.xml");
  });

  test("no author box when the author has no bio; 'Unknown' when the author is gone", async ({ page }) => {
    await page.goto("/blog/quiet-author-post");
    await expect(page.locator("main article header")).toContainText("Quinn Quiet");
    await expect(page.getByRole("complementary")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^About / })).toHaveCount(0);
    await page.goto("/blog/no-author-post");
    await expect(page.locator("main article header")).toContainText("Unknown");
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });

  test("a missing post and a draft: 'Blog Post Not Found', HTTP 404, Back to Blog", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    for (const path of ["/blog/no-such-post", "/blog/choosing-ai-tools-small-business", "/blog/empty-category-draft"]) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
      await expect(page.getByText("The post you're looking for doesn't exist or has been removed.")).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("hostile HTML in a post runs nothing and keeps its text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto("/blog/hostile-html");
    await waitForIslands(page);
    const content = page.locator(".post-content");
    await expect(content).toContainText("Before the payloads.");
    await expect(content).toContainText("After the payloads.");
    await content.getByText("hover me").hover();
    await content.getByText("a javascript: link").click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
    await expect(content.locator("script, iframe, svg, details, [style], [onerror], [onload], [onmouseover]")).toHaveCount(0);
    await expect(content.locator("#js-link, a[href^='javascript']")).toHaveCount(0);
  });
});

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("list and post fit the screen, the image is still there", async ({ page }) => {
    for (const path of ["/blog", DEMO_POST]) {
      await page.goto(path);
      await waitForIslands(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await expect(page.locator('main article img[fetchpriority="high"]')).toBeVisible();
  });
});

test.describe("with no published posts", () => {
  const empty = base.extend<object, { emptySite: string }>({
    emptySite: [
      async ({}, use) => {
        const site = await startBlogServer("empty");
        await use(site.url);
        await site.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ emptySite }, use) => use(emptySite),
  });

  empty("the All empty state, with only 'All' to filter by", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByText("No blog posts available yet. Check back soon!")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link")).toHaveText(["All"]);
    await expect(page.locator("main article")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });
});
