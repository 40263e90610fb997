/**
 * The Audit Log tab as the owner uses it in a browser (the list itself is tested as server HTML in
 * tests/api/admin-audit-page.test.ts): after a few writes the entries are there with this session as their actor;
 * choosing a filter swaps the list in place (skeleton rows while it loads) and pushes the address, reload keeps
 * the filter and Back undoes it; the pager swaps too; Export CSV carries the same filters.
 */

import { adminApi, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { expect, test } from "./fixtures.ts";

// One after another: the pager tests write 51 entries each, which push an entry another test of this file has just
// written off the log's first page when the two run side by side (the first test failed so in CI, its tag on page 2).
test.describe.configure({ mode: "default" });

test("the writes just made are in the log; filtering by action narrows it, reload keeps it, Back undoes it", async ({ page }) => {
  await loginViaApi(page);
  const name = `Audit ${unique()}`;
  const tag = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/tags", { name, slug: name.toLowerCase().replace(/\s+/g, "-") });
  const category = await adminApi<{ id: number }>(page.request, "POST", "/api/admin/categories", { name, slug: `c-${tag.id}-${unique()}`, description: "" });
  await adminApi(page.request, "DELETE", `/api/admin/categories/${category.id}`);

  await openTab(page, "audit");
  const table = page.getByRole("table", { name: "Audit log" });
  const tagRow = table.locator("tbody tr").filter({ hasText: `Tag #${tag.id}` });
  await expect(tagRow).toHaveCount(1);
  await expect(tagRow).toContainText("Tag created");
  await expect(tagRow).toContainText("Success");
  await expect(tagRow).toContainText("This session");
  await expect(tagRow).toContainText("127.0.0.1");
  const deleted = table
    .locator("tbody tr")
    .filter({ hasText: `Category #${category.id}` })
    .filter({ hasText: "Category deleted" });
  await expect(deleted).toHaveCount(1);

  // The page is not reloaded by a filter: a mark left on the window survives the swap.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.getByLabel("Action").selectOption({ label: "Categories" });
  await expect(page).toHaveURL(/\/admin\/audit\?action=category$/);
  await expect(tagRow).toHaveCount(0);
  await expect(deleted).toHaveCount(1);
  const actions = await table.locator("tbody tr td:first-child").allInnerTexts();
  expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) expect(action).toMatch(/^Category /);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/audit-log/export?action=category");

  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.reload();
  await expect(page.getByLabel("Action")).toHaveValue("category");
  await expect(deleted).toHaveCount(1);
  await expect(tagRow).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByLabel("Action")).toHaveValue("");
  await expect(tagRow).toHaveCount(1);
});

test("an outcome filter with no match says so, and Clear filters brings every entry back", async ({ page }) => {
  await loginViaApi(page);
  await adminApi(page.request, "POST", "/api/admin/tags", { name: `Audit ${unique()}`, slug: `audit-${unique()}` });
  await page.goto("/admin/audit?outcome=refused&from=2001-01-01&to=2001-01-02");
  await expect(page.getByText("No entry matches these filters.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2001-01-01");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("table", { name: "Audit log" }).locator("tbody tr").filter({ hasText: "Tag created" }).first()).toBeVisible();
});

test("a slow page of the log shows the skeleton rows until it arrives, then the next page; the old address lands on the tab", async ({ page }) => {
  await loginViaApi(page);
  for (let i = 0; i < 51; i++) await adminApi(page.request, "POST", "/api/admin/tags", { name: `Pager ${unique()}`, slug: `pager-${unique()}` });
  await page.goto("/admin/dashboard?tab=audit&action=tag");
  await expect(page).toHaveURL(/\/admin\/audit\?action=tag$/);
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table.locator("tbody tr")).toHaveCount(50);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/admin/audit?action=tag&page=2", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(2);
  release();
  await expect(page).toHaveURL(/\/admin\/audit\?action=tag&page=2$/);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Audit log pages" })).toContainText("Page 2 of");
  await expect(page.getByRole("link", { name: "Previous" })).toBeVisible();
});

test("a newer view wins: a filter chosen while the next page is still on its way replaces it, whatever answers last", async ({ page }) => {
  await loginViaApi(page);
  for (let i = 0; i < 51; i++) await adminApi(page.request, "POST", "/api/admin/tags", { name: `Race ${unique()}`, slug: `race-${unique()}` });
  await page.goto("/admin/audit?action=tag");
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table.locator("tbody tr")).toHaveCount(50);

  // Page 2 is held until the newer view has arrived, then let through: its answer must not land.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered: () => void = () => {};
  const lateAnswer = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route("**/admin/audit?action=tag&page=2", async (route) => {
    await held;
    // Aborted by the newer request by then: continuing it may fail, which is the point.
    await route.continue().catch(() => {});
    answered();
  });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(2);
  await page.getByLabel("Action").selectOption({ label: "Categories" });
  await expect(page).toHaveURL(/\/admin\/audit\?action=category$/);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  release();
  await lateAnswer;
  // A moment for a late answer to be swapped in, were it allowed to.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/admin\/audit\?action=category$/);
  await expect(page.getByLabel("Action")).toHaveValue("category");
  for (const action of await table.locator("tbody tr td:first-child").allInnerTexts()) expect(action).not.toMatch(/^Tag /);
});
