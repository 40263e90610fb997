/**
 * A preview link as its holder meets it: the admin makes a draft and a link, and someone else — a fresh
 * browser with no session — opens it, reads the post under the "Preview — not published" bar, which stays
 * in view while they read and never covers the footer; once revoked, the link says it is not valid.
 */
import type { Browser, Page } from "@playwright/test";
import { adminApi, loginViaApi, unique } from "./admin-fixtures.ts";
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
