/**
 * The Blog Posts list as the owner uses it: typing a search filters the rows and the address follows;
 * Back and Forward walk the searches and pages, a reload keeps them; a status filter with its counts,
 * then page 2; a search with no result says so and clears; a live post's title opens its public page.
 * 28 posts of the test's own (a word no other post has) make two pages of 25.
 *
 * On a server of its own (one per worker): 28 new posts at once would push another test's post off the
 * first page of the shared server's list, where that test looks for it. The demo posts are the others.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN_PASSWORD, adminApi, loginViaApi, unique } from "./admin-fixtures.ts";
import { test as base, expect, waitForIslands } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const test = base.extend<object, { postListSite: string }>({
  postListSite: [
    async ({}, use) => {
      const site = await startOwnServer("post-list", mkdtempSync(join(tmpdir(), "post-list-e2e-")), { ADMIN_PASSWORD, DEMO_CONTENT: "true" });
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ postListSite }, use) => use(postListSite),
});

test.use({ viewport: { width: 1280, height: 900 } });
// Each test writes its 28 posts through the API first.
test.describe.configure({ timeout: 60_000 });

/** 26 published and 2 drafts, titled "<word> 01" … "<word> 28". */
async function seedPosts(page: Page, site: string): Promise<string> {
  const word = `Quill${unique()}`;
  await Promise.all(
    Array.from({ length: 28 }, (_, i) => {
      const n = String(i + 1).padStart(2, "0");
      return adminApi(
        page.request,
        "POST",
        "/api/admin/blog-posts",
        {
          title: `${word} ${n}`,
          slug: `${word.toLowerCase()}-${n}`,
          content: "<p>Body</p>",
          status: i < 2 ? "draft" : "published",
        },
        site,
      );
    }),
  );
  return word;
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
const rows = (page: Page) => page.locator("tbody tr");
const range = (page: Page) => page.getByRole("navigation", { name: "Blog posts pages" }).locator("p");
const statusLink = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Post status" }).getByRole("link", { name });

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.beforeEach(async ({ page, postListSite }) => {
  await loginViaApi(page, postListSite);
});

test("a search typed into the box filters the rows and the address; Back, Forward and reload restore each view", async ({ page, postListSite }) => {
  const word = await seedPosts(page, postListSite);
  await page.goto("/admin/dashboard?tab=blog-posts");
  await waitForIslands(page);
  await expect(rows(page)).toHaveCount(25);
  // Every post: the test's 28 and the demo posts.
  const everything = (await range(page).textContent()) ?? "";
  expect(Number(/of (\d+)$/.exec(everything)?.[1])).toBeGreaterThan(28);

  await searchBox(page).pressSequentially(word.toLowerCase(), { delay: 20 });
  await expect(range(page)).toHaveText("1–25 of 28");
  await expect.poll(() => query(page).get("q")).toBe(word.toLowerCase());
  await expect(rows(page).filter({ hasNotText: word })).toHaveCount(0);
  await expect(page.getByText("28 posts match")).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(range(page)).toHaveText("26–28 of 28");
  await expect(rows(page)).toHaveCount(3);
  expect(query(page).get("page")).toBe("2");

  await page.goBack();
  await expect(range(page)).toHaveText("1–25 of 28");
  expect(query(page).get("page")).toBeNull();
  // Typing made one history entry, not one per pause: one more Back is the list before the search.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue("");
  expect(query(page).get("q")).toBeNull();
  await expect(range(page)).toHaveText(everything);

  await page.goForward();
  await expect(searchBox(page)).toHaveValue(word.toLowerCase());
  await expect(range(page)).toHaveText("1–25 of 28");

  await page.reload();
  await waitForIslands(page);
  await expect(searchBox(page)).toHaveValue(word.toLowerCase());
  await expect(range(page)).toHaveText("1–25 of 28");
  await expect(rows(page).filter({ hasNotText: word })).toHaveCount(0);
});

test("Enter searches at once; the status filter shows its counts; a filter, then page 2; a shared link opens the same view", async ({ page, postListSite }) => {
  const word = await seedPosts(page, postListSite);
  await page.goto("/admin/dashboard?tab=blog-posts");
  await waitForIslands(page);
  await searchBox(page).fill(word);
  await searchBox(page).press("Enter");
  await expect(range(page)).toHaveText("1–25 of 28");
  await expect(statusLink(page, /^All/)).toHaveText("All28");
  await expect(statusLink(page, /^Published/)).toHaveText("Published26");
  await expect(statusLink(page, /^Scheduled/)).toHaveText("Scheduled0");
  await expect(statusLink(page, /^Drafts/)).toHaveText("Drafts2");
  await expect(statusLink(page, /^All/)).toHaveAttribute("aria-current", "page");

  await statusLink(page, /^Drafts/).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator("td").nth(1)).toHaveText("Draft");
  expect(query(page).get("status")).toBe("draft");

  await statusLink(page, /^Published/).click();
  // The owner sees the published posts before choosing an order (the form then carries the status it shows).
  await expect(statusLink(page, /^Published/)).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Sort by").selectOption("title");
  await expect(rows(page).first()).toContainText(`${word} 03`);
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(range(page)).toHaveText("26–26 of 26");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${word} 28`);
  const shared = page.url();
  expect(Object.fromEntries(query(page))).toEqual({ q: word, status: "published", sort: "title", page: "2" });

  // Someone else opening the link sees the same page, rendered by the server.
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.locator("tbody tr")).toHaveCount(1);
  await expect(other.locator("tbody tr").first()).toContainText(`${word} 28`);
  await expect(other.getByRole("searchbox", { name: "Search posts" })).toHaveValue(word);
  await expect(other.getByLabel("Sort by")).toHaveValue("title");
  await other.close();
});

test("a search without results says so; Clear search brings the list back", async ({ page, postListSite }) => {
  // Posts of its own: with the demo content alone (a worker that ran no other test) the list has no full page.
  await seedPosts(page, postListSite);
  const missing = `nothing${unique()}`;
  await page.goto("/admin/dashboard?tab=blog-posts");
  await waitForIslands(page);
  await searchBox(page).fill(missing);
  await expect(page.getByText(`No posts match “${missing}”.`)).toBeVisible();
  await expect(statusLink(page, /^All/)).toHaveText("All0");
  await page.getByRole("link", { name: "Clear search", exact: true }).last().click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(rows(page)).toHaveCount(25);
  expect(query(page).get("q")).toBeNull();
});

test("a live post's title opens its public page in a new tab; a draft's title is plain text", async ({ page, postListSite }) => {
  const word = await seedPosts(page, postListSite);
  await page.goto(`/admin/dashboard?tab=blog-posts&q=${word}&sort=title`);
  await waitForIslands(page);
  await expect(rows(page).first().getByRole("link")).toHaveCount(0);
  const live = rows(page)
    .nth(2)
    .getByRole("link", { name: new RegExp(`^${word} 03`) });
  await expect(live).toHaveAttribute("href", `/blog/${word.toLowerCase()}-03`);
  await expect(live).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([page.context().waitForEvent("page"), live.click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(`${word} 03`);
  await tab.close();
});
