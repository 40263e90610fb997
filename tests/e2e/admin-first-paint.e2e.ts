/**
 * The dashboard's first paint: each tab's HTML response already has its rows, so the tab shows them with
 * JavaScript off and hydrates with them without fetching its list (and without a mismatch, dates in
 * another time zone included); a write still re-reads the list (a moved tab's list region reads its page
 * again); a dialog's heavy code (the post editor's
 * sanitizer and Markdown, the forms' zod) arrives only when the dialog is first wanted.
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, row, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

/** One row of every tab, named with `id`; the post published at `publishedAt`. */
async function seedRows(request: APIRequestContext, id: string, publishedAt = "2025-03-04T12:00:00.000Z") {
  const category = await adminApi<{ id: number }>(request, "POST", "/api/admin/categories", { name: `Category ${id}`, slug: `category-${id}` });
  await adminApi(request, "POST", "/api/admin/tags", { name: `Tag ${id}`, slug: `tag-${id}` });
  const author = await adminApi<{ id: number }>(request, "POST", "/api/admin/authors", { name: `Author ${id}` });
  await adminApi(request, "POST", "/api/admin/blog-posts", {
    title: `Post ${id}`,
    slug: `post-${id}`,
    content: "<p>Body</p>",
    status: "published",
    publishedAt,
    authorId: author.id,
    categoryId: category.id,
  });
  await adminApi(request, "POST", "/api/admin/api-keys", { name: `Key ${id}` });
  const lead = await request.post("/api/leads", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { businessType: "retail", painPoint: "missed-calls", goals: "automation", contactPreference: "email", firstName: "Lead", lastName: id, email: `lead-${id}@example.com` },
  });
  expect(lead.status(), await lead.text()).toBe(201);
}

/** Each tab with the text of the row seedRows made for it. */
const tabRows = (id: string) =>
  [
    ["blog-posts", `Post ${id}`],
    ["categories", `Category ${id}`],
    ["tags", `Tag ${id}`],
    ["authors", `Author ${id}`],
    ["api-keys", `Key ${id}`],
    ["leads", `Lead ${id}`],
  ] as const;

/** The table row of the HTML that contains `text` (React's text separators dropped). */
function rowMarkup(html: string, text: string): string | undefined {
  return html
    .replaceAll("<!-- -->", "")
    .match(/<tr[\s>](?:(?!<\/tr>)[\s\S])*<\/tr>/g)
    ?.find((tr) => tr.includes(text));
}

/** GETs of admin lists the page makes (the session check on load is not one). */
function listReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === "GET" && pathname.startsWith("/api/admin/") && pathname !== "/api/admin/check") reads.push(r);
  });
  return reads;
}

test("each tab's HTML response already contains its rows, and no skeleton rows", async ({ page }) => {
  const id = unique();
  await seedRows(page.request, id);
  for (const [tab, text] of tabRows(id)) {
    const res = await page.request.get(`/admin/dashboard?tab=${tab}`);
    expect(res.status(), tab).toBe(200);
    const html = await res.text();
    // In a table row of the markup, not only in the island's JSON props.
    expect(rowMarkup(html, text), tab).toMatch(/^<tr[\s>][\s\S]*<td/);
    expect(html, tab).not.toContain('data-testid="skeleton-row"');
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab shows its rows", async ({ page }) => {
    const id = unique();
    await seedRows(page.request, id);
    for (const [tab, text] of tabRows(id)) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await expect(row(page, text), tab).toBeVisible();
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
    }
    await page.goto("/admin/dashboard?tab=blog-posts");
    await expect(row(page, `Post ${id}`).locator("td")).toHaveText([`Post ${id}`, "Published", `Author ${id}`, `Category ${id}`, "Mar 4, 2025", "Unpublish"]);
  });
});

test.describe("in a time zone other than the server's", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("each tab hydrates with its rows: no list read, no mismatch; dates switch to the viewer's zone", async ({ page }) => {
    const id = unique();
    // 02:00 UTC on the 6th is the evening of the 5th in Los Angeles.
    await seedRows(page.request, id, "2025-01-06T02:00:00.000Z");
    const html = await (await page.request.get("/admin/dashboard")).text();
    expect(rowMarkup(html, `Post ${id}`)).toContain(">Jan 6, 2025<");

    const reads = listReads(page);
    for (const [tab, text] of tabRows(id)) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await waitForIslands(page);
      await expect(row(page, text), tab).toBeVisible();
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
    }
    expect(reads.map((r) => r.url())).toEqual([]);
    await page.goto("/admin/dashboard");
    await waitForIslands(page);
    await expect(row(page, `Post ${id}`).locator("td").nth(4)).toHaveText("Jan 5, 2025");
  });

  test("a post going live between the server's render and hydration hydrates as it was rendered; the next load says Published", async ({ page }) => {
    const title = `Going live ${unique()}`;
    const goesLive = Date.now() + 3_000;
    await adminApi(page.request, "POST", "/api/admin/blog-posts", {
      title,
      slug: title.toLowerCase().replace(/ /g, "-"),
      content: "<p>Soon</p>",
      status: "published",
      publishedAt: new Date(goesLive).toISOString(),
    });
    // The islands' code arrives only once the post is live: the hydrating render runs after that moment.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, goesLive + 500 - Date.now())));
      await route.continue();
    });
    await page.goto("/admin/dashboard");
    await waitForIslands(page);
    expect(Date.now()).toBeGreaterThan(goesLive);
    // The fixture fails the test on a hydration mismatch; the row keeps what the server printed.
    await expect(row(page, title).locator("td").nth(1)).toHaveText("Scheduled");

    await page.unrouteAll();
    await page.reload();
    await waitForIslands(page);
    await expect(row(page, title).locator("td").nth(1)).toHaveText("Published");
  });
});

test("after a write the list region is read again from its page and shows it", async ({ page }) => {
  const reads = listReads(page);
  const regionReads: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/admin/categories" && r.headers()["hx-request"] === "true") regionReads.push(r);
  });
  await page.goto("/admin/dashboard?tab=categories");
  await waitForIslands(page);
  expect(reads).toHaveLength(0);
  expect(regionReads).toHaveLength(0);

  const name = `Fresh ${unique()}`;
  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Category" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Category created");
  await expect(row(page, name)).toHaveCount(1);
  // The tab's list is server HTML: the region reads its own page again, not the JSON list.
  expect(regionReads).toHaveLength(1);
  expect(reads).toHaveLength(0);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Category deleted");
  await expect(row(page, name)).toHaveCount(0);
  expect(regionReads).toHaveLength(2);
});

test("the post editor carries no sanitizer: its preview is the server's render; zod arrives once the owner writes", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (res) => {
    if (new URL(res.url()).pathname.endsWith(".js")) scripts.push(await res.text());
  });
  const previews: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/admin/blog-posts/preview") previews.push(req.postDataJSON());
  });
  await page.goto("/admin/dashboard");
  await waitForIslands(page);
  const sanitizer = (code: string) => code.includes("allowedTags");
  const zod = (code: string) => code.includes("ZodError");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((code) => sanitizer(code) || zod(code))).toHaveLength(0);

  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Blog Post" });
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
  // Opened, nothing typed yet: no zod either.
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((code) => sanitizer(code) || zod(code))).toHaveLength(0);
  // The first change fetches the schema Save will check with, so a dropped line later cannot stop the check.
  await dialog.getByRole("textbox", { name: "Content (HTML)", exact: true }).fill("<p>Hi<script>alert(1)</script></p>");
  const preview = dialog.getByTestId("content-preview");
  await expect(preview).toContainText("Hi");
  await expect(preview.locator("script")).toHaveCount(0);
  expect(previews.at(-1)).toEqual({ content: "<p>Hi<script>alert(1)</script></p>", contentFormat: "html" });
  await expect.poll(() => scripts.filter(zod).length).toBeGreaterThan(0);

  // Save checks the form with the shared schema before anything is sent.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  expect(scripts.filter(sanitizer)).toHaveLength(0);
});
