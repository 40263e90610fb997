/** The admin's way in and out: the server-side redirect, the login form and its notices, the tabs, logout (axe: page-audit.e2e.ts). */

import { ADMIN_PASSWORD, expectToast, loginViaApi, openTab } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("without a session", () => {
  test("/admin/dashboard redirects to /admin on the server and sends no dashboard markup", async ({ page, request }) => {
    const res = await request.get("/admin/dashboard?tab=tags", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers().location!, "http://x").pathname).toBe("/admin");
    const body = await res.text();
    expect(body).not.toContain("Admin Dashboard");
    expect(body).not.toContain("island-root");

    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });

  test("the admin API answers 401 and the page is never indexed or cached", async ({ request }) => {
    const api = await request.get("/api/admin/blog-posts");
    expect(api.status()).toBe(401);
    expect(await api.json()).toEqual({ error: "Unauthorized" });
    const login = await request.get("/admin");
    expect(login.headers()["cache-control"]).toContain("no-store");
    const html = await login.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

test.describe("the login page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/admin");
    await waitForIslands(page);
  });

  test("'Admin Access', the prompt, one masked required password field, Login", async ({ page }) => {
    await expect(page).toHaveTitle(/^Admin Access \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Access");
    await expect(page.getByText("Enter the admin password to access the admin panel")).toBeVisible();
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.locator("input")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("while pending: 'Logging in...', input and button disabled; a wrong password shows 'Error' / 'Invalid password'", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/admin/login", async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    const pending = page.getByRole("button", { name: "Logging in..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect(page.getByLabel("Password")).toBeDisabled();
    release();
    await expectToast(page, "Error", "Invalid password", "destructive");
    await expect(page.getByRole("alert")).toContainText("Invalid password");
    await expect(page.getByLabel("Password")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });

  test("the server's message is shown as it is (e.g. the brute-force 429)", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 429/);
    await page.route("**/api/admin/login", (route) =>
      route.fulfill({ status: 429, json: { success: false, message: "Too many failed login attempts. Please try again in 15 minutes." } }),
    );
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Too many failed login attempts. Please try again in 15 minutes.", "destructive");
  });

  test("a network failure shows 'Failed to login. Please try again.'", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
    await page.route("**/api/admin/login", (route) => route.abort("failed"));
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Failed to login. Please try again.", "destructive");
  });

  test("the right password: 'Success' / 'Logged in successfully', then the dashboard", async ({ page }) => {
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await page.waitForURL("**/admin/dashboard");
    await waitForIslands(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // Raised before the navigation and shown again once the dashboard's toaster is up.
    await expectToast(page, "Success", "Logged in successfully");
  });
});

test.describe("the dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page);
  });

  test("header, fifteen tabs in order, Blog Posts by default, the tab in the address", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await waitForIslands(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
    await expect(tabs).toHaveText([
      "Blog Posts",
      "Categories",
      "Tags",
      "Authors",
      "Media",
      "Site Copy",
      "API Keys",
      "Leads",
      "Calls",
      "Funnel",
      "Traffic",
      "Redirects",
      "Security",
      "Audit Log",
      "Notifications",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    // One current tab (the post list's status filter and pager mark their own current link).
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Blog Posts" })).toBeVisible();
    await expect(page.getByTestId("skeleton-row")).toHaveCount(0);

    // Every tab but Blog Posts has a page of its own.
    await tabs.filter({ hasText: "Categories" }).click();
    await page.waitForURL("**/admin/categories");
    await expect(page.getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Categories" })).toBeVisible();
    await tabs.filter({ hasText: "Security" }).click();
    await page.waitForURL("**/admin/security");
    await expect(page.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
    // An old ?tab= address is sent to the tab's own page.
    await page.goto("/admin/dashboard?tab=media");
    await page.waitForURL("**/admin/media");
    // An unknown tab falls back to the default.
    await page.goto("/admin/dashboard?tab=nope");
    await expect(page.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");
  });

  test("a failed admin check is logged and sends the user to /admin", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Admin check/);
    await page.route("**/api/admin/check", (route) => route.fulfill({ json: { isAdmin: false } }));
    await page.goto("/admin/dashboard");
    await page.waitForURL((url) => url.pathname === "/admin");
  });

  test("an expired session on a list read goes back to /admin", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    // The session ends on the server: the next read of the list is sent to the login page, as every admin page is.
    await page.route(
      (url) => url.pathname === "/admin/leads" && url.searchParams.get("spam") === "1",
      (route) => route.fulfill({ status: 302, headers: { Location: "/admin" } }),
    );
    // A tab's first rows come with the page; another filter is a list read.
    await page.goto("/admin/leads");
    await waitForIslands(page);
    await page.getByRole("switch", { name: "Show spam" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
  });

  test("Logout: 'Logged out', back to /admin, and the session is gone", async ({ page }) => {
    await openTab(page, "blog-posts");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForIslands(page);
    await expectToast(page, "Success", "Logged out");
    const check = await page.request.get("/api/admin/check");
    expect(await check.json()).toEqual({ isAdmin: false });
    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/admin");
  });

  test("a failed logout: 'Error' / 'Failed to logout', and the admin stays", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Logout failed|status of 500/);
    await openTab(page, "blog-posts");
    await page.route("**/api/admin/logout", (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Error", "Failed to logout", "destructive");
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
  });
});
