/**
 * The API Keys tab: generate, the key shown once and copied, masked in the list, toggle, delete; a key really
 * authenticates, and only for what it was given. The password prompt of a session signed in long ago is in
 * admin-api-key-reauth.e2e.ts (this server's sessions are always fresh: each test logs in first).
 */

import { ADMIN_DATE, adminApi, columnHeaders, expectToast, holdList, loginViaApi, openTab, row, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("the keys come with the page, no skeleton rows, in Name, Key, Status, Last Used, Created At, Actions", async ({ page }) => {
  const name = `First paint ${unique()}`;
  await adminApi(page.request, "POST", "/api/admin/api-keys", { name });
  // The list is in the server's HTML: a list request held forever changes nothing.
  await holdList(page, "/api/admin/api-keys");
  await page.goto("/admin/dashboard?tab=api-keys");
  await waitForIslands(page);
  await expect(row(page, name)).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  expect(await columnHeaders(page)).toEqual(["name", "key", "status", "last used", "created at", "actions"]);
});

test("generate: the full key once, copied to the clipboard; masked 4 + 4 in the list; it works as a Bearer key", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openTab(page, "api-keys");
  const name = `Zapier ${unique()}`;
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const create = page.getByRole("dialog", { name: "Generate New API Key" });
  const nameField = create.getByRole("textbox", { name: "Name" });
  await expect(nameField).toHaveAttribute("placeholder", "e.g., Production API Key");
  await expect(nameField).toBeFocused();
  await nameField.fill(name);

  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/admin/api-keys", async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/api-keys") && r.request().method() === "POST");
  await create.getByRole("button", { name: "Generate" }).click();
  await expect(create.getByRole("button", { name: "Generating..." })).toBeVisible();
  release();
  const { key } = (await (await answer).json()) as { key: string };
  expect(key.length).toBeGreaterThan(8);
  await expectToast(page, "Success", "API key created");

  const shown = page.getByRole("dialog", { name: "API Key Generated" });
  await expect(shown).toContainText("Make sure to copy your API key now. You won't be able to see it again!");
  await expect(page.getByTestId("generated-api-key")).toHaveValue(key);
  await expect(shown.getByRole("button", { name: "Copy to Clipboard" })).toBeFocused();
  await shown.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expectToast(page, "Copied", "API key copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole("button", { name: "Generate New API Key" })).toBeFocused();

  // Never shown again: masked in the list (first and last four), nowhere in the page.
  const r = row(page, name);
  const masked = await r.locator("td").nth(1).innerText();
  expect(masked.startsWith(key.slice(0, 4))).toBe(true);
  expect(masked.endsWith(key.slice(-4))).toBe(true);
  expect(masked).not.toContain(key.slice(4, -4));
  expect(await page.content()).not.toContain(key);
  await page.reload();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await expect(r.locator("td").nth(2)).toHaveText("Active");
  await expect(r.locator("td").nth(3)).toHaveText("Never");
  await expect(r.locator("td").nth(4)).toHaveText(ADMIN_DATE);
  // Only a name typed: the key may do everything, as keys always could, and never expires.
  await expect(r.getByRole("list", { name: "What this key may do" }).getByRole("listitem")).toHaveText(["Full access"]);

  // What integrations do with it; Last Used then shows a date, and under it where the key was used from.
  const api = await request.get("/api/admin/blog-posts", { headers: { Authorization: `Bearer ${key}`, "User-Agent": "curl/8.5.0" } });
  expect(api.status()).toBe(200);
  await page.reload();
  expect(await r.locator("td").nth(3).innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\n127\.0\.0\.0\/24 · curl 8$/);
});

test("scopes and expiry: a key that may only read content, for 90 days, is listed so and refused everything else", async ({ page, request }) => {
  await openTab(page, "api-keys");
  const name = `Read only ${unique()}`;
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const create = page.getByRole("dialog", { name: "Generate New API Key" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);

  // Every scope and no expiry until the owner says otherwise: a name alone makes the key it always made.
  const scopes = create.getByRole("group", { name: "What this key may do" }).getByRole("checkbox");
  await expect(scopes).toHaveCount(4);
  for (const box of await scopes.all()) await expect(box).toBeChecked();
  const expiry = create.getByRole("group", { name: "Expires" });
  await expect(expiry.getByRole("radio")).toHaveCount(4);
  for (const choice of ["Never", "30 days", "90 days", "1 year"]) await expect(expiry.getByRole("radio", { name: choice, exact: true })).toHaveCount(1);
  await expect(expiry.getByRole("radio", { name: "Never" })).toBeChecked();

  await create.getByRole("checkbox", { name: /^Create, change and delete posts/ }).uncheck();
  await create.getByRole("checkbox", { name: /^Read and export leads/ }).uncheck();
  await create.getByRole("checkbox", { name: "Delete leads" }).uncheck();
  // None at all is refused before anything is sent.
  const readContent = create.getByRole("checkbox", { name: /^Read posts, categories, tags, authors/ });
  await readContent.uncheck();
  await create.getByRole("button", { name: "Generate" }).click();
  await expect(create.getByRole("group", { name: "What this key may do" })).toHaveAccessibleDescription("Choose at least one thing this key may do");
  await readContent.check();
  await create.getByRole("radio", { name: "90 days" }).check();
  await expect(create).toContainText("The key stops working on");
  expect(await accessibilityViolations(page, '[data-testid="api-key-create"]')).toEqual([]);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/admin/api-keys") && r.method() === "POST");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/api-keys") && r.request().method() === "POST");
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await sent).postDataJSON()).toEqual({ name, scopes: ["content:read"], expiresInDays: 90 });
  const created = (await (await answer).json()) as { key: string; scopes: string[]; expiresAt: string };
  expect(created.scopes).toEqual(["content:read"]);
  const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);
  await expectToast(page, "Success", "API key created");

  // The date as the viewer's browser writes it ('MMM d, yyyy' in its time zone).
  const expires = await page.evaluate((iso) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }), created.expiresAt);
  const shown = page.getByRole("dialog", { name: "API Key Generated" });
  await expect(shown.getByRole("list", { name: "What this key may do" }).getByRole("listitem")).toHaveText(["Read content"]);
  await expect(shown).toContainText(`Expires ${expires}`);
  await shown.getByRole("button", { name: "Done" }).click();

  const r = row(page, name);
  await expect(r.getByRole("list", { name: "What this key may do" }).getByRole("listitem")).toHaveText(["Read content"]);
  await expect(r.locator("td").nth(2)).toContainText("Active");
  await expect(r.locator("td").nth(2)).toContainText(`Expires ${expires}`);
  // The same after a reload: the server's first paint says it too.
  await page.reload();
  await waitForIslands(page);
  await expect(r.getByRole("list", { name: "What this key may do" }).getByRole("listitem")).toHaveText(["Read content"]);
  await expect(r.locator("td").nth(2)).toContainText(`Expires ${expires}`);
  expect(await accessibilityViolations(page, 'section[aria-labelledby="api-keys-heading"]')).toEqual([]);

  const bearer = { Authorization: `Bearer ${created.key}` };
  expect((await request.get("/api/admin/blog-posts", { headers: bearer })).status()).toBe(200);
  const leads = await request.get("/api/admin/leads", { headers: bearer });
  expect(leads.status()).toBe(403);
  expect(((await leads.json()) as { code: string }).code).toBe("insufficient_scope");
  const write = await request.post("/api/admin/blog-posts", {
    headers: bearer,
    data: { title: `Not written ${unique()}`, slug: `not-written-${unique()}`, content: "<p>Body</p>", status: "draft" },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { code: string }).code).toBe("insufficient_scope");
});

test("toggle: Active ⇄ Inactive with 'API key status updated'; delete warns about integrations ('API key deleted')", async ({ page, request }) => {
  await openTab(page, "api-keys");
  const name = `Temp key ${unique()}`;
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Name" }).fill(name);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/api-keys") && r.request().method() === "POST");
  await page.getByRole("dialog").getByRole("button", { name: "Generate" }).click();
  const { key, id } = (await (await answer).json()) as { key: string; id: number };
  await page.getByRole("dialog", { name: "API Key Generated" }).getByRole("button", { name: "Done" }).click();

  const r = row(page, name);
  const toggle = page.waitForRequest((req) => req.url().endsWith(`/api/admin/api-keys/${id}/toggle`) && req.method() === "PUT");
  await r.getByRole("button", { name: `Deactivate ${name}` }).click();
  expect((await toggle).postDataJSON()).toEqual({ isActive: "false" });
  await expectToast(page, "Success", "API key status updated");
  await expect(r.locator("td").nth(2)).toHaveText("Inactive");
  expect((await request.get("/api/admin/tags", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401);
  await r.getByRole("button", { name: `Activate ${name}` }).click();
  await expect(r.locator("td").nth(2)).toHaveText("Active");

  await r.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the API key.");
  await expect(confirm).toContainText("integration using this key will stop working");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "API key deleted");
  await expect(r).toHaveCount(0);
  expect((await request.get("/api/admin/tags", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401);
});

test("failures: 'Failed to create API key' and 'Failed to delete API key'", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500|(POST|DELETE) \/api\/admin\/api-keys.* failed/);
  await openTab(page, "api-keys");
  await page.route("**/api/admin/api-keys", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, json: { error: "Internal server error" } }) : route.continue(),
  );
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const create = page.getByRole("dialog", { name: "Generate New API Key" });
  await create.getByRole("textbox", { name: "Name" }).fill("Will fail");
  await create.getByRole("button", { name: "Generate" }).click();
  await expectToast(page, "Error", "Failed to create API key", "destructive");
  await expect(create).toBeVisible();
  // The typed name is not saved: Cancel closes at once and says so; Undo brings the form back with it.
  await create.getByRole("button", { name: "Cancel" }).click();
  await expect(create).toBeHidden();
  await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
  await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "Undo" }).click();
  await expect(create.getByRole("textbox", { name: "Name" })).toHaveValue("Will fail");
  await create.getByRole("button", { name: "Cancel" }).click();
  await expect(create).toBeHidden();

  await page.unroute("**/api/admin/api-keys");
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const name = `Stays ${unique()}`;
  await page.getByRole("dialog").getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("dialog").getByRole("button", { name: "Generate" }).click();
  await page.getByRole("dialog", { name: "API Key Generated" }).getByRole("button", { name: "Done" }).click();
  await page.route("**/api/admin/api-keys/*", (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Error", "Failed to delete API key", "destructive");
  await expect(row(page, name)).toHaveCount(1);
});
