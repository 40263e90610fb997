/**
 * How every admin dialog behaves, tried on the category dialog: a click on the backdrop leaves the
 * focus inside and Escape still closes; closing with unsaved changes (Escape, ×, Cancel) asks
 * "Discard unsaved changes?" first, and closing the tab asks the browser's question; nothing is asked
 * when nothing changed.
 */
import type { Page } from "@playwright/test";
import { adminApi, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

function nameField(page: Page) {
  return page.getByRole("dialog").getByRole("textbox", { name: "Name", exact: true });
}

/** A category made through the API, its tab open. */
async function categoryTab(page: Page) {
  // The slug is the name's own, so a name typed back as it was leaves the form as it was.
  const id = unique();
  const name = `Dialog check ${id}`;
  await adminApi(page.request, "POST", "/api/admin/categories", { name, slug: `dialog-check-${id}` });
  await openTab(page, "categories");
  return name;
}

test("a click on the backdrop keeps the focus in the dialog: Tab stays inside and Escape closes it", async ({ page }) => {
  await openTab(page, "categories");
  const opener = page.getByRole("button", { name: "New Category" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Create Category" });
  await expect(nameField(page)).toBeFocused();

  // The top-left corner is backdrop at this width.
  await page.mouse.click(8, 8);
  await expect(dialog).toBeVisible();
  await expect(nameField(page)).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.mouse.click(8, 8);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("Escape with unsaved changes asks first: Keep editing keeps the text, Discard closes without saving", async ({ page }) => {
  const name = await categoryTab(page);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await nameField(page).fill(`${name} renamed`);

  await page.keyboard.press("Escape");
  const question = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(nameField(page)).toHaveValue(`${name} renamed`);
  await expect(nameField(page)).toBeFocused();

  // Escape on the question closes only the question; a backdrop click there changes nothing either.
  await page.keyboard.press("Escape");
  await expect(question).toBeVisible();
  await page.mouse.click(8, 8);
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();

  // The × and Cancel ask too; Discard closes, and nothing was saved.
  await dialog.getByRole("button", { name: "Close" }).click();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
  await expect(row(page, name).locator("td").first()).toHaveText(name);
});

test("nothing changed, or changed back: no question", async ({ page }) => {
  const name = await categoryTab(page);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await expect(nameField(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await nameField(page).fill(`${name}!`);
  await nameField(page).press("Backspace");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("a saved change closes without a question", async ({ page }) => {
  const name = await categoryTab(page);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await nameField(page).fill(`${name} saved`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(page, `${name} saved`)).toBeVisible();
});

test("closing the tab with unsaved changes asks the browser's question", async ({ page }) => {
  await openTab(page, "categories");
  await page.getByRole("button", { name: "New Category" }).click();
  await nameField(page).pressSequentially("Half written");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  // Staying: the page and the text are still there.
  expect(page.isClosed()).toBe(false);
  await expect(nameField(page)).toHaveValue("Half written");
});
