/**
 * The Revisions panel: each save keeps a version; the owner lists them, selects an older one, reads how it
 * differs from the form (lines marked in words as well as colour), restores it — the form shows the old
 * text and the restore is itself a new revision at the top of the list.
 */
import type { Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

interface Post {
  id: number;
  title: string;
  slug: string;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function openPost(page: Page, title: string) {
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const d = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(d).toBeVisible();
  return d;
}

/** Saves the post's body through the dialog, as the owner does. */
async function saveBody(page: Page, title: string, body: string) {
  const d = await openPost(page, title);
  await field(page, "Content (HTML)").fill(body);
  await d.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(d).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

for (const width of [1280, 390]) {
  test(`at ${width} px: list the revisions, compare the oldest with the form, restore it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = unique();
    const post = await adminApi<Post>(page.request, "POST", "/api/admin/blog-posts", {
      title: `Revised ${id}`,
      slug: `revised-${id}`,
      content: "<p>Version one</p>\n<p>Kept line</p>",
    });
    await openTab(page, "blog-posts");
    await saveBody(page, post.title, "<p>Version two</p>\n<p>Kept line</p>");
    await saveBody(page, post.title, "<p>Version three</p>\n<p>Kept line</p>\n<p>Added later</p>");

    const d = await openPost(page, post.title);
    const toggle = d.getByRole("button", { name: "Revisions", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = d.getByRole("complementary", { name: "Revisions" });
    const versions = panel.getByRole("list", { name: "Saved versions, newest first" }).getByRole("button");
    await expect(versions).toHaveCount(3);
    for (const version of await versions.all()) {
      await expect(version).toContainText(/^Today \d{1,2}:\d{2} (AM|PM)Saved/);
      await expect(version).toContainText("This session");
    }
    await expect(versions.first()).toContainText("56 characters");

    // On a wide screen the panel sits beside the form; on a phone, above it.
    const panelBox = (await panel.boundingBox())!;
    const titleBox = (await field(page, "Title").boundingBox())!;
    if (width >= 1024) expect(panelBox.x).toBeGreaterThan(titleBox.x + titleBox.width);
    else expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(titleBox.y);

    const oldest = versions.last();
    await oldest.click();
    await expect(oldest).toHaveAttribute("aria-pressed", "true");
    const comparison = panel.getByTestId("revision-comparison");
    await expect(comparison.getByRole("heading", { level: 4 })).toHaveText(/^Saved Today \d{1,2}:\d{2} (AM|PM)$/);
    const diff = comparison.getByTestId("line-diff");
    await expect(diff.locator("del")).toHaveText(["−Removed: <p>Version one</p>"]);
    await expect(diff.locator("ins")).toHaveText(["+Added: <p>Version three</p>", "+Added: <p>Added later</p>"]);
    await expect(diff).toContainText("<p>Kept line</p>");
    expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);

    await comparison.getByRole("button", { name: "Restore this version" }).click();
    await expectToast(page, "Success", "Revision restored");
    await expect(field(page, "Content (HTML)")).toHaveValue("<p>Version one</p>\n<p>Kept line</p>");
    await expect(versions).toHaveCount(4);
    await expect(versions.first()).toContainText("Restored");

    // The restore is the post now: closing asks nothing, and the public address serves it once published.
    await d.getByRole("button", { name: "Cancel" }).click();
    await expect(d).toBeHidden();
    await openPost(page, post.title);
    await expect(field(page, "Content (HTML)")).toHaveValue("<p>Version one</p>\n<p>Kept line</p>");
  });
}

test("restoring over work not saved asks first", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = unique();
  const post = await adminApi<Post>(page.request, "POST", "/api/admin/blog-posts", {
    title: `Asked ${id}`,
    slug: `asked-${id}`,
    content: "<p>Saved once</p>",
    status: "published",
  });
  await openTab(page, "blog-posts");
  const d = await openPost(page, post.title);
  await field(page, "Content (HTML)").fill("<p>Typing, not saved</p>");
  await d.getByRole("button", { name: "Revisions", exact: true }).click();
  const panel = d.getByRole("complementary", { name: "Revisions" });
  await panel.getByRole("list", { name: "Saved versions, newest first" }).getByRole("button").first().click();
  await panel.getByRole("button", { name: "Restore this version" }).click();
  await expect(panel).toContainText("The form holds changes that are not saved. Restoring replaces them with this revision.");
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(field(page, "Content (HTML)")).toHaveValue("<p>Typing, not saved</p>");
  await panel.getByRole("button", { name: "Restore this version" }).click();
  await panel.getByRole("button", { name: "Restore anyway" }).click();
  await expectToast(page, "Success", "Revision restored");
  await expect(field(page, "Content (HTML)")).toHaveValue("<p>Saved once</p>");
});
