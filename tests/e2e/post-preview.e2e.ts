/**
 * A preview link as its holder meets it: the admin makes a draft and a link, and someone else — a fresh
 * browser with no session — opens it, reads the post under the "Preview — not published" bar, which stays
 * in view while they read and never covers the footer; once revoked, the link says it is not valid.
 * And as the owner makes it: the edit dialog's Preview links panel creates, copies and revokes a link.
 */
import type { Browser, Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { expect, test } from "./fixtures.ts";

interface PreviewLink {
  id: number;
  url: string;
}

/** A browser of someone who never logged in, at one width; its console errors fail the test. */
async function strangerPage(browser: Browser, width: number): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return { page, problems, close: () => context.close() };
}

for (const width of [390, 1280]) {
  test(`a fresh browser with no session reads the draft through its link, under the preview bar (${width} px)`, async ({ page, browser }) => {
    await loginViaApi(page);
    const title = `Our spring menu ${unique()}`;
    const post = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/blog-posts", {
      title,
      slug: `spring-menu-${unique()}`,
      excerpt: "Five new dishes, tried by the team.",
      content: `<p>${"The kitchen tried every dish twice before it made the list. ".repeat(40)}</p><h2>The dishes</h2><p>${"Each one uses what the market has this week. ".repeat(40)}</p>`,
      status: "draft",
    });
    const link = await adminApi<PreviewLink>(page.request, "POST", `/api/admin/blog-posts/${post.id}/previews`, { days: 7 });

    const stranger = await strangerPage(browser, width);
    try {
      const res = await stranger.page.goto(link.url);
      expect(res?.status()).toBe(200);
      expect(await stranger.page.context().cookies()).toEqual([]);
      await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText(title);
      const bar = stranger.page.getByRole("status").filter({ hasText: "Preview — not published" });
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText("This link expires in 7 days");

      // Halfway down the post the bar is still in view; at the very end it rests above the footer.
      await stranger.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
      await expect(bar).toBeInViewport();
      await stranger.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barBox = (await bar.boundingBox())!;
      const footerBox = (await stranger.page.locator("footer").last().boundingBox())!;
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);

      expect(stranger.problems).toEqual([]);

      await adminApi(page.request, "DELETE", `/api/admin/blog-posts/${post.id}/previews/${link.id}`);
      const gone = await stranger.page.goto(link.url);
      expect(gone?.status()).toBe(404);
      await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText("Preview link not valid");
      await expect(stranger.page.getByText("This preview link is not valid or has expired.")).toBeVisible();
      await expect(stranger.page.getByText(title)).toHaveCount(0);
      // The browser reports the page's own 404 status, and nothing else.
      expect(stranger.problems).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
    } finally {
      await stranger.close();
    }
  });
}

test.describe("the edit dialog's Preview links panel", () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("read while the connection is gone: it says so, logs no error, and reads again when the connection is back", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    await loginViaApi(page);
    const title = `Offline panel ${unique()}`;
    const post = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/blog-posts", {
      title,
      slug: `offline-panel-${unique()}`,
      content: "<p>Body</p>",
      status: "draft",
    });
    await adminApi(page.request, "POST", `/api/admin/blog-posts/${post.id}/previews`, { days: 7 });
    await openTab(page, "blog-posts");
    // The panel's first read finds no connection.
    let cut = true;
    await page.route(`**/api/admin/blog-posts/${post.id}/previews`, (route) => (cut ? route.abort("internetdisconnected") : route.continue()));
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const panel = page.getByRole("dialog", { name: "Edit Blog Post" }).getByRole("group", { name: "Preview links" });
    await expect(panel.getByRole("alert")).toHaveText("Couldn't load the preview links.");
    cut = false;
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(panel.getByRole("alert")).toHaveCount(0);
    // The link made before the dialog opened, read now (its address shown only in part: the server keeps no copy).
    await expect(panel.getByRole("list", { name: "Live preview links" }).getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByText(/^Expires in 7 days · [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  });

  test("create a 30-day link, copy it, open it elsewhere, revoke it", async ({ page, browser }) => {
    await loginViaApi(page);
    const title = `Panel draft ${unique()}`;
    await adminApi(page.request, "POST", "/api/admin/blog-posts", { title, slug: `panel-draft-${unique()}`, content: "<p>Body</p>", status: "draft" });
    await openTab(page, "blog-posts");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const panel = page.getByRole("dialog", { name: "Edit Blog Post" }).getByRole("group", { name: "Preview links" });
    await expect(panel.getByText("No live preview links.")).toBeVisible();

    await panel.getByLabel("Link expires after").selectOption("30");
    await panel.getByRole("button", { name: "Create preview link" }).click();
    await expectToast(page, "Success", "Preview link created");
    const link = panel.getByRole("textbox", { name: /^Preview link, expires in 30 days/ });
    await expect(link).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await expect(panel.getByText(/^Expires in 30 days · [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
    // The new link's Copy button has the focus: Enter copies it.
    const copy = panel.getByRole("button", { name: "Copy" });
    await expect(copy).toBeFocused();
    await copy.click();
    await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
    await expectToast(page, "Copied", "Preview link copied to clipboard");
    const url = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const stranger = await strangerPage(browser, 1280);
    try {
      expect((await stranger.page.goto(url))?.status()).toBe(200);
      await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText(title);

      await panel.getByRole("button", { name: "Revoke" }).click();
      await expect(panel.getByText("Revoke this link? Anyone holding it loses access.")).toBeVisible();
      await expect(panel.getByRole("button", { name: "Keep" })).toBeFocused();
      await panel.getByRole("button", { name: "Revoke link" }).click();
      await expectToast(page, "Success", "Preview link revoked");
      await expect(panel.getByText("No live preview links.")).toBeVisible();
      await expect(panel.getByRole("button", { name: "Create preview link" })).toBeFocused();
      expect((await stranger.page.goto(url))?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });

  test("a link made earlier is listed masked (the server keeps only its hash): no Copy, and Revoke still ends it", async ({ page, browser }) => {
    await loginViaApi(page);
    const title = `Panel masked ${unique()}`;
    const post = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/blog-posts", {
      title,
      slug: `panel-masked-${unique()}`,
      content: "<p>Body</p>",
      status: "draft",
    });
    const made = await adminApi<PreviewLink & { token: string }>(page.request, "POST", `/api/admin/blog-posts/${post.id}/previews`, { days: 7 });
    await openTab(page, "blog-posts");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const panel = page.getByRole("dialog", { name: "Edit Blog Post" }).getByRole("group", { name: "Preview links" });
    const row = panel.getByTestId("preview-link");
    await expect(row).toContainText(`/preview/${made.token.slice(0, 6)}…`);
    await expect(row).not.toContainText(made.token);
    await expect(row.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await expect(row.getByRole("textbox")).toHaveCount(0);

    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByRole("button", { name: "Revoke link" }).click();
    await expectToast(page, "Success", "Preview link revoked");
    await expect(panel.getByText("No live preview links.")).toBeVisible();
    const stranger = await strangerPage(browser, 1280);
    try {
      expect((await stranger.page.goto(made.url))?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });

  test("a published post offers no new link: its address is the one to share", async ({ page }) => {
    await loginViaApi(page);
    const title = `Panel published ${unique()}`;
    await adminApi(page.request, "POST", "/api/admin/blog-posts", { title, slug: `panel-published-${unique()}`, content: "<p>Body</p>", status: "published" });
    await openTab(page, "blog-posts");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const panel = page.getByRole("dialog", { name: "Edit Blog Post" }).getByRole("group", { name: "Preview links" });
    await expect(panel.getByText("This post is published: share its address instead.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Create preview link" })).toHaveCount(0);
  });
});
