/**
 * Generating an API key in a session whose login is more than 15 minutes old: the dialog asks for the
 * password, keeps what was typed, says when the password is wrong or tried too often, and sends the same
 * request again. On a server of its own whose sessions were made "20 minutes ago" before it started
 * (admin-api-key-stale-session.ts): the shared server's sessions are always fresh.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { expectToast, openTab, row } from "./admin-fixtures.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { accessibilityViolations, test as base, expect } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const root = join(import.meta.dirname, "..", "..");
const PASSWORD = "e2e-reauth-password-456";
const PROMPT = "Enter your password again to create an API key.";
const KEYS_PATH = "/api/admin/api-keys";
/** The key admin-api-key-stale-session.ts made already expired. */
const EXPIRED_KEY_NAME = "Last year's export";

interface StaleSite {
  url: string;
  /** Cookie tokens of sessions signed in 20 minutes ago, one per test. */
  tokens: string[];
}

const test = base.extend<object, { staleSite: StaleSite }>({
  staleSite: [
    async ({}, use) => {
      const dataDir = migratedDataDir("api-key-reauth-e2e-");
      const prepared = spawnSync(BUN, [NO_ENV_FILE, "tests/e2e/admin-api-key-stale-session.ts", dataDir, PASSWORD, "2"], { cwd: root, encoding: "utf8", env: sandboxEnv() });
      if (prepared.status !== 0) {
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`admin-api-key-stale-session.ts failed:\n${prepared.stderr}`);
      }
      const tokens = JSON.parse(prepared.stdout.trim().split("\n").at(-1)!) as string[];
      const site = await startOwnServer("api-key-reauth", dataDir, { ADMIN_PASSWORD: PASSWORD });
      await use({ url: site.url, tokens });
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ staleSite }, use) => use(staleSite.url),
});

// Both tests share the one server (each has its own session): in order, in one worker.
test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1280, height: 900 } });

async function signInAs(context: BrowserContext, site: StaleSite, token: string) {
  await context.addCookies([{ name: "admin_session", value: token, url: site.url, httpOnly: true, sameSite: "Lax" }]);
}

/** The bodies of the POSTs that generate a key, in order. */
function generateRequests(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === KEYS_PATH) bodies.push(r.postDataJSON());
  });
  return bodies;
}

const generated = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === KEYS_PATH && r.request().method() === "POST");

test("the password is asked, a wrong one is said so in the field, nothing typed is lost; the right one creates the key and counts for the next", async ({
  page,
  context,
  staleSite,
  consoleGuard,
}) => {
  // Chromium logs every 4xx answer; these two are the conversation itself.
  consoleGuard.allow(/status of 40[13]/);
  await signInAs(context, staleSite, staleSite.tokens[0]!);
  await openTab(page, "api-keys");
  const bodies = generateRequests(page);

  // A key past its expiry says so, and is not counted as active.
  const expiredRow = row(page, EXPIRED_KEY_NAME);
  await expect(expiredRow.locator("td").nth(2)).toContainText("Active");
  await expect(expiredRow.locator("td").nth(2)).toContainText(/Expired [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByRole("region", { name: "API Keys" })).toContainText("1 key · 0 active · 1 expired");

  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const create = page.getByRole("dialog", { name: "Generate New API Key" });
  const name = create.getByRole("textbox", { name: "Name" });
  await name.fill("Nightly export");
  await create.getByRole("checkbox", { name: /^Create, change and delete posts/ }).uncheck();
  await create.getByRole("checkbox", { name: "Delete leads" }).uncheck();
  await create.getByRole("radio", { name: "30 days" }).check();
  let answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await answer).status()).toBe(403);

  const prompt = create.getByRole("group", { name: PROMPT });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(PROMPT);
  const password = prompt.getByLabel("Password");
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(password).toHaveAccessibleDescription(/really you/);
  // Asking is not failing: no error toast, and everything typed is still there.
  await expect(page.locator('section[aria-label="Notifications (F8)"] [data-variant]')).toHaveCount(0);
  await expect(name).toHaveValue("Nightly export");
  await expect(create.getByRole("checkbox", { name: /^Read posts/ })).toBeChecked();
  await expect(create.getByRole("checkbox", { name: /^Create, change/ })).not.toBeChecked();
  await expect(create.getByRole("checkbox", { name: /^Read and export leads/ })).toBeChecked();
  await expect(create.getByRole("checkbox", { name: "Delete leads" })).not.toBeChecked();
  await expect(create.getByRole("radio", { name: "30 days" })).toBeChecked();

  // An empty password is not sent.
  await create.getByRole("button", { name: "Generate" }).click();
  await expect(password).toHaveAccessibleDescription("Enter your password");
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.fill("not the password");
  answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await answer).status()).toBe(401);
  await expect(password).toHaveAccessibleDescription("The password is not right.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(password).toHaveValue("");
  expect(await accessibilityViolations(page, '[data-testid="api-key-create"]')).toEqual([]);
  // A wrong password is not a lost session: still here.
  await expect(page).toHaveURL(/\/admin\/api-keys/);
  await expect(name).toHaveValue("Nightly export");

  await password.fill(PASSWORD);
  answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  const created = (await (await answer).json()) as { scopes: string[]; expiresAt: string };
  expect(created.scopes).toEqual(["content:read", "leads:read"]);
  await expectToast(page, "Success", "API key created");
  const shown = page.getByRole("dialog", { name: "API Key Generated" });
  await expect(shown.getByRole("list", { name: "What this key may do" }).getByRole("listitem")).toHaveText(["Read content", "Read leads"]);
  await shown.getByRole("button", { name: "Done" }).click();
  expect(bodies).toEqual([
    { name: "Nightly export", scopes: ["content:read", "leads:read"], expiresInDays: 30 },
    { name: "Nightly export", scopes: ["content:read", "leads:read"], expiresInDays: 30, password: "not the password" },
    { name: "Nightly export", scopes: ["content:read", "leads:read"], expiresInDays: 30, password: PASSWORD },
  ]);
  await expect(row(page, "Nightly export").locator("td").nth(2)).toContainText("Expires");

  // The password renewed the session: the next key is made without asking.
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  await create.getByRole("textbox", { name: "Name" }).fill("Second key");
  answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await answer).status()).toBe(201);
  await expect(shown).toBeVisible();
  expect(bodies.at(-1)).toEqual({ name: "Second key" });
});

test("after five wrong passwords the field says to try again later, and the dialog stays open", async ({ page, context, staleSite, consoleGuard }) => {
  consoleGuard.allow(/status of 40[13]|status of 429/);
  await signInAs(context, staleSite, staleSite.tokens[1]!);
  await openTab(page, "api-keys");
  await page.getByRole("button", { name: "Generate New API Key" }).click();
  const create = page.getByRole("dialog", { name: "Generate New API Key" });
  await create.getByRole("textbox", { name: "Name" }).fill("Guessing");
  let answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await answer).status()).toBe(403);
  const password = create.getByRole("group", { name: PROMPT }).getByLabel("Password");
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong ${i}`);
    answer = generated(page);
    await create.getByRole("button", { name: "Generate" }).click();
    expect((await answer).status()).toBe(401);
    // The answer has arrived once the field says so and is empty again: typing before that would race the clearing.
    await expect(password).toHaveAccessibleDescription("The password is not right.");
    await expect(password).toHaveValue("");
  }
  await password.fill(PASSWORD);
  answer = generated(page);
  await create.getByRole("button", { name: "Generate" }).click();
  expect((await answer).status()).toBe(429);
  await expect(password).toHaveAccessibleDescription("Too many wrong passwords. Please try again later.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(create.getByRole("textbox", { name: "Name" })).toHaveValue("Guessing");
});
