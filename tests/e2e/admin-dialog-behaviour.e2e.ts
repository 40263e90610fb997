/**
 * How every admin dialog behaves, tried on the category dialog: a click on the backdrop leaves the
 * focus inside and Escape still closes; closing with unsaved changes (Escape, ×, Cancel) closes at once, as
 * the spec says, and a toast "Changes discarded" offers Undo, which opens the form again with the text;
 * closing the tab asks the browser's question; nothing is said when nothing changed.
 */
import type { Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, openTab, row, toast, unique } from "./admin-fixtures.ts";
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

test("Escape, × and Cancel with unsaved changes close at once; the toast's Undo opens the form again with the text, and nothing was saved", async ({ page }) => {
  const name = await categoryTab(page);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await nameField(page).fill(`${name} renamed`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(dialog).toBeVisible();
  await expect(nameField(page)).toHaveValue(`${name} renamed`);

  // × and Cancel close at once too; a new opening starts from the row, not from the discarded text.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(nameField(page)).toHaveValue(name);
  await nameField(page).fill(`${name} again`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(row(page, name).locator("td").first()).toHaveText(name);
  expect((await (await page.request.get("/api/admin/categories")).json()).some((c: { name: string }) => c.name === name)).toBe(true);
});

test("nothing changed, or changed back: closes with nothing to undo", async ({ page }) => {
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
  await expect(toast(page)).toHaveCount(0);
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
