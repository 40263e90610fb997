/**
 * "Confirm it is you" in Chromium: a tab left open for 10 minutes (the browser's clock moved on) is asked for the password again before it may add a
 * factor; a wrong password is said so beside the field; the right one opens the authenticator dialog,
 * which offers to sign out every other browser. Runs on a server of its own, as the factor tests do.
 */
import { join } from "node:path";
import { migratedDataDir } from "./data-dir-template.ts";
import { accessibilityViolations, test as base, expect, waitForIslands } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const PASSWORD = "e2e-reauth-Heron-Lantern-58";

const test = base.extend<object, { reauthSite: string }>({
  reauthSite: [
    async ({}, use) => {
      const site = await startOwnServer("reauth", migratedDataDir("reauth-e2e-"), { ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: "false" }, { hostname: "localhost" });
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ reauthSite }, use) => use(reauthSite),
});

for (const width of [390, 1280]) {
  test(`at ${width} px an old session confirms the password before adding an authenticator app`, async ({ page, baseURL, consoleGuard }, testInfo) => {
    consoleGuard.allow(/status of 401/);
    await page.setViewportSize({ width, height: 844 });
    const login = await page.request.post("/api/admin/login", { data: { password: PASSWORD }, headers: { Origin: baseURL! } });
    expect((await login.json()).success).toBe(true);
    await page.clock.install();
    await page.goto("/admin/security");
    await waitForIslands(page);
    // The tab is left open for ten minutes: its proof of the owner is then older than 5 minutes.
    await page.clock.fastForward("10:00");

    await page.getByRole("button", { name: "Add an authenticator app" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Add an authenticator app" })).toHaveCount(0);
    expect(await accessibilityViolations(page, '[data-testid="reauth-dialog"]')).toEqual([]);
    await dialog.screenshot({ path: join(process.env.E2E_SCREENSHOTS ?? testInfo.outputDir, `security-reauth-${width}.png`) });

    await dialog.getByLabel("Your password").fill("not the password at all");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog.getByText("The password is not right.")).toBeVisible();

    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    const totp = page.getByRole("dialog", { name: "Add an authenticator app" });
    await expect(totp).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(totp.getByRole("checkbox", { name: "Also sign out every other browser" })).not.toBeChecked();
  });
}
