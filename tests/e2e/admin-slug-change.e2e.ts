/**
 * A live post renamed in the editor: the dialog says, under the slug, that the old address will redirect;
 * after Save the old link lands on the post at its new address, and the Redirects tab lists the redirect
 * the slug change made.
 */
import { adminApi, expectToast, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("renaming a live post warns under the slug; the old link then lands on the new address", async ({ page }) => {
  const id = unique();
  const post = await adminApi<{ id: number; title: string; slug: string }>(page.request, "POST", "/api/admin/blog-posts", {
    title: `Spring menu ${id}`,
    slug: `spring-menu-${id}`,
    content: "<p>What is on the spring menu.</p>",
    status: "published",
  });
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
  const slug = dialog.getByRole("textbox", { name: "Slug", exact: true });
  await expect(dialog.getByText("Filled from the title; the post's address is /blog/{slug}.")).toBeVisible();

  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(`Summer menu ${id}`);
  await expect(slug).toHaveValue(`summer-menu-${id}`);
  const warning = `This post is live: saving moves it to /blog/summer-menu-${id}, and /blog/spring-menu-${id} will redirect there (301), so old links keep working.`;
  await expect(dialog.getByText(warning)).toBeVisible();
  // The warning is the slug field's description, so a screen reader hears it with the field.
  await expect(slug).toHaveAccessibleDescription(warning);

  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Blog post updated");
  await expect(dialog).toBeHidden();

  await page.goto(`/blog/spring-menu-${id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/summer-menu-${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Summer menu ${id}`);

  await openTab(page, "redirects");
  const made = row(page, `/blog/spring-menu-${id}`);
  await expect(made).toContainText(`/blog/summer-menu-${id}`);
  await expect(made).toContainText("Slug change");
});
