/** The Categories, Tags and Authors tabs: rows in the first paint, columns, create / edit / delete with their toasts, slugs, truncation. */
import type { Page } from "@playwright/test";
import { adminApi, columnHeaders, expectToast, holdList, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

async function confirmDelete(page: Page, label: string, thing: string) {
  await page.getByRole("button", { name: `Delete ${label}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`This action cannot be undone. This will permanently delete the ${thing}.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

for (const [tab, path] of [
  ["categories", "/api/admin/categories"],
  ["tags", "/api/admin/tags"],
  ["authors", "/api/admin/authors"],
] as const) {
  test(`${tab}: the rows come with the page, no skeleton rows`, async ({ page }) => {
    const name = `First paint ${unique()}`;
    await adminApi(page.request, "POST", path, tab === "authors" ? { name } : { name, slug: `first-paint-${unique()}` });
    // The list is in the server's HTML: a list request held forever changes nothing.
    await holdList(page, path);
    await page.goto(`/admin/dashboard?tab=${tab}`);
    await waitForIslands(page);
    await expect(row(page, name)).toBeVisible();
    await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  });
}

test("categories: Name, Slug, Description; create with the slug from the name, edit, delete", async ({ page }) => {
  await openTab(page, "categories");
  expect(await columnHeaders(page)).toEqual(["name", "slug", "description", "actions"]);
  const id = unique();
  await page.getByRole("button", { name: "New Category" }).click();
  const create = page.getByRole("dialog", { name: "Create Category" });
  await field(page, "Name").fill(`Local & Maps ${id}`);
  await expect(field(page, "Slug")).toHaveValue(`local-maps-${id}`);
  await field(page, "Description").fill("Everything about the map pack.");
  await create.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Category created");
  await expect(create).toBeHidden();
  const r = row(page, `Local & Maps ${id}`);
  await expect(r.locator("td")).toHaveText([`Local & Maps ${id}`, `local-maps-${id}`, "Everything about the map pack.", ""]);

  await page.getByRole("button", { name: `Edit Local & Maps ${id}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await expect(field(page, "Slug")).toHaveValue(`local-maps-${id}`);
  await field(page, "Description").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Category updated");
  await expect(r.locator("td").nth(2)).toHaveText("-");

  await confirmDelete(page, `Local & Maps ${id}`, "category");
  await expectToast(page, "Success", "Category deleted");
  await expect(r).toHaveCount(0);
});

test("categories: a taken slug is refused beside the field with 'Failed to create category'", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409|POST \/api\/admin\/categories failed/);
  const slug = `taken-${unique()}`;
  await adminApi(page.request, "POST", "/api/admin/categories", { name: "Taken", slug });
  await openTab(page, "categories");
  await page.getByRole("button", { name: "New Category" }).click();
  await field(page, "Name").fill("Other");
  await field(page, "Slug").fill(slug);
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Failed to create category", "destructive");
  await expect(field(page, "Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog").getByText("This slug is already in use")).toBeVisible();
});

test("tags: Name, Slug; create, edit (the slug follows a new name), delete", async ({ page }) => {
  await openTab(page, "tags");
  expect(await columnHeaders(page)).toEqual(["name", "slug", "actions"]);
  const id = unique();
  await page.getByRole("button", { name: "New Tag" }).click();
  const create = page.getByRole("dialog", { name: "Create Tag" });
  await expect(create.getByRole("textbox")).toHaveCount(2);
  await field(page, "Name").fill(`AI Voice ${id}`);
  await expect(field(page, "Slug")).toHaveValue(`ai-voice-${id}`);
  await create.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Tag created");

  await page.getByRole("button", { name: `Edit AI Voice ${id}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Tag" });
  await field(page, "Name").fill(`Voice AI ${id}`);
  await expect(field(page, "Slug")).toHaveValue(`voice-ai-${id}`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Tag updated");
  await expect(row(page, `Voice AI ${id}`).locator("td").nth(1)).toHaveText(`voice-ai-${id}`);

  await confirmDelete(page, `Voice AI ${id}`, "tag");
  await expectToast(page, "Success", "Tag deleted");
  await expect(row(page, `Voice AI ${id}`)).toHaveCount(0);
});

test("authors: Name, Bio, Image URL truncated or '-'; create, edit, delete", async ({ page }) => {
  await openTab(page, "authors");
  expect(await columnHeaders(page)).toEqual(["name", "bio", "image url", "actions"]);
  const name = `Ada Writer ${unique()}`;
  const bio = "Ada has written about small businesses, local search and customer service for more than fifteen years.";
  const imageUrl = "https://images.example/authors/ada-writer-portrait-large-2025.png";
  await page.getByRole("button", { name: "New Author" }).click();
  const create = page.getByRole("dialog", { name: "Create Author" });
  await expect(create.getByRole("textbox", { name: "Slug" })).toHaveCount(0);
  await field(page, "Name").fill(name);
  await field(page, "Bio").fill(bio);
  await field(page, "Image URL").fill(imageUrl);
  await create.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Author created");
  const r = row(page, name);
  const bioCell = await r.locator("td").nth(1).innerText();
  const urlCell = await r.locator("td").nth(2).innerText();
  expect(bioCell.endsWith("…")).toBe(true);
  expect(bio.startsWith(bioCell.slice(0, -1))).toBe(true);
  expect(urlCell.endsWith("…")).toBe(true);
  await expect(r.locator("td").nth(1).locator("[title]")).toHaveAttribute("title", bio);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Author" });
  await expect(field(page, "Bio")).toHaveValue(bio);
  await field(page, "Bio").fill("");
  await field(page, "Image URL").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Author updated");
  await expect(r.locator("td").nth(1)).toHaveText("-");
  await expect(r.locator("td").nth(2)).toHaveText("-");

  await confirmDelete(page, name, "author");
  await expectToast(page, "Success", "Author deleted");
  await expect(r).toHaveCount(0);
});

test("authors: an invalid image URL is caught before sending; a failed save toasts 'Failed to update author'", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500|PUT \/api\/admin\/authors\/\d+ failed/);
  const author = await adminApi<{ id: number; name: string }>(page.request, "POST", "/api/admin/authors", { name: `Temp ${unique()}` });
  await openTab(page, "authors");
  await page.getByRole("button", { name: `Edit ${author.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Author" });
  await field(page, "Image URL").fill("javascript:alert(1)");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(field(page, "Image URL")).toHaveAttribute("aria-invalid", "true");
  await expect(edit.getByText("Image URL must be an http(s) URL or a path starting with /")).toBeVisible();

  await field(page, "Image URL").fill("");
  await page.route(`**/api/admin/authors/${author.id}`, (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Failed to update author", "destructive");
  await expect(edit).toBeVisible();
});
