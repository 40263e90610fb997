/**
 * Two tabs editing one post: the later Save is refused rather than overwriting the earlier one, and the
 * editor shows both versions side by side; "Keep mine" saves over theirs knowingly, "Reload theirs" (after
 * a question) replaces the form. The same for a category.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

interface Post {
  id: number;
  title: string;
  slug: string;
  content: string;
}

const CHANGED = /^This post was changed in another tab at \d{1,2}:\d{2} (AM|PM)\.$/;

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function openPost(page: Page, title: string) {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const d = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(d).toBeVisible();
  return d;
}

/** Two tabs of one browser with the post open in both; the first saves a new title. */
async function twoTabsAndTheFirstSaves(page: Page, context: BrowserContext) {
  const id = unique();
  const post = await adminApi<Post>(page.request, "POST", "/api/admin/blog-posts", { title: `Shared ${id}`, slug: `shared-${id}`, content: "<p>One</p>\n<p>Two</p>" });
  const other = await context.newPage();
  const mine = await openPost(page, post.title);
  const theirs = await openPost(other, post.title);
  await field(other, "Title").fill(`Their title ${id}`);
  await field(other, "Slug").fill(post.slug);
  await theirs.getByRole("button", { name: "Save" }).click();
  await expectToast(other, "Success", "Blog post updated");
  await other.close();
  return { post, mine, theirTitle: `Their title ${id}` };
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("the later Save gets the notice with both versions; 'Keep mine' saves mine", async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  const { post, mine, theirTitle } = await twoTabsAndTheFirstSaves(page, context);
  await field(page, "Content (HTML)").fill("<p>One</p>\n<p>Two, rewritten</p>\n<p>Three</p>");
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/blog-posts/${post.id}`) && r.request().method() === "PUT");
  await mine.getByRole("button", { name: "Save" }).click();
  expect((await refused).status()).toBe(409);
  await expectToast(page, "Error", "Failed to update blog post", "destructive");

  const notice = mine.getByTestId("stale-version-notice");
  await expect(notice.getByRole("heading", { level: 3 })).toHaveText(CHANGED);
  await expect(notice.getByRole("heading", { level: 3 })).toBeFocused();
  // Both titles, named for whose they are.
  const titles = notice.getByRole("region", { name: "Title: Theirs (saved) and Yours (this form)" });
  await expect(titles).toContainText(theirTitle);
  await expect(titles).toContainText(post.title);
  // The body as a line diff, with words, not only colours.
  const diff = notice.getByTestId("line-diff");
  await expect(diff.locator("del")).toHaveText(["−Removed: <p>Two</p>"]);
  await expect(diff.locator("ins")).toHaveText(["+Added: <p>Two, rewritten</p>", "+Added: <p>Three</p>"]);
  expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);
  // The form still holds my text.
  await expect(field(page, "Content (HTML)")).toHaveValue("<p>One</p>\n<p>Two, rewritten</p>\n<p>Three</p>");

  const resent = page.waitForRequest((r) => r.url().endsWith(`/api/admin/blog-posts/${post.id}`) && r.method() === "PUT");
  await notice.getByRole("button", { name: "Keep mine" }).click();
  expect((await resent).postDataJSON()).toMatchObject({ version: 2, title: post.title, content: "<p>One</p>\n<p>Two, rewritten</p>\n<p>Three</p>" });
  await expectToast(page, "Success", "Blog post updated");
  await expect(mine).toBeHidden();
  await expect(row(page, post.title)).toHaveCount(1);
});

test("'Reload theirs' asks first, then shows their version in the form; saving it then succeeds", async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  const { mine, theirTitle } = await twoTabsAndTheFirstSaves(page, context);
  await field(page, "Excerpt").fill("Mine, to be dropped");
  await mine.getByRole("button", { name: "Save" }).click();
  const notice = mine.getByTestId("stale-version-notice");
  await expect(notice.getByRole("heading", { level: 3 })).toHaveText(CHANGED);
  await expect(notice.getByRole("region", { name: "Excerpt: Theirs (saved) and Yours (this form)" })).toContainText("Mine, to be dropped");

  await notice.getByRole("button", { name: "Reload theirs" }).click();
  await expect(notice).toContainText("Replace the form with their version? Your changes here will be lost.");
  await notice.getByRole("button", { name: "Cancel" }).click();
  await expect(field(page, "Excerpt")).toHaveValue("Mine, to be dropped");
  await notice.getByRole("button", { name: "Reload theirs" }).click();
  await notice.getByRole("button", { name: "Replace with theirs" }).click();
  await expect(notice).toBeHidden();
  await expect(field(page, "Title")).toHaveValue(theirTitle);
  await expect(field(page, "Excerpt")).toHaveValue("");

  await field(page, "Excerpt").fill("On top of theirs");
  await mine.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(row(page, theirTitle)).toHaveCount(1);
});

test("an autosave that meets their save: the notice appears while typing, without taking the focus from the text", async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  const { post, mine, theirTitle } = await twoTabsAndTheFirstSaves(page, context);
  const editor = field(page, "Content (HTML)");
  await editor.fill("<p>One</p>\n<p>Two</p>\n<p>Typed on, no Save</p>");
  const notice = mine.getByTestId("stale-version-notice");
  await expect(notice.getByRole("heading", { level: 3 })).toHaveText(CHANGED, { timeout: 10_000 });
  await expect(editor).toBeFocused();
  await expect(mine.getByTestId("autosave-status")).toHaveText("Not saved — the post was changed elsewhere, kept in this browser");
  await expect(notice.getByRole("region", { name: "Title: Theirs (saved) and Yours (this form)" })).toContainText(theirTitle);
  await notice.getByRole("button", { name: "Keep mine" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(row(page, post.title)).toHaveCount(1);
});

test("a category edited in two tabs: the later Save shows both and 'Keep mine' saves it", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  const id = unique();
  const category = await adminApi<{ id: number; name: string; slug: string }>(page.request, "POST", "/api/admin/categories", { name: `Tips ${id}`, slug: `tips-${id}` });
  await openTab(page, "categories");
  await page.getByRole("button", { name: `Edit ${category.name}` }).click();
  const mine = page.getByRole("dialog", { name: "Edit Category" });
  await expect(mine).toBeVisible();
  // Another tab renames it meanwhile.
  await adminApi(page.request, "PUT", `/api/admin/categories/${category.id}`, { name: `Their tips ${id}`, slug: category.slug, description: "" });

  await field(page, "Description").fill("My description");
  await mine.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Failed to update category", "destructive");
  const notice = mine.getByTestId("stale-version-notice");
  await expect(notice.getByRole("heading", { level: 3 })).toHaveText("This category was changed in another tab.");
  await expect(notice.getByRole("region", { name: "Name: Theirs (saved) and Yours (this form)" })).toContainText(`Their tips ${id}`);
  await notice.getByRole("button", { name: "Keep mine" }).click();
  await expectToast(page, "Success", "Category updated");
  await expect(row(page, `Tips ${id}`)).toContainText("My description");
});
