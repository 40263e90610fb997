/**
 * The login's second step as the owner meets it, in Chromium, on servers of this file's own (enrolling a
 * factor changes how the owner logs in, so the shared e2e server is left alone): without a factor the
 * password alone logs in as before; with an authenticator app a wrong code is refused in the form and the
 * right one logs in; a recovery code works once; Back and an expired step return to the password; a
 * passkey (Chromium's virtual authenticator) logs in, and closing its prompt is no error. Screenshots of
 * the step at 390 and 1280 px go to /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { type APIRequestContext, request as newRequest, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectToast } from "./admin-fixtures.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { accessibilityViolations, expect, test, waitForIslands } from "./fixtures.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";

const PASSWORD = "e2e-login-Otter-Lantern-58";
const SHOTS = "/tmp/shots";
/** A fresh server migrates its database first: slow on a busy machine. */
const SERVER_START_MS = 120_000;

const APP_AND_RECOVERY = "Enter the code from your authenticator app, or a recovery code.";
const ALL_WAYS = "Enter the code from your authenticator app, use your passkey, or a recovery code.";
const WRONG_CODE = "That code is not right, or it was already used. Enter the current code from your authenticator app.";
const USED_RECOVERY_CODE = "That recovery code is not right, or it was already used.";
const EXPIRED = "Your login has expired. Enter your password again.";
const PASSKEY_CLOSED = "The passkey prompt was closed or timed out. Try again, or use another way.";

test.use({ viewport: { width: 1280, height: 900 } });

async function startSite(name: string): Promise<OwnServer> {
  const dataDir = migratedDataDir(`${name}-`);
  // localhost: a passkey's relying party is a domain, never an IP address. The site-wide guessing ceiling
  // is raised because these tests log in many times in a minute; the limits are tested through the API.
  return startOwnServer(name, dataDir, { ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: "false", LOGIN_CHECKS_PER_SECOND: "20" }, { hostname: "localhost" });
}

function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
}

/** A code the server cannot accept now: none of the steps around this moment gives it. */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, Date.now() + step * 30_000)));
  let code = 0;
  while (near.has(String(code).padStart(6, "0"))) code++;
  return String(code).padStart(6, "0");
}

/** The login page, typed into as a person does, up to the answer to the password. */
async function typePassword(page: Page, site: OwnServer): Promise<void> {
  await page.goto(`${site.url}/admin`);
  await waitForIslands(page);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Password").press("Enter");
}

async function expectDashboard(page: Page): Promise<void> {
  await page.waitForURL("**/admin/dashboard");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expectToast(page, "Success", "Logged in successfully");
}

function secondStep(page: Page) {
  return page.getByRole("region", { name: "Two-step verification" });
}

test.describe("an owner without a second factor", () => {
  let site: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    site = await startSite("login-no-factor");
  });
  test.afterAll(() => site?.stop());

  test("logs in with the password alone, exactly as before", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    const secondStepRequests: string[] = [];
    page.on("request", (r) => r.url().includes("/api/admin/login/") && secondStepRequests.push(r.url()));
    await page.goto(`${site.url}/admin`);
    await waitForIslands(page);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Invalid password", "destructive");
    await expect(page.getByLabel("Password")).toBeEnabled();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expectDashboard(page);
    expect(secondStepRequests).toEqual([]);
  });
});

test.describe("an owner with an authenticator app, recovery codes and then a passkey", () => {
  test.describe.configure({ mode: "serial" });

  let site: OwnServer;
  /** The owner's session from before the factors: it stays valid, and sets up what the tests need. */
  let owner: APIRequestContext;
  let secret: string;
  let recoveryCodes: string[];

  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    site = await startSite("login-second-factor");
    owner = await newRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { Origin: site.url } });
    const login = await owner.post("/api/admin/login", { data: { password: PASSWORD } });
    expect(await login.json()).toEqual({ success: true, message: "Logged in successfully" });
    const started = await owner.post("/api/admin/security/factors/totp/start");
    expect(started.status(), await started.text()).toBe(200);
    secret = (await started.json()).secret;
    const confirmed = await owner.post("/api/admin/security/factors/totp/confirm", { data: { code: codeAt(secret, Date.now()), name: "Phone" } });
    expect(confirmed.status(), await confirmed.text()).toBe(201);
    recoveryCodes = (await confirmed.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
  });
  test.afterAll(async () => {
    await owner?.dispose();
    await site?.stop();
  });

  test("the password leads to the second step; a short code never reaches the server, a wrong one is refused, the right one logs in", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    const proofs: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/admin/login/second-factor") && proofs.push(r.postData() ?? ""));
    await typePassword(page, site);

    const step = secondStep(page);
    await expect(step.getByRole("heading", { level: 2, name: "Two-step verification" })).toBeVisible();
    await expect(step).toContainText(APP_AND_RECOVERY);
    await expect(page.getByLabel("Password")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Use your passkey" })).toHaveCount(0);
    const field = page.getByLabel("Code from your authenticator app");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(await accessibilityViolations(page, "main")).toEqual([]);
    await shoot(page, "login-second-step-app-only-1280");

    await field.fill("12345");
    await field.press("Enter");
    await expect(step.getByRole("alert")).toHaveText("Enter the 6-digit code");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(proofs).toEqual([]);

    const wrong = wrongCode(secret);
    await field.fill(`${wrong.slice(0, 3)} ${wrong.slice(3)}`);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(step.getByRole("alert")).toHaveText(WRONG_CODE);
    await expect(field).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/admin");

    // The enrolment used this step's code, and a code works once: the next step's is still accepted.
    const right = codeAt(secret, Date.now() + 30_000);
    await field.fill(`${right.slice(0, 3)} ${right.slice(3)}`);
    await field.press("Enter");
    await expectDashboard(page);
    expect(proofs.map((p) => JSON.parse(p))).toEqual([
      { method: "totp", code: wrong },
      { method: "totp", code: right },
    ]);
  });

  test("a recovery code logs in once; the second time it is refused", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    const [code] = recoveryCodes;
    await typePassword(page, site);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    const field = page.getByLabel("Recovery code");
    await expect(field).toBeFocused();
    await expect(page.getByLabel("Code from your authenticator app")).toHaveCount(0);
    await field.fill(code!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expectDashboard(page);

    await page.context().clearCookies();
    await typePassword(page, site);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(code!);
    await page.getByLabel("Recovery code").press("Enter");
    await expect(secondStep(page).getByRole("alert")).toHaveText(USED_RECOVERY_CODE);
    await expect(page.getByLabel("Recovery code")).toBeFocused();

    // And back to the app's code, with the refusal gone.
    await page.getByRole("button", { name: "Use your authenticator app instead" }).click();
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
    await expect(secondStep(page).getByRole("alert")).toHaveCount(0);
  });

  test("Back returns to an empty password field; an expired step sends the owner back with the server's words", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    await typePassword(page, site);
    await expect(secondStep(page)).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(secondStep(page)).toHaveCount(0);
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
    // The pending login's cookie is gone, as after its five minutes.
    await page.context().clearCookies({ name: "admin_login_step" });
    await page.getByLabel("Code from your authenticator app").fill(codeAt(secret, Date.now()));
    await page.getByLabel("Code from your authenticator app").press("Enter");
    await expectToast(page, "Error", EXPIRED, "destructive");
    await expect(secondStep(page)).toHaveCount(0);
    await expect(page.getByLabel("Password")).toBeFocused();
  });

  test("a rate limit is shown in the step, which stays", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 429/);
    const limit = "Too many failed login attempts. Please try again in 15 minutes.";
    await page.route("**/api/admin/login/second-factor", (route) => route.fulfill({ status: 429, headers: { "Retry-After": "900" }, json: { success: false, message: limit } }));
    await typePassword(page, site);
    await page.getByLabel("Code from your authenticator app").fill(wrongCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    const alert = secondStep(page).getByRole("alert");
    await expect(alert).toHaveText(limit);
    await expect(alert).toBeFocused();
    await expect(page.getByRole("button", { name: "Verify" })).toBeEnabled();
  });

  test("a passkey logs in; closing its prompt says so calmly and sends nothing", async ({ page }) => {
    // The page's own authenticator, which answers at once (as if touched) and verifies the user.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await page.goto(`${site.url}/admin`);
    await page.context().addCookies((await owner.storageState()).cookies);
    expect(await addPasskey(page)).toMatchObject({ status: 201 });
    await page.context().clearCookies();

    const proofs: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/admin/login/second-factor") && proofs.push(r.url()));
    await typePassword(page, site);
    const step = secondStep(page);
    await expect(step).toContainText(ALL_WAYS);
    const passkey = page.getByRole("button", { name: "Use your passkey" });
    await expect(passkey).toBeVisible();
    // With the app offered too, the code field has the focus; the passkey is one Shift+Tab away.
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(passkey).toBeFocused();

    await closeNextPasskeyPrompt(page);
    await passkey.press("Enter");
    await expect(step.getByRole("status")).toHaveText(PASSKEY_CLOSED);
    await expect(step.getByRole("alert")).toHaveCount(0);
    await expect(passkey).toBeFocused();
    await expect(passkey).toHaveAccessibleDescription(PASSKEY_CLOSED);
    expect(proofs).toEqual([]);

    await passkey.click();
    await expectDashboard(page);
    expect(proofs).toHaveLength(1);
  });

  test("a browser without WebAuthn is told so, and keeps the other ways", async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, "PublicKeyCredential"));
    await typePassword(page, site);
    await expect(secondStep(page)).toContainText(ALL_WAYS);
    await expect(secondStep(page).getByRole("status")).toHaveText("This browser cannot use passkeys. Use another way.");
    await expect(page.getByRole("button", { name: "Use your passkey" })).toHaveCount(0);
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
  });

  test("screenshots of the step at 1280 and 390 px, with every way offered", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    await typePassword(page, site);
    await expect(secondStep(page)).toContainText(ALL_WAYS);
    expect(await accessibilityViolations(page, "main")).toEqual([]);
    await shoot(page, "login-second-step-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "login-second-step-390");
    const field = page.getByLabel("Code from your authenticator app");
    await field.fill(wrongCode(secret));
    await field.press("Enter");
    await expect(secondStep(page).getByRole("alert")).toHaveText(WRONG_CODE);
    await shoot(page, "login-second-step-error-390");
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await expect(page.getByLabel("Recovery code")).toBeFocused();
    await shoot(page, "login-second-step-recovery-390");
    await closeNextPasskeyPrompt(page);
    await page.getByRole("button", { name: "Use your passkey" }).click();
    await expect(secondStep(page).getByRole("status")).toHaveText(PASSKEY_CLOSED);
    await shoot(page, "login-second-step-passkey-closed-390");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The next passkey prompt fails as the browser's does when the owner closes it (or lets it time out). */
function closeNextPasskeyPrompt(page: Page): Promise<void> {
  return page.evaluate(() => {
    const real = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = () => {
      navigator.credentials.get = real;
      return Promise.reject(new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"));
    };
  });
}

/** Registers a passkey through the API from the page (its session, its origin), as the Security tab would. */
function addPasskey(page: Page): Promise<{ status: number; body: string }> {
  return page.evaluate(async () => {
    const bytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const b64url = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const optionsRes = await fetch("/api/admin/security/factors/passkey/options", { method: "POST", headers: { Accept: "application/json" } });
    const options = await optionsRes.json();
    const credential = (await navigator.credentials.create({
      publicKey: {
        ...options,
        challenge: bytes(options.challenge),
        user: { ...options.user, id: bytes(options.user.id) },
        excludeCredentials: (options.excludeCredentials ?? []).map((c: { id: string }) => ({ ...c, id: bytes(c.id) })),
      },
    })) as PublicKeyCredential;
    const attestation = credential.response as AuthenticatorAttestationResponse;
    const response = {
      id: credential.id,
      rawId: b64url(credential.rawId),
      type: credential.type,
      response: { clientDataJSON: b64url(attestation.clientDataJSON), attestationObject: b64url(attestation.attestationObject), transports: attestation.getTransports() },
      clientExtensionResults: credential.getClientExtensionResults(),
    };
    const verify = await fetch("/api/admin/security/factors/passkey/verify", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ response, name: "This laptop" }),
    });
    return { status: verify.status, body: await verify.text() };
  });
}
