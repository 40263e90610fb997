/**
 * The tab row on a phone and on a laptop. At 390 px the tabs wait behind Sections, which names the tab shown and
 * the New leads, and opens the three groups with no sideways scroll, without JavaScript too; Leads is reached by
 * name and carries the count of New leads. At 1280 px the spec's five tabs are in sight, in order, by exact name.
 */

import type { Page } from "@playwright/test";
import { adminTabs } from "../../src/admin/frame/tabs.ts";
import { loginViaApi, submitLead, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });
const sectionsToggle = (page: Page) => nav(page).locator("summary");

/** New leads now, spam left out, as the API counts them; the badge shows 99+ past 99. */
async function newLeadsNow(page: Page): Promise<number> {
  const res = await page.request.get("/api/admin/leads?status=new&limit=1");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}
const shown = (count: number) => (count > 99 ? "99+" : String(count));

/** Nothing wider than the screen: no tab waits off to the side. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page);
  });

  test("Sections opens the three groups; Leads is reached through them; a lead that arrives is counted", async ({ page, request }) => {
    await page.goto("/admin/dashboard");
    await waitForIslands(page);
    await expect(sectionsToggle(page)).toContainText("Blog Posts");
    await expect(nav(page).getByRole("link")).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await sectionsToggle(page).tap();
    for (const group of ["Content", "Leads and traffic", "Settings"]) await expect(nav(page).getByRole("list", { name: group })).toBeVisible();
    await expect(nav(page).getByRole("link")).toHaveCount(adminTabs.length);
    const leads = nav(page).getByRole("list", { name: "Leads and traffic" }).getByRole("link", { name: "Leads" });
    await expect(leads).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await leads.tap();
    await page.waitForURL("**/admin/leads");
    await expect(sectionsToggle(page)).toContainText("Leads");
    await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();

    // A lead arrives: the next page counts it, beside Leads and on the closed Sections. (The other worker's tests
    // add and move leads too, so the count is compared with the API's at the time, until they agree.)
    await submitLead(request, { firstName: "Phone", lastName: unique() });
    await expect(async () => {
      await page.reload();
      const count = await newLeadsNow(page);
      expect(count).toBeGreaterThan(0);
      await expect(sectionsToggle(page)).toContainText(`${shown(count)} new lead`, { timeout: 1_000 });
      await sectionsToggle(page).tap();
      const counted = nav(page).getByRole("link", { name: `Leads, ${count} new`, exact: true });
      await expect(counted).toHaveAttribute("aria-current", "page", { timeout: 1_000 });
      await expect(counted).toHaveAttribute("data-count", shown(count), { timeout: 1_000 });
      // Its text stays the tab's label, and a look-up by the label alone still finds the one link.
      await expect(counted).toHaveText("Leads", { timeout: 1_000 });
      await expect(nav(page).getByRole("link", { name: "Leads" })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("Sections still opens the groups and a tab still leads to its page", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/admin/categories");
    await expect(nav(page).getByRole("link")).toHaveCount(0);
    await sectionsToggle(page).click();
    await expect(nav(page).getByRole("list", { name: "Settings" })).toBeVisible();
    await nav(page).getByRole("link", { name: "Notifications" }).click();
    await page.waitForURL("**/admin/notifications");
    await expect(sectionsToggle(page)).toContainText("Notifications");
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every tab in one row under its group, no Sections; the spec's five by exact name, in order, at their addresses", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/admin/dashboard");
    await waitForIslands(page);
    await expect(sectionsToggle(page)).toBeHidden();
    for (const group of ["Content", "Leads and traffic", "Settings"]) await expect(nav(page).getByText(group, { exact: true })).toBeVisible();
    const links = nav(page).getByRole("link");
    await expect(links).toHaveCount(adminTabs.length);
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const spec = [
      ["Blog Posts", "/admin/dashboard?tab=blog-posts"],
      ["Categories", "/admin/categories"],
      ["Tags", "/admin/tags"],
      ["Authors", "/admin/authors"],
      ["API Keys", "/admin/api-keys"],
    ] as const;
    let left = -1;
    for (const [name, href] of spec) {
      const tab = page.getByRole("link", { name, exact: true });
      await expect(tab).toBeVisible();
      await expect(tab).toHaveAttribute("href", href);
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThan(left);
      left = box.x;
    }
    await expect(page.getByRole("link", { name: "Blog Posts", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "API Keys", exact: true }).click();
    await page.waitForURL("**/admin/api-keys");
    await expect(page.getByRole("link", { name: "API Keys", exact: true })).toHaveAttribute("aria-current", "page");
  });
});
