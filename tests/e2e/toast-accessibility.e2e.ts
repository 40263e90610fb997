/**
 * A toast on screen passes axe: the notifications region and the toast it shows (a success and an error
 * alike), not only the page around them.
 */
import { expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("a success toast and an error toast have no WCAG A/AA violation", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|Failed to create tag|500/);
  await loginViaApi(page);
  await openTab(page, "tags");
  const id = unique();
  await page.getByRole("button", { name: "New Tag" }).click();
  const create = page.getByRole("dialog", { name: "Create Tag" });
  await create.getByRole("textbox", { name: "Name", exact: true }).fill(`Toast ${id}`);
  await create.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Tag created");
  expect(await accessibilityViolations(page, 'section[aria-label="Notifications (F8)"]')).toEqual([]);

  await page.route("**/api/admin/tags", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, json: { error: "Broken" } }) : route.continue()));
  await page.getByRole("button", { name: "New Tag" }).click();
  await page.getByRole("dialog", { name: "Create Tag" }).getByRole("textbox", { name: "Name", exact: true }).fill(`Toast failing ${id}`);
  await page.getByRole("dialog", { name: "Create Tag" }).getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Failed to create tag", "destructive");
  expect(await accessibilityViolations(page, 'section[aria-label="Notifications (F8)"]')).toEqual([]);
});

test("a mouse click on the toast's close button dismisses it (the toast's swipe does not take the click)", async ({ page }) => {
  await loginViaApi(page);
  await openTab(page, "tags");
  await page.getByRole("button", { name: "New Tag" }).click();
  const create = page.getByRole("dialog", { name: "Create Tag" });
  await create.getByRole("textbox", { name: "Name", exact: true }).fill(`Toast close ${unique()}`);
  await create.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Tag created");
  const notifications = page.getByRole("region", { name: "Notifications (F8)" });
  await notifications.getByRole("button", { name: "Close notification" }).click();
  await expect(notifications.getByText("Tag created")).toHaveCount(0);
});
