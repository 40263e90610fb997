/**
 * The guessing ceiling: password checks for browsers the admin has not used go through one site-wide
 * budget (LOGIN_CHECKS_PER_SECOND, ten seconds' worth at once), shared by every instance. A spray from
 * many addresses gets that many checks and a fast 429 for the rest; the owner's browser (device cookie)
 * never waits for it; the owner's own successful logins do not use it up.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { CEILING_WINDOW_MS } from "../../src/auth/brute-force.ts";
import { createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, deviceCookieOf, json, sessionCookieOf } from "./admin-support.ts";

/** The budget at the default of one check a second. */
const BUDGET = CEILING_WINDOW_MS / 1000;
const CEILING_MESSAGE = /^Too many login attempts on this site right now\. Please try again in \d+ minutes?, or from a browser you logged in with before\.$/;

/** The most checks a burst may get: the budget, plus what the sliding window frees while it lasts. */
function mostChecks(elapsedMs: number): number {
  return BUDGET + Math.ceil(elapsedMs / 1000) + 1;
}

function spray(t: TestApp, count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `guess ${prefix} ${i}` }, ip: `${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}` }),
    ),
  );
}

describe("the guessing ceiling (one check a second)", () => {
  let t: TestApp;
  let device: string;
  beforeAll(async () => {
    t = await createAdminTestApp({ LOGIN_CHECKS_PER_SECOND: "1" });
    device = deviceCookieOf(await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: "192.0.2.10" }))!;
  }, 60_000);
  afterAll(() => t.close());

  test("the owner's successful logins from new browsers do not use up the budget", async () => {
    for (let i = 0; i < BUDGET * 2; i++) {
      const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: `192.0.2.${100 + i}` });
      expect(res.status).toBe(200);
    }
    // ~20 s alone on two cores (each login from a new browser waits its turn at the ceiling): room for a busy machine.
  }, 90_000);

  test("100 addresses guessing at once: the budget's worth of passwords is checked, the rest get 429 with Retry-After; the owner's browser is let in during it", async () => {
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    try {
      const started = performance.now();
      const attack = spray(t, 100, "198.18");
      // The owner's browser, while the spray is in flight: its own limit only, never the ceiling.
      const owner = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: "192.0.2.10", cookie: device });
      const answers = await attack;
      const elapsed = performance.now() - started;
      expect(owner.status).toBe(200);
      expect(sessionCookieOf(owner)).toBeDefined();

      const checked = answers.filter((r) => r.status === 401).length;
      const refused = answers.filter((r) => r.status === 429);
      expect(checked + refused.length).toBe(100);
      expect(checked).toBeGreaterThanOrEqual(BUDGET);
      expect(checked).toBeLessThanOrEqual(mostChecks(elapsed));
      const sample = refused[0]!;
      expect(Number(sample.headers.get("Retry-After"))).toBeGreaterThan(0);
      const body = await json<{ success: boolean; message: string }>(sample);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(CEILING_MESSAGE);
      expect(warn).toHaveBeenCalled();
      expect(String(warn.mock.calls[0]![0])).toMatch(/^Admin login: the guessing ceiling is reached/);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  test("a refusal by the ceiling is not a failure of the client's: once the budget is back, that address gets in with the right password", async () => {
    // The budget refills at one a second; wait for a slot like a person would.
    let res: Response | undefined;
    for (let i = 0; i < 30; i++) {
      res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: "198.18.0.1" });
      if (res.status !== 429) break;
      await Bun.sleep(Math.max(1000, Number(res.headers.get("Retry-After")) * 1000) / 2);
    }
    expect(res!.status).toBe(200);
  }, 60_000);
});

describe.skipIf(testDatabaseKind !== "postgres")("the ceiling across two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createAdminTestApp({ LOGIN_CHECKS_PER_SECOND: "1" });
    b = await createSecondInstance(a, { TRUST_PROXY: "true", LOGIN_CHECKS_PER_SECOND: "1" });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("100 addresses on each instance: together they get one budget, not two", async () => {
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    try {
      const started = performance.now();
      const [first, second] = await Promise.all([spray(a, 100, "198.18"), spray(b, 100, "198.19")]);
      const elapsed = performance.now() - started;
      const checked = [...first, ...second].filter((r) => r.status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(BUDGET);
      expect(checked).toBeLessThanOrEqual(mostChecks(elapsed));
      expect(first.some((r) => r.status === 429)).toBe(true);
      expect(second.some((r) => r.status === 429)).toBe(true);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});
