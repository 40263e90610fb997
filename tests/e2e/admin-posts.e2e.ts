/** The Blog Posts tab: rows in the first paint, columns and formats, the post dialog (slug rule, editor, preview), every write and toast. */
import type { Page } from "@playwright/test";
import { ADMIN_DATE, adminApi, columnHeaders, expectToast, holdList, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

interface Post {
  id: number;
  title: string;
  slug: string;
  status: string;
}

async function createPost(page: Page, fields: Record<string, unknown> = {}): Promise<Post> {
  const id = unique();
  return adminApi<Post>(page.request, "POST", "/api/admin/blog-posts", { title: `E2E post ${id}`, slug: `e2e-post-${id}`, content: "<p>Body</p>", ...fields });
}

function dialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("the rows come with the page (no skeleton rows, not busy), in exactly the contract's columns and formats", async ({ page }) => {
  const draft = await createPost(page);
  // The list is in the server's HTML: a list request held forever changes nothing.
  await holdList(page, "/api/admin/blog-posts");
  await page.goto("/admin/dashboard");
  await waitForIslands(page);
  await expect(row(page, draft.title)).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Blog posts" })).not.toHaveAttribute("aria-busy", "true");
  expect(await columnHeaders(page)).toEqual(["title", "status", "author", "category", "published date", "actions"]);

  // A seeded published post: a date like 'Jan 5, 2025'; a draft without one: '-'.
  const published = page.locator("tbody tr").filter({ hasText: "Published" }).first();
  await expect(published.locator("td").nth(4)).toHaveText(ADMIN_DATE);
  const draftRow = row(page, draft.title);
  await expect(draftRow.locator("td").nth(1)).toHaveText("Draft");
  await expect(draftRow.locator("td").nth(4)).toHaveText("-");
  // No author and no category: 'Unknown'.
  await expect(draftRow.locator("td").nth(2)).toHaveText("Unknown");
  await expect(draftRow.locator("td").nth(3)).toHaveText("Unknown");
});

test("an author or category that no longer exists shows 'Unknown'", async ({ page }) => {
  const author = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/authors", { name: `Gone ${unique()}` });
  const category = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/categories", { name: "Gone", slug: `gone-${unique()}` });
  const post = await createPost(page, { authorId: author.id, categoryId: category.id });
  await openTab(page, "blog-posts");
  await expect(row(page, post.title).locator("td").nth(2)).not.toHaveText("Unknown");
  await adminApi(page.request, "DELETE", `/api/admin/authors/${author.id}`);
  await adminApi(page.request, "DELETE", `/api/admin/categories/${category.id}`);
  await openTab(page, "blog-posts");
  await expect(row(page, post.title).locator("td").nth(2)).toHaveText("Unknown");
  await expect(row(page, post.title).locator("td").nth(3)).toHaveText("Unknown");
});

test("create: the slug follows the title by the slug rule, Split editor with a live sanitized preview, Draft by default", async ({ page }) => {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const d = dialog(page, "Create Blog Post");
  await expect(d).toBeVisible();
  await expect(d).toHaveAttribute("aria-modal", "true");
  // Dialogs are 640–900 px wide; the post dialog is the wide one.
  const box = (await d.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(640);
  expect(box.width).toBeLessThanOrEqual(900);
  await expect(field(page, "Title")).toBeFocused();

  const id = unique();
  // The slug rule: lowercase, drop what is not a word character, whitespace or hyphen, whitespace → '-', collapse, trim.
  await field(page, "Title").fill(`  Hello, World -- Été's   Guide ${id}! `);
  await expect(field(page, "Slug")).toHaveValue(`hello-world-ts-guide-${id}`);
  await field(page, "Slug").fill(`my-own-slug-${id}`);
  await expect(field(page, "Slug")).toHaveValue(`my-own-slug-${id}`);
  // Editing the title again overwrites the hand-written slug.
  const title = `Ten Tips for Busy Owners ${id}`;
  await field(page, "Title").fill(title);
  await expect(field(page, "Slug")).toHaveValue(`ten-tips-for-busy-owners-${id}`);

  // Editor: Split by default, 16 rows, preview at most 500 px high.
  const editor = field(page, "Content (HTML)");
  const preview = page.getByTestId("content-preview");
  await expect(d.getByRole("button", { name: "Split" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toHaveAttribute("rows", "16");
  await expect(editor).toBeVisible();
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("500px");

  await editor.fill(
    '<h2>Why</h2><p onclick="alert(1)">Answer <strong>every</strong> call.</p><img src="/static/brand/logo.svg" onerror="alert(2)" alt="Logo"><script>alert(3)</script><a href="javascript:alert(4)">bad link</a>',
  );
  await expect(preview.locator("h2")).toHaveText("Why");
  await expect(preview.locator("strong")).toHaveText("every");
  // Sanitized like the public page: no script, no handler, no javascript: URL.
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator("[onclick], [onerror]")).toHaveCount(0);
  await expect(preview.locator("img")).toHaveAttribute("src", "/static/brand/logo.svg");
  expect(await preview.innerHTML()).not.toMatch(/onerror|onclick|javascript:|<script/i);

  await d.getByRole("button", { name: "Edit" }).click();
  await expect(d.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeVisible();
  await expect(preview).toBeHidden();
  await d.getByRole("button", { name: "Preview" }).click();
  await expect(editor).toBeHidden();
  await expect(preview).toBeVisible();
  await d.getByRole("button", { name: "Split" }).click();
  await expect(editor).toBeVisible();
  await expect(preview).toBeVisible();

  // The dialog's other fields.
  await field(page, "Excerpt").fill("Short summary.");
  await expect(d.getByLabel("Status")).toHaveValue("draft");
  await expect(d.getByLabel("Status").locator("option")).toHaveText(["Draft", "Published"]);
  const authorName = (await d.getByLabel("Author").locator("option").nth(1).textContent())!;
  await d.getByLabel("Author").selectOption({ index: 1 });
  const categoryName = (await d.getByLabel("Category").locator("option").nth(1).textContent())!;
  await d.getByLabel("Category").selectOption({ index: 1 });
  await d.getByRole("group", { name: "Tags" }).getByRole("checkbox").first().check();
  await field(page, "Featured Image URL").fill("https://images.example/cover.png");
  for (const name of ["Meta Title", "Meta Description", "Meta Keywords", "OG Title", "OG Description", "OG Image URL"]) {
    await expect(field(page, name)).toBeVisible();
  }
  await field(page, "Meta Title").fill("Meta");
  await expect(d.getByRole("group", { name: "SEO" })).toBeVisible();
  await expect(d.getByRole("group", { name: "Open Graph" })).toBeVisible();

  // Save: 'Saving...' while pending, then the toast, the dialog closes and the list is re-fetched.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/admin/blog-posts", async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/admin/blog-posts") && r.method() === "POST");
  await d.getByRole("button", { name: "Save" }).click();
  await expect(d.getByRole("button", { name: "Saving..." })).toBeVisible();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ title, slug: `ten-tips-for-busy-owners-${id}`, status: "draft", excerpt: "Short summary.", metaTitle: "Meta" });
  expect(typeof body.authorId).toBe("number");
  expect(body.tagIds).toHaveLength(1);
  // The list is re-read after the write: its region fetches the page again from the server (htmx, HX-Request).
  const refetch = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/dashboard" && r.request().method() === "GET" && r.request().headers()["hx-request"] === "true");
  release();
  await expectToast(page, "Success", "Blog post created");
  await refetch;
  await expect(d).toBeHidden();
  const created = row(page, title);
  await expect(created.locator("td").nth(1)).toHaveText("Draft");
  await expect(created.locator("td").nth(2)).toHaveText(authorName);
  await expect(created.locator("td").nth(3)).toHaveText(categoryName);
  await expect(created.locator("td").nth(4)).toHaveText("-");
  // Focus goes back to what opened the dialog.
  await expect(page.getByRole("button", { name: "New Post" })).toBeFocused();
});

test("edit: the dialog is filled from the post; Save updates it ('Blog post updated')", async ({ page }) => {
  const post = await createPost(page, { excerpt: "Old excerpt", metaKeywords: "one, two" });
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const d = dialog(page, "Edit Blog Post");
  await expect(field(page, "Title")).toHaveValue(post.title);
  await expect(field(page, "Slug")).toHaveValue(post.slug);
  await expect(field(page, "Excerpt")).toHaveValue("Old excerpt");
  await expect(field(page, "Meta Keywords")).toHaveValue("one, two");
  await expect(field(page, "Content (HTML)")).toHaveValue("<p>Body</p>");
  const title = `${post.title} (edited)`;
  await field(page, "Title").fill(title);
  await d.getByLabel("Status").selectOption("published");
  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/admin/blog-posts/${post.id}`) && r.method() === "PUT");
  await d.getByRole("button", { name: "Save" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ title, status: "published" });
  await expectToast(page, "Success", "Blog post updated");
  await expect(d).toBeHidden();
  await expect(row(page, title).locator("td").nth(1)).toHaveText("Published");
  await expect(row(page, title).locator("td").nth(4)).toHaveText(ADMIN_DATE);
});

test("publish / unpublish sends PUT with only {status} and toasts 'Status updated'", async ({ page }) => {
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  const r = row(page, post.title);
  const publish = page.waitForRequest((req) => req.url().endsWith(`/api/admin/blog-posts/${post.id}`) && req.method() === "PUT");
  await r.getByRole("button", { name: `Publish ${post.title}` }).click();
  expect((await publish).postDataJSON()).toEqual({ status: "published" });
  await expectToast(page, "Success", "Status updated");
  await expect(r.locator("td").nth(1)).toHaveText("Published");
  await expect(r.locator("td").nth(4)).toHaveText(ADMIN_DATE);

  const unpublish = page.waitForRequest((req) => req.url().endsWith(`/api/admin/blog-posts/${post.id}`) && req.method() === "PUT");
  await r.getByRole("button", { name: `Unpublish ${post.title}` }).click();
  expect((await unpublish).postDataJSON()).toEqual({ status: "draft" });
  await expect(r.locator("td").nth(1)).toHaveText("Draft");
  await expect(r.locator("td").nth(4)).toHaveText("-");
});

test("Unpublish has an Undo beside 'Status updated': the post is published again with its own date, not today's", async ({ page }) => {
  const post = await createPost(page, { status: "published", publishedAt: "2025-03-04T12:00:00.000Z" });
  await openTab(page, "blog-posts");
  const r = row(page, post.title);
  await expect(r.locator("td").nth(4)).toHaveText("Mar 4, 2025");
  await r.getByRole("button", { name: `Unpublish ${post.title}` }).click();
  await expectToast(page, "Success", "Status updated");
  await expect(r.locator("td").nth(1)).toHaveText("Draft");
  await expect(r.locator("td").nth(4)).toHaveText("-");

  const again = page.waitForRequest((req) => req.url().endsWith(`/api/admin/blog-posts/${post.id}`) && req.method() === "PUT");
  await page.getByRole("button", { name: "Undo" }).click();
  expect((await again).postDataJSON()).toEqual({ status: "published" });
  await expect(r.locator("td").nth(1)).toHaveText("Published");
  await expect(r.locator("td").nth(4)).toHaveText("Mar 4, 2025");
});

test("Unpublish from the dialog: 'Blog post updated' with an Undo that publishes it again with its date; a live post's save offers View post", async ({ page, context }) => {
  const post = await createPost(page, { status: "published", publishedAt: "2025-03-04T12:00:00.000Z" });
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const d = dialog(page, "Edit Blog Post");
  await d.getByLabel("Status").selectOption("draft");
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(row(page, post.title).locator("td").nth(1)).toHaveText("Draft");
  await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Success", "Status updated");
  await expect(row(page, post.title).locator("td").nth(1)).toHaveText("Published");
  await expect(row(page, post.title).locator("td").nth(4)).toHaveText("Mar 4, 2025");

  // Saved while live: the toast's View post opens the public page in a new tab.
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  await field(page, "Excerpt").fill("Now with an excerpt");
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  const opened = context.waitForEvent("page");
  await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "View post" }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/blog/${post.slug}`);
  await tab.close();
});

test("a new post starts with the author last chosen in this browser", async ({ page }) => {
  const author = await adminApi<{ id: number; name: string }>(page.request, "POST", "/api/admin/authors", { name: `Author ${unique()}`, bio: "", imageUrl: "" });
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const d = dialog(page, "Create Blog Post");
  await expect(d.getByLabel("Author")).toHaveValue("");
  const title = `With an author ${unique()}`;
  await field(page, "Title").fill(title);
  await d.getByLabel("Author").selectOption(String(author.id));
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post created");
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(d.getByLabel("Author")).toHaveValue(String(author.id));
});

test("a draft published before: choosing Published in the dialog fills in its earlier date; emptying the field publishes it today", async ({ page }) => {
  const post = await createPost(page, { status: "published", publishedAt: "2025-03-04T12:00:00.000Z" });
  await adminApi(page.request, "PUT", `/api/admin/blog-posts/${post.id}`, { status: "draft" });
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const d = dialog(page, "Edit Blog Post");
  const date = d.getByLabel("Publish date");
  await expect(date).toHaveValue("");
  await d.getByLabel("Status").selectOption("published");
  await expect(date).toHaveValue(/^2025-03-0[45]T/);
  await expect(d).toContainText("The date it was published with before: it keeps its place on the blog.");
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(row(page, post.title).locator("td").nth(4)).toHaveText("Mar 4, 2025");

  // Unpublished again, then published with the field emptied: a new post of today.
  await adminApi(page.request, "PUT", `/api/admin/blog-posts/${post.id}`, { status: "draft" });
  await page.reload();
  await waitForIslands(page);
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  await d.getByLabel("Status").selectOption("published");
  await date.fill("");
  await d.getByRole("button", { name: "Save" }).click();
  await expect(d).toBeHidden();
  await expect(row(page, post.title).locator("td").nth(4)).toHaveText(ADMIN_DATE);
});

test("delete asks 'Are you sure?'; Cancel keeps the post, Delete removes it ('Blog post deleted')", async ({ page }) => {
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Delete ${post.title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the blog post.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, post.title)).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${post.title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Blog post deleted");
  await expect(row(page, post.title)).toHaveCount(0);
});

test("a duplicate slug: 'Failed to create blog post' and the server's message beside Slug; Cancel resets the form", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409|POST \/api\/admin\/blog-posts failed/);
  const existing = await createPost(page);
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const d = dialog(page, "Create Blog Post");
  await field(page, "Title").fill("Another post");
  await field(page, "Slug").fill(existing.slug);
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Failed to create blog post", "destructive");
  await expect(field(page, "Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(d.getByText("This slug is already in use")).toBeVisible();
  await expect(d).toBeVisible();

  // Cancel closes at once, as the spec says, and the form opens again empty; the typed work is kept in this
  // browser, said by the toast and offered by the form.
  await d.getByRole("button", { name: "Cancel" }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expectToast(page, "Not saved to the site", "Your changes are kept in this browser only, and offered again when you open this form here.");
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(field(page, "Title")).toHaveValue("");
  await expect(field(page, "Slug")).toHaveValue("");
  await expect(field(page, "Slug")).not.toHaveAttribute("aria-invalid", "true");
  await expect(d.getByTestId("unsaved-work")).toContainText("kept in this browser");
});

test("the schema's field errors show before anything is sent", async ({ page }) => {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const d = dialog(page, "Create Blog Post");
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/admin/blog-posts")) posted = true;
  });
  await field(page, "Featured Image URL").fill("javascript:alert(1)");
  await d.getByRole("button", { name: "Save" }).click();
  await expect(d.getByText("Title is required")).toBeVisible();
  await expect(field(page, "Featured Image URL")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
});

test("the dialog is modal: focus stays inside, Escape closes it and focus returns", async ({ page }) => {
  await openTab(page, "blog-posts");
  const opener = page.getByRole("button", { name: "New Post" });
  await opener.click();
  const d = dialog(page, "Create Blog Post");
  await expect(field(page, "Title")).toBeFocused();
  // Shift+Tab from the first control wraps to the last one inside the dialog.
  await page.getByRole("button", { name: "Close", exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(d.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Close", exact: true })).toBeFocused();
  await field(page, "Title").fill("Kept aside");
  // Escape with work typed closes at once and the focus returns; the toast's Undo opens the form again,
  // from its defaults, offering the work.
  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
  await expect(opener).toBeFocused();
  await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "Undo" }).click();
  await expect(d).toBeVisible();
  await expect(field(page, "Title")).toHaveValue("");
  await d.getByTestId("unsaved-work").getByRole("button", { name: "Restore them" }).click();
  await expect(field(page, "Title")).toHaveValue("Kept aside");
});

test("a failed delete: 'Error' / 'Failed to delete blog post', the row stays", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500|DELETE .* failed/);
  const post = await createPost(page);
  await openTab(page, "blog-posts");
  await page.route(`**/api/admin/blog-posts/${post.id}`, (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
  await page.getByRole("button", { name: `Delete ${post.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Error", "Failed to delete blog post", "destructive");
  await expect(row(page, post.title)).toHaveCount(1);
});
