/**
 * The Redirects tab as the owner uses it: add a redirect and follow the old address to the new one; a
 * 404 a visitor met shows in the log, and its 'Create redirect' makes it a redirect; a broken CSV is
 * refused with its row; the tab at a phone's width.
 */
import { expectToast, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("a redirect added in the tab sends its old address to the new one, with the query kept", async ({ page }) => {
  const id = unique();
  await openTab(page, "redirects");
  await page.getByRole("button", { name: "Add redirect" }).click();
  const dialog = page.getByRole("dialog", { name: "Add redirect" });
  await dialog.getByLabel("From").fill(`/old-offer-${id}/`);
  await dialog.getByLabel("To").fill("/about-us");
  await dialog.getByLabel("Status").selectOption("302");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Redirect created");
  await expect(dialog).toBeHidden();
  const added = row(page, `/old-offer-${id}`);
  await expect(added).toContainText("/about-us");
  await expect(added).toContainText("302 Temporary");
  await expect(added).toContainText("Owner");

  await page.goto(`/old-offer-${id}?ref=mail`);
  await expect(page).toHaveURL(/\/about-us\?ref=mail$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unsafe target is refused next to its field; nothing is saved", async ({ page }) => {
  await openTab(page, "redirects");
  await page.getByRole("button", { name: "Add redirect" }).click();
  const dialog = page.getByRole("dialog", { name: "Add redirect" });
  await dialog.getByLabel("From").fill(`/unsafe-${unique()}`);
  await dialog.getByLabel("To").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("To must be a path on this site (starting with /) or an http(s) URL")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a 404 a visitor met shows in the log; 'Create redirect' on its row makes it a redirect that works", async ({ page }) => {
  const id = unique();
  const missing = `/spring-menu-${id}`;
  const visit = await page.request.get(missing, { maxRedirects: 0, headers: { Referer: "https://news.example.com/story" } });
  expect(visit.status()).toBe(404);

  await openTab(page, "redirects");
  await page.getByRole("navigation", { name: "Sort the 404 log" }).getByRole("link", { name: "Most recent" }).click();
  await expect(page).toHaveURL(/\/admin\/redirects\?log=recent$/);
  const logged = page.getByRole("table", { name: "404 log" }).locator("tr").filter({ hasText: missing });
  await expect(logged).toContainText("news.example.com");
  await logged.getByRole("button", { name: `Create redirect from ${missing}` }).click();

  const dialog = page.getByRole("dialog", { name: "Add redirect" });
  await expect(dialog.getByLabel("From")).toHaveValue(missing);
  await dialog.getByLabel("To").fill("/blog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Redirect created");
  await expect(page.getByRole("table", { name: "Redirects" }).locator("tr").filter({ hasText: missing })).toContainText("301 Permanent");
  // Dealt with: it leaves the log.
  await expect(logged).toHaveCount(0);

  await page.goto(missing);
  await expect(page).toHaveURL(/\/blog$/);
});

test("a CSV with a broken row is refused with its row number and nothing is imported; a good one is", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  const id = unique();
  await openTab(page, "redirects");
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`from,to,status\n/csv-a-${id},/blog,301\n/csv-b-${id},javascript:alert(1),301\n`),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was imported." })).toHaveText(
    "broken.csv: Row 3: To must be a path on this site (starting with /) or an http(s) URL. Nothing was imported.Dismiss",
  );
  await page.getByRole("searchbox", { name: "Search redirects" }).fill(`csv-a-${id}`);
  await expect(page.getByText(`No redirect matches “csv-a-${id}”.`)).toBeVisible();

  await chooser.setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(`from,to,status\n/csv-a-${id},/blog,301\n`) });
  await expectToast(page, "Success", "Imported 1 redirect (1 new, 0 updated)");
  await expect(row(page, `/csv-a-${id}`)).toContainText("/blog");
  await expect(page).toHaveURL(new RegExp(`/admin/redirects\\?search=csv-a-${id}$`));
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tab's lists and actions fit the screen", async ({ page }) => {
    await page.goto("/admin/redirects");
    await waitForIslands(page);
    await expect(page.getByRole("button", { name: "Add redirect" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
