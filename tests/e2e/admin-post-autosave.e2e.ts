/**
 * Autosave as the owner meets it: a draft saved into itself a few seconds after typing stops and there
 * after a reload; a published post's work kept as a pending version that the public page does not show
 * until Save; a tab closed right after typing, its work offered when the post is opened again; and offline,
 * the work kept in this browser and saved once the connection is back.
 */
import type { Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

interface Post {
  id: number;
  title: string;
  slug: string;
}

const SAVED = /^Saved \d{1,2}:\d{2} (AM|PM)$/;
const PENDING = "Changes kept as a pending version — the live post changes when you save";
const OFFLINE = "Not saved — offline, kept in this browser";

async function createPost(page: Page, fields: Record<string, unknown> = {}): Promise<Post> {
  const id = unique();
  return adminApi<Post>(page.request, "POST", "/api/admin/blog-posts", { title: `Autosave ${id}`, slug: `autosave-${id}`, content: "<p>First words.</p>", ...fields });
}

async function openPost(page: Page, post: Post) {
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const d = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(d).toBeVisible();
  return d;
}

const content = (page: Page) => page.getByRole("textbox", { name: "Content (HTML)", exact: true });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("a draft: saved into itself a few seconds after typing stops, and there after a reload", async ({ page }) => {
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  const d = await openPost(page, post);
  const autosaved = page.waitForRequest((r) => r.url().endsWith(`/api/admin/blog-posts/${post.id}/autosave`) && r.method() === "PUT");
  await content(page).fill("<p>First words.</p>\n<p>Written on the train.</p>");
  const status = d.getByTestId("autosave-status");
  await expect(status).toHaveText(SAVED, { timeout: 10_000 });
  expect((await autosaved).postDataJSON()).toMatchObject({ baseVersion: 1, post: { content: "<p>First words.</p>\n<p>Written on the train.</p>" } });

  // Nothing is lost by closing: the dialog closes without a question.
  await d.getByRole("button", { name: "Cancel" }).click();
  await expect(d).toBeHidden();
  await page.reload();
  await openTab(page, "blog-posts");
  const again = await openPost(page, post);
  await expect(content(page)).toHaveValue("<p>First words.</p>\n<p>Written on the train.</p>");
  await expect(again.getByTestId("unsaved-work")).toHaveCount(0);

  // Save after the autosave continues from the autosave's version: no conflict with itself.
  await content(page).fill("<p>First words.</p>\n<p>Written on the train. Done.</p>");
  await again.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(again).toBeHidden();
});

test("a published post: its work kept as a pending version, the public page unchanged until Save; reopened, the work is offered", async ({ page, browser }) => {
  const post = await createPost(page, { status: "published", content: "<p>Live words.</p>" });
  await openTab(page, "blog-posts");
  const d = await openPost(page, post);
  await content(page).fill("<p>Better words, not live yet.</p>");
  await expect(d.getByTestId("autosave-status")).toHaveText(PENDING, { timeout: 10_000 });

  const visitor = await browser.newPage();
  try {
    const before = await (await visitor.request.get(`/blog/${post.slug}`)).text();
    expect(before).toContain("Live words.");
    expect(before).not.toContain("Better words");

    // Closing is at once, and the toast says where the work stays.
    expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(d).toBeHidden();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expectToast(page, "Not saved to the site", "Your changes are kept as a pending version: the live post changes only when you save. Opening the post again offers them.");

    const again = await openPost(page, post);
    await expect(content(page)).toHaveValue("<p>Live words.</p>");
    const offer = again.getByTestId("unsaved-work");
    await expect(offer).toContainText(/You have unsaved changes from \d{1,2}:\d{2} (AM|PM) \(autosaved\)\./);
    expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);
    await offer.getByRole("button", { name: "Restore them" }).click();
    await expect(offer).toBeHidden();
    await expect(content(page)).toHaveValue("<p>Better words, not live yet.</p>");
    await again.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Blog post updated");

    const after = await (await visitor.request.get(`/blog/${post.slug}`)).text();
    expect(after).toContain("Better words, not live yet.");
    // Save applied the pending version and cleared it: nothing is offered any more.
    const third = await openPost(page, post);
    await expect(content(page)).toHaveValue("<p>Better words, not live yet.</p>");
    await expect(third.getByTestId("unsaved-work")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("a tab that crashes after typing: opening the post again offers the work kept in this browser", async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|autosave/i);
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  await openPost(page, post);
  // As after a crash with the connection gone: nothing this tab sends reaches the server (a crashed tab
  // runs no unload handler that could still send it), so only the browser copy can keep the work.
  await page.route("**/autosave", (route) => route.abort());
  await content(page).fill("<p>Typed just before the tab closed.</p>");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", `admin-post-draft:${post.id}`)).toContain("Typed just before the tab closed.");
  await page.goto("chrome://crash").catch(() => {});

  const next = await context.newPage();
  await openTab(next, "blog-posts");
  const d = await openPost(next, post);
  await expect(content(next)).toHaveValue("<p>First words.</p>");
  const offer = d.getByTestId("unsaved-work");
  await expect(offer).toContainText(/You have unsaved changes from \d{1,2}:\d{2} (AM|PM) \(kept in this browser\)\./);
  await offer.getByRole("button", { name: "Restore them" }).click();
  await expect(content(next)).toHaveValue("<p>Typed just before the tab closed.</p>");
  await expect(d.getByTestId("autosave-status")).toHaveText(SAVED, { timeout: 10_000 });
});

test("New Post: the work is kept in this browser and offered when New Post is opened again; Discard drops it", async ({ page, context }) => {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const title = `Not created yet ${unique()}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.close();

  const next = await context.newPage();
  await openTab(next, "blog-posts");
  await next.getByRole("button", { name: "New Post" }).click();
  const d = next.getByRole("dialog", { name: "Create Blog Post" });
  // The form starts empty; the work is offered beside it.
  await expect(next.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");
  const offer = d.getByTestId("unsaved-work");
  await expect(offer).toContainText("(kept in this browser)");
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toBeHidden();
  await d.getByRole("button", { name: "Cancel" }).click();
  await expect(d).toBeHidden();
  await next.getByRole("button", { name: "New Post" }).click();
  await expect(next.getByRole("dialog", { name: "Create Blog Post" })).toBeVisible();
  await expect(next.getByTestId("unsaved-work")).toHaveCount(0);
});

test("New Post with older work offered: what the owner types instead is what closing keeps, and Undo offers it", async ({ page }) => {
  await openTab(page, "blog-posts");
  const d = page.getByRole("dialog", { name: "Create Blog Post" });
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const kept = async () => JSON.parse((await page.evaluate(() => localStorage.getItem("admin-post-draft:new"))) ?? "null")?.post.title;
  const older = `Older work ${unique()}`;
  await page.getByRole("button", { name: "New Post" }).click();
  await title.fill(older);
  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
  expect(await kept()).toBe(older);

  // The older work is offered; the owner leaves the offer alone and starts again.
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(d.getByTestId("unsaved-work")).toContainText("(kept in this browser)");
  const newer = `Newer work ${unique()}`;
  await title.fill(newer);
  // While the offer waits, typing does not replace the work offered: it can still be restored.
  expect(await kept()).toBe(older);
  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
  await expectToast(page, "Not saved to the site", "Your changes are kept in this browser only, and offered again when you open this form here.");
  expect(await kept()).toBe(newer);
  await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "Undo" }).click();
  await expect(d).toBeVisible();
  await expect(title).toHaveValue("");
  await d.getByTestId("unsaved-work").getByRole("button", { name: "Restore them" }).click();
  await expect(title).toHaveValue(newer);
});

test("offline: 'Not saved — offline, kept in this browser', then saved once the connection is back", async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  const d = await openPost(page, post);
  await context.setOffline(true);
  await content(page).fill("<p>Written in a tunnel.</p>");
  const status = d.getByTestId("autosave-status");
  await expect(status).toHaveText(OFFLINE, { timeout: 10_000 });
  const kept = await page.evaluate((id) => localStorage.getItem(`admin-post-draft:${id}`), post.id);
  expect(JSON.parse(kept!).post.content).toBe("<p>Written in a tunnel.</p>");

  await context.setOffline(false);
  await expect(status).toHaveText(SAVED, { timeout: 10_000 });
  // The preview links, if the connection went before they were read, are read again: no failure stays shown.
  await expect(d.getByTestId("preview-links").getByRole("alert")).toHaveCount(0);
  // The server has it now: this browser's copy is dropped.
  expect(await page.evaluate((id) => localStorage.getItem(`admin-post-draft:${id}`), post.id)).toBeNull();
});
