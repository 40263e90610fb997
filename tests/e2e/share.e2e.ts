/**
 * Sharing a post: on a phone the native share sheet (navigator.share, stubbed here to record its call)
 * with the post's title and address; everywhere a Copy link button that puts the address on the
 * clipboard and says so; and the three share links of the spec, unchanged. A post of its own is
 * published through the admin API first, so the shared e2e server's other tests cannot change it.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_PASSWORD, adminApi, unique } from "./admin-fixtures.ts";
import { expect, test } from "./fixtures.ts";

const TITLE = "Sharing test: reviews & referrals, explained";

async function publishPost(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD }, headers: { Origin: baseURL } });
  expect(login.status(), await login.text()).toBe(200);
  const slug = `sharing-test-${unique()}`;
  await adminApi(request, "POST", "/api/admin/blog-posts", { title: TITLE, slug, content: "<p>A post to share.</p>", excerpt: "A post to share.", status: "published" });
  return `/blog/${slug}`;
}

function shareRow(page: Page) {
  return page.locator("main article").getByRole("heading", { name: "Share this article" }).locator("..");
}

test.describe("phone, 390 px, touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Share… opens the native share sheet with the post's title and address", async ({ page, request, baseURL }) => {
    const path = await publishPost(request, baseURL!);
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { __shares: ShareData[] }).__shares = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await page.goto(path);
    const share = shareRow(page).getByRole("button", { name: "Share…" });
    await expect(share).toBeVisible();
    await expect(shareRow(page).getByRole("button", { name: "Copy link" })).toBeVisible();
    // The first tap both wakes the island and shares: nothing waits for it to be live before.
    await share.tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares)).toEqual([{ title: TITLE, url: page.url() }]);
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    // The share row still fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test.describe("where the share sheet cannot help, Share… copies the link instead", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    for (const [name, stub] of [
      ["no navigator.share", "missing"],
      ["navigator.share refused", "refuses"],
    ] as const) {
      test(name, async ({ page, request, baseURL }) => {
        const path = await publishPost(request, baseURL!);
        await page.addInitScript((stub) => {
          if (stub === "missing") Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
          else
            Object.defineProperty(Navigator.prototype, "share", {
              configurable: true,
              value: () => Promise.reject(new DOMException("not allowed", "NotAllowedError")),
            });
        }, stub);
        await page.goto(path);
        const share = shareRow(page).getByRole("button", { name: "Share…" });
        await share.tap();
        await expect(shareRow(page).getByRole("button", { name: "Link copied" })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      });
    }

    test("a share sheet the visitor closes copies nothing and says nothing", async ({ page, request, baseURL }) => {
      const path = await publishPost(request, baseURL!);
      await page.addInitScript(() => {
        const w = window as unknown as { __closed: number };
        w.__closed = 0;
        Object.defineProperty(Navigator.prototype, "share", {
          configurable: true,
          value: () => {
            w.__closed++;
            return Promise.reject(new DOMException("closed", "AbortError"));
          },
        });
      });
      await page.goto(path);
      await page.evaluate(() => navigator.clipboard.writeText("untouched"));
      await shareRow(page).getByRole("button", { name: "Share…" }).tap();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __closed: number }).__closed)).toBe(1);
      await page.waitForTimeout(300);
      await expect(shareRow(page).getByRole("status")).toHaveText("");
      await expect(shareRow(page).getByRole("button", { name: "Copy link" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
    });
  });
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("Copy link puts the post's address on the clipboard and says so; the spec's three links stay", async ({ page, request, baseURL }) => {
    const path = await publishPost(request, baseURL!);
    await page.goto(path);
    const row = shareRow(page);
    // No touch screen: no share sheet button.
    await expect(row.getByRole("button", { name: "Share…" })).toBeHidden();
    const copy = row.getByRole("button", { name: "Copy link" });
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(row.getByRole("button", { name: "Link copied" })).toBeVisible();
    await expect(row.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    // After two seconds it is a Copy link button again.
    await expect(row.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });

    const url = encodeURIComponent(`${baseURL}${path}`);
    const links = row.getByRole("link");
    await expect(links).toHaveCount(3);
    await expect(row.getByRole("link", { name: "Share on X (Twitter) (opens in a new tab)" })).toHaveAttribute(
      "href",
      `https://twitter.com/intent/tweet?url=${url}&text=${new URLSearchParams({ text: TITLE }).toString().slice(5)}`,
    );
    await expect(row.getByRole("link", { name: "Share on Facebook (opens in a new tab)" })).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(row.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  });
});
