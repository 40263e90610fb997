/**
 * The opt-in second factor in-process: without a factor the login is the spec's; once an authenticator
 * app is enrolled (from a generated secret, codes computed here with otpauth) a right password alone gives
 * no session, and the second step does — a code once, a recovery code once, wrong answers counted toward
 * the login limits; malformed passkey answers are a 4xx; removing the last factor needs the password and
 * a factor. The WebAuthn ceremonies themselves run in Chromium (tests/e2e/admin-second-factor.e2e.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, gt, like } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { auditLog, rateLimits } from "../../db/schema/index.ts";
import { LOGIN_FAILURES_PER_IP } from "../../src/auth/brute-force.ts";
import type { TestApp } from "../support/test-app.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, deviceCookieOf, json, login, nextIp, sessionCookieOf } from "./admin-support.ts";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  owner = await login(t);
}, 60_000);
afterAll(() => t.close());
// These tests are about one pending step; the account's own limit on codes has its tests in second-step-account-limit.test.ts.
afterEach(async () => {
  await t.deps.db.delete(rateLimits).where(like(rateLimits.bucket, "admin-second-step-account%"));
});

const SECOND_STEP_MESSAGE = "Enter the code from your authenticator app, or a recovery code.";

function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
}

/** The pending login's cookie a response sets, as "name=value". */
function stepCookieOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const match = /^((?:__Host-)?admin_login_step)=([^;]+)/.exec(line);
    if (match) return `${match[1]}=${match[2]}`;
  }
  return undefined;
}

async function passwordStep(ip = nextIp()): Promise<{ res: Response; body: any; step: string | undefined }> {
  const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip });
  return { res, body: await json(res), step: stepCookieOf(res) };
}

function secondStep(step: string | undefined, body: unknown, ip = nextIp()) {
  return adminRequest(t, "/api/admin/login/second-factor", { method: "POST", body, cookie: step, ip });
}

const send = (method: string, path: string, body?: unknown) => adminRequest(t, path, { method, body, cookie: owner });

async function auditActions(sinceId: number) {
  return t.deps.db.select().from(auditLog).where(gt(auditLog.id, sinceId)).orderBy(auditLog.id);
}

async function lastAuditId(): Promise<number> {
  const rows = await t.deps.db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((r) => r.id));
}

describe("without a factor", () => {
  test("the password alone logs in exactly as the spec says, and the factor routes refuse strangers", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, message: "Logged in successfully" });
    expect(sessionCookieOf(res)).toBeDefined();
    expect(stepCookieOf(res)).toBeUndefined();
    expect(await json(await send("GET", "/api/admin/security/factors"))).toEqual({ factors: [], recoveryCodesLeft: 0 });
    for (const [method, path] of [
      ["GET", "/api/admin/security/factors"],
      ["POST", "/api/admin/security/factors/totp/start"],
      ["POST", "/api/admin/security/factors/passkey/options"],
      ["POST", "/api/admin/security/recovery-codes"],
    ] as const) {
      expect((await adminRequest(t, path, { method })).status).toBe(401);
    }
  });

  test("the second step without a pending login is a 401 that says to start over", async () => {
    const res = await secondStep(undefined, { method: "totp", code: "123456" });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ success: false, message: "Your login has expired. Enter your password again." });
  });
});

describe("with an authenticator app", () => {
  let secret: string;
  let recoveryCodes: string[];
  let factorId: string;

  beforeAll(async () => {
    const started = await send("POST", "/api/admin/security/factors/totp/start");
    expect(started.status).toBe(200);
    const enrolment = await json(started);
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toStartWith("otpauth://totp/");
    expect(enrolment.qrSvg).toStartWith("<svg");

    const wrong = await send("POST", "/api/admin/security/factors/totp/confirm", { code: "000000", name: "Phone" });
    expect(wrong.status).toBe(400);
    const confirmed = await send("POST", "/api/admin/security/factors/totp/confirm", { code: codeAt(secret, Date.now()), name: "Phone" });
    expect(confirmed.status).toBe(201);
    const body = await json(confirmed);
    expect(body.factor).toMatchObject({ kind: "totp", name: "Phone", lastUsedAt: null });
    factorId = body.factor.id;
    recoveryCodes = body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  });

  test("the secret and codes are not stored in the clear, and the tab counts the codes", async () => {
    const summary = await json(await send("GET", "/api/admin/security/factors"));
    expect(summary.recoveryCodesLeft).toBe(10);
    expect(summary.factors).toEqual([expect.objectContaining({ id: factorId, kind: "totp", name: "Phone" })]);
    const audit = JSON.stringify(await auditActions(0));
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(recoveryCodes[0]!);
  });

  test("a right password alone gives no session: success false, the ways left, a short-lived strict cookie", async () => {
    const { res, body } = await passwordStep();
    expect(res.status).toBe(200);
    expect(body).toEqual({ success: false, message: SECOND_STEP_MESSAGE, secondFactor: { methods: ["totp", "recovery"] } });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(deviceCookieOf(res)).toBeUndefined();
    const line = res.headers.getSetCookie().find((l) => l.includes("admin_login_step="))!;
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Strict");
    expect(line).toContain("Max-Age=300");
  });

  test("a wrong password still says Invalid password, with no pending step", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: "not the password" } });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ success: false, message: "Invalid password" });
    expect(stepCookieOf(res)).toBeUndefined();
  });

  test("the right code logs in (session and device cookie); the same code again is refused", async () => {
    const since = await lastAuditId();
    // The next step's code: the enrolment used this one, and a code works once.
    const code = codeAt(secret, Date.now() + 30_000);
    const first = await passwordStep();
    const done = await secondStep(first.step, { method: "totp", code });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ success: true, message: "Logged in successfully" });
    const session = sessionCookieOf(done)!;
    expect(session).toBeDefined();
    expect(deviceCookieOf(done)).toBeDefined();
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie: session }))).toEqual({ isAdmin: true });

    // The pending step is used up, and the code too.
    expect((await secondStep(first.step, { method: "totp", code })).status).toBe(401);
    const again = await passwordStep();
    const reused = await secondStep(again.step, { method: "totp", code });
    expect(reused.status).toBe(401);
    expect(await json(reused)).toMatchObject({ success: false, message: expect.stringContaining("already used") });
    expect(sessionCookieOf(reused)).toBeUndefined();

    const actions = (await auditActions(since)).map((r) => `${r.action} ${r.outcome} ${JSON.stringify(r.detail)}`);
    expect(actions).toContain('login.second_factor success {"method":"totp"}');
    expect(actions).toContain('login.second_factor failure {"method":"totp"}');
  });

  test("wrong codes count toward the login limits; five end the pending step", async () => {
    const ip = nextIp();
    const { step } = await passwordStep(ip);
    for (let i = 1; i < LOGIN_FAILURES_PER_IP; i++) {
      const res = await secondStep(step, { method: "totp", code: "000000" }, ip);
      expect(res.status).toBe(401);
    }
    const fifth = await secondStep(step, { method: "totp", code: "000000" }, ip);
    expect(await json(fifth)).toEqual({ success: false, message: "Too many wrong answers. Enter your password again." });
    // The step is gone, and this address has used its five failures: even the right password waits.
    expect((await secondStep(step, { method: "totp", code: codeAt(secret, Date.now() + 30_000) }, ip)).status).toBe(401);
    const locked = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  test("a malformed code is a 400 in the login's words", async () => {
    const { step } = await passwordStep();
    for (const body of [{ method: "totp", code: "12ab56" }, { method: "sms", code: "123456" }, { method: "totp" }]) {
      const res = await secondStep(step, body);
      expect(res.status).toBe(400);
      expect((await json(res)).success).toBe(false);
    }
  });

  test("a recovery code works once, typed in any case or spacing", async () => {
    const [code] = recoveryCodes;
    const first = await passwordStep();
    const done = await secondStep(first.step, { method: "recovery", code: ` ${code!.toUpperCase().replace("-", " ")} ` });
    expect(done.status).toBe(200);
    expect(sessionCookieOf(done)).toBeDefined();
    expect((await json(await send("GET", "/api/admin/security/factors"))).recoveryCodesLeft).toBe(9);

    const again = await passwordStep();
    const reused = await secondStep(again.step, { method: "recovery", code });
    expect(reused.status).toBe(401);
    expect(await json(reused)).toEqual({ success: false, message: "That recovery code is not right, or it was already used." });
  });

  test("malformed passkey answers are a 4xx, never a 5xx, and count like wrong codes", async () => {
    const { step } = await passwordStep();
    const options = await adminRequest(t, "/api/admin/login/passkey-options", { cookie: step });
    expect(options.status).toBe(200);
    expect((await json(options)).challenge).toMatch(/^[A-Za-z0-9_-]+$/);
    const junk = [
      "junk",
      { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "junk", authenticatorData: "junk", signature: "junk" } },
      { id: "AAAA", rawId: "AAAA", type: "public-key", response: {}, clientExtensionResults: {} },
      { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" }, clientExtensionResults: {} },
      null,
    ];
    for (const [i, response] of junk.entries()) {
      const res = await secondStep(step, { method: "passkey", response });
      expect(res.status).toBe(401);
      const last = i === junk.length - 1;
      const message = last ? "Too many wrong answers. Enter your password again." : "The passkey could not be verified. Try again, or use another way.";
      expect(await json(res)).toEqual({ success: false, message });
    }
    for (const response of [{ id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "x", attestationObject: "x" } }, 42]) {
      const res = await send("POST", "/api/admin/security/factors/passkey/verify", { response, name: "Key" });
      expect([400, 409]).toContain(res.status);
    }
    expect((await adminRequest(t, "/api/admin/login/passkey-options")).status).toBe(401);
  });

  test("new recovery codes need the password and replace the old ones", async () => {
    expect((await send("POST", "/api/admin/security/recovery-codes", { password: "wrong" })).status).toBe(401);
    const res = await send("POST", "/api/admin/security/recovery-codes", { password: ADMIN_PASSWORD });
    expect(res.status).toBe(201);
    const fresh = (await json(res)).recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = await passwordStep();
    expect((await secondStep(old.step, { method: "recovery", code: recoveryCodes[5] })).status).toBe(401);
    recoveryCodes = fresh;
  });

  test("rename; removing the last factor needs the password and a factor; then the password alone logs in", async () => {
    const renamed = await send("PATCH", `/api/admin/security/factors/${factorId}`, { name: "  Work phone " });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).name).toBe("Work phone");
    expect((await send("PATCH", `/api/admin/security/factors/${crypto.randomUUID()}`, { name: "x" })).status).toBe(404);
    expect((await send("PATCH", "/api/admin/security/factors/not-an-id", { name: "x" })).status).toBe(404);

    const path = `/api/admin/security/factors/${factorId}`;
    const noProof = await send("DELETE", path, { password: ADMIN_PASSWORD });
    expect(noProof.status).toBe(400);
    expect((await json(noProof)).issues).toEqual([{ field: "proof", message: "Prove a factor too" }]);
    const wrongPassword = await send("DELETE", path, { password: "wrong", proof: { method: "recovery", code: recoveryCodes[0] } });
    expect(wrongPassword.status).toBe(401);
    const wrongCode = await send("DELETE", path, { password: ADMIN_PASSWORD, proof: { method: "totp", code: "000000" } });
    expect(wrongCode.status).toBe(401);
    expect((await json(await send("GET", "/api/admin/security/factors"))).factors).toHaveLength(1);

    const removed = await send("DELETE", path, { password: ADMIN_PASSWORD, proof: { method: "recovery", code: recoveryCodes[0] } });
    expect(removed.status).toBe(200);
    expect(await json(await send("GET", "/api/admin/security/factors"))).toEqual({ factors: [], recoveryCodesLeft: 0 });
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "factor.remove"), eq(auditLog.outcome, "success")));
    expect(rows).toHaveLength(1);

    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    expect(await json(res)).toEqual({ success: true, message: "Logged in successfully" });
    expect(sessionCookieOf(res)).toBeDefined();
  });
});
