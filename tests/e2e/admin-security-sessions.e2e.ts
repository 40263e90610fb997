/**
 * The Security tab's Sessions and Password panels as the owner uses them, on a server of their own (a
 * password change would sign the shared server's other tests out): two browsers signed in, the other one
 * ended from this one; Change password refuses a wrong current password in its field, then ends every
 * other session and the old password stops working.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { migratedDataDir } from "./data-dir-template.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";

const PASSWORD = "e2e-sessions-Heron-Quarry-41";
const NEW_PASSWORD = "e2e-sessions-Maple-Tugboat-93";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 900 } });

let site: OwnServer;
test.beforeAll(async () => {
  // A fresh server builds its assets and database first: on a loaded machine that outlasts the 30 s default.
  test.setTimeout(120_000);
  site = await startOwnServer("security", migratedDataDir("security-e2e-"), { ADMIN_PASSWORD: PASSWORD });
});
test.afterAll(async () => {
  await site?.stop();
});

async function logIn(page: Page, password: string): Promise<number> {
  const res = await page.request.post(`${site.url}/api/admin/login`, { data: { password }, headers: { Origin: site.url } });
  return res.status();
}

async function openSecurity(page: Page) {
  await page.goto(`${site.url}/admin/security`);
  await waitForIslands(page);
}

/** A second browser (its own cookies) signed in, with a desktop Firefox's User-Agent so the list can tell them apart. */
async function secondBrowser(newContext: () => Promise<BrowserContext>): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  expect(await logIn(page, PASSWORD)).toBe(200);
  return page;
}

test("two browsers are listed, this one marked; ending the other signs it out at once", async ({ page, browser }) => {
  expect(await logIn(page, PASSWORD)).toBe(200);
  const other = await secondBrowser(() => browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0" }));
  await openSecurity(page);

  const sessions = page.getByRole("table", { name: "Sessions" });
  const rows = sessions.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const mine = rows.filter({ hasText: "This browser" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Active now");
  await expect(mine).toContainText("127.0.0.0/24");
  const firefox = rows.filter({ hasText: "Firefox" });
  await expect(firefox).toHaveCount(1);

  await firefox.getByRole("button", { name: /^End the session on / }).click();
  await expect(page.getByRole("status").filter({ hasText: "Session ended" })).toBeVisible();
  await expect(rows).toHaveCount(1);
  const check = await other.request.get(`${site.url}/api/admin/check`);
  expect(await check.json()).toEqual({ isAdmin: false });
  await other.context().close();
});

test("Change password: a wrong current password is said in its field; the right one ends the other sessions and the old password", async ({ page, browser, consoleGuard }) => {
  // The wrong current password's answer is a 401, which Chromium reports as a failed load.
  consoleGuard.allow(/status of 401/);
  expect(await logIn(page, PASSWORD)).toBe(200);
  const other = await secondBrowser(() => browser.newContext());
  await openSecurity(page);

  await page.getByLabel("Current password").fill("not-the-password-at-all");
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not right.").first()).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Sessions" }).locator("tbody tr")).toHaveCount(1);

  // This browser stays signed in; the other is out, and only the new password opens a session now.
  expect(await (await page.request.get(`${site.url}/api/admin/check`)).json()).toEqual({ isAdmin: true });
  expect(await (await other.request.get(`${site.url}/api/admin/check`)).json()).toEqual({ isAdmin: false });
  expect(await logIn(other, PASSWORD)).toBe(401);
  expect(await logIn(other, NEW_PASSWORD)).toBe(200);
  await other.context().close();
});
