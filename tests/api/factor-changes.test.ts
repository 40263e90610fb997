/**
 * Changing the second factors needs a recent proof, and what a stolen session cookie can no longer do:
 * enrol, rename or remove a factor from a session that has not proved the owner in the last 5 minutes
 * (403 reauth_required until POST /api/admin/security/reauth with the password or a factor); adding or
 * removing a factor may end every other session and e-mails the owner (a real SMTP server on 127.0.0.1).
 * Also what is stored: TOTP secrets sealed, recovery codes under scrypt; and the ways back in — a
 * trust-this-browser link that lets the owner past a password spray, and admin:password's removal of
 * every factor (src/auth/admin-user.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { adminFactors, adminUsers, auditLog, recoveryCodes, sessions } from "../../db/schema/index.ts";
import { createTrustBrowserLink } from "../../src/auth/device-links.ts";
import { FACTOR_CHANGE_RECENT_MS } from "../../src/auth/recent-proof.ts";
import { isSealed, openSecret, secretKeysFor } from "../../src/auth/secret-box.ts";
import { securityNoticesSent } from "../../src/auth/security-notices.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import type { TestApp } from "../support/test-app.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, deviceCookieOf, json, login, sessionIdOf } from "./admin-support.ts";

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createAdminTestApp({ SMTP_URL: `${smtp.url}?requireTLS=false`, LEAD_NOTIFY_EMAIL: "owner@example.test", MAIL_FROM: "Site <site@example.test>" });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const codeAt = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

/** As if the session had logged in longer ago than the recent-proof window: a cookie stolen later. */
async function makeStale(cookie: string) {
  await t.deps.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - FACTOR_CHANGE_RECENT_MS - 60_000) })
    .where(eq(sessions.id, sessionIdOf(cookie)));
}

async function removeEveryFactorDirectly() {
  await t.deps.db.delete(adminFactors);
  await t.deps.db.delete(recoveryCodes);
}

const send = (cookie: string, method: string, path: string, body?: unknown) => adminRequest(t, path, { method, body, cookie });

async function mailSubjects(): Promise<string[]> {
  await securityNoticesSent();
  return smtp.messages.map((m) => m.parsed.headers.get("subject") ?? "");
}

describe("a session that has not proved the owner recently", () => {
  test("cannot start, confirm or rename a factor: 403 reauth_required, nothing stored", async () => {
    const stolen = await login(t);
    await makeStale(stolen);
    for (const [method, path, body] of [
      ["POST", "/api/admin/security/factors/totp/start", undefined],
      ["POST", "/api/admin/security/factors/totp/confirm", { code: "123456", name: "Thief" }],
      ["POST", "/api/admin/security/factors/passkey/options", undefined],
      ["PATCH", `/api/admin/security/factors/${crypto.randomUUID()}`, { name: "x" }],
    ] as const) {
      const res = await send(stolen, method, path, body);
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({
        error: "Confirm it is you: enter your password again (or use one of your factors) to change your second factors.",
        code: "reauth_required",
        methods: ["password"],
      });
    }
    expect(await t.deps.db.select().from(adminFactors)).toEqual([]);
  });

  test("the password asked again opens the window; a wrong one does not; an empty answer is a 400", async () => {
    const session = await login(t);
    await makeStale(session);
    const wrong = await send(session, "POST", "/api/admin/security/reauth", { password: "not the password" });
    expect(wrong.status).toBe(401);
    expect((await send(session, "POST", "/api/admin/security/factors/totp/start")).status).toBe(403);
    const right = await send(session, "POST", "/api/admin/security/reauth", { password: ADMIN_PASSWORD });
    expect(right.status).toBe(200);
    expect((await send(session, "POST", "/api/admin/security/factors/totp/start")).status).toBe(200);
    const bad = await send(session, "POST", "/api/admin/security/reauth", {});
    expect(bad.status).toBe(400);
  });
});

describe("adding and removing a factor", () => {
  let owner: string;
  let other: string;
  let secret: string;
  let factorId: string;
  let codes: string[];

  beforeAll(async () => {
    await removeEveryFactorDirectly();
    smtp.messages.length = 0;
    owner = await login(t);
    other = await login(t);
  });

  test("enrolling with endOtherSessions ends every other session, e-mails the owner, and seals the secret", async () => {
    const started = await json(await send(owner, "POST", "/api/admin/security/factors/totp/start"));
    secret = started.secret;
    const confirmed = await send(owner, "POST", "/api/admin/security/factors/totp/confirm", { code: codeAt(secret), name: "Phone", endOtherSessions: true });
    expect(confirmed.status).toBe(201);
    const body = await json(confirmed);
    expect(body.otherSessionsEnded).toBeGreaterThanOrEqual(1);
    factorId = body.factor.id;
    codes = body.recoveryCodes;
    expect(await json(await send(other, "GET", "/api/admin/check"))).toEqual({ isAdmin: false });
    expect(await json(await send(owner, "GET", "/api/admin/check"))).toEqual({ isAdmin: true });
    expect(await mailSubjects()).toContain("BiziAgent admin: a second factor was added");
    const mail = smtp.messages.find((m) => m.parsed.headers.get("subject")?.endsWith("a second factor was added"))!;
    expect(mail.envelope.to).toEqual(["owner@example.test"]);
    expect(mail.raw).toContain('an authenticator app named "Phone"');
    expect(mail.raw).not.toContain(secret);

    const [row] = await t.deps.db.select().from(adminFactors).where(eq(adminFactors.id, factorId));
    expect(isSealed(row!.totpSecret!)).toBe(true);
    expect(row!.totpSecret).not.toContain(secret);
    expect(openSecret(secretKeysFor(t.deps.env), row!.totpSecret!)).toBe(secret);
  });

  test("recovery codes are stored under scrypt with a salt, never as a SHA-256 a GPU could reverse", async () => {
    const stored = await t.deps.db.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^scrypt\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(new Bun.CryptoHasher("sha256").update(codes[0]!.replace("-", "")).digest("hex"));
  });

  test("with a factor, a stale session proves itself again with a code instead of the password", async () => {
    await makeStale(owner);
    const refused = await send(owner, "PATCH", `/api/admin/security/factors/${factorId}`, { name: "Work phone" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).methods).toEqual(["password", "factor"]);
    const wrong = await send(owner, "POST", "/api/admin/security/reauth", { proof: { method: "totp", code: "000000" } });
    expect(wrong.status).toBe(401);
    const proved = await send(owner, "POST", "/api/admin/security/reauth", { proof: { method: "totp", code: codeAt(secret, Date.now() + 30_000) } });
    expect(proved.status).toBe(200);
    expect((await send(owner, "PATCH", `/api/admin/security/factors/${factorId}`, { name: "Work phone" })).status).toBe(200);
    const actions = (await t.deps.db.select().from(auditLog)).map((r) => `${r.action} ${r.outcome}`);
    expect(actions).toContain("reauth.factor failure");
    expect(actions).toContain("reauth.factor success");
  });

  test("removing the factor with endOtherSessions ends the others and e-mails the owner", async () => {
    const third = await login(t, {}).catch(() => undefined); // a right password now only starts the second step
    expect(third).toBeUndefined();
    const removed = await send(owner, "DELETE", `/api/admin/security/factors/${factorId}`, {
      password: ADMIN_PASSWORD,
      proof: { method: "recovery", code: codes[1] },
      endOtherSessions: true,
    });
    expect(removed.status).toBe(200);
    expect((await json(removed)).success).toBe(true);
    expect(await mailSubjects()).toContain("BiziAgent admin: a second factor was removed");
  });
});

describe("sealed secrets at start", () => {
  test("an unsealed secret (stored before sealing) still checks codes, and resealing seals it", async () => {
    const { resealTotpSecrets } = await import("../../db/queries/admin-factors.ts");
    const { needsResealing, sealSecret } = await import("../../src/auth/secret-box.ts");
    const [admin] = await t.deps.db.select().from(adminUsers);
    const plain = new Secret({ size: 20 }).base32;
    await t.deps.db.insert(adminFactors).values({ id: crypto.randomUUID(), userId: admin!.id, kind: "totp", name: "Old phone", totpSecret: plain });
    const keys = secretKeysFor(t.deps.env);
    const { redeemTotpCode } = await import("../../src/auth/totp.ts");
    expect(await redeemTotpCode(t.deps.db, keys, admin!.id, codeAt(plain))).not.toBeNull();
    expect(
      await resealTotpSecrets(
        t.deps.db,
        (s) => needsResealing(keys, s),
        (s) => sealSecret(keys, openSecret(keys, s)),
      ),
    ).toBe(1);
    const [row] = await t.deps.db.select().from(adminFactors).where(eq(adminFactors.name, "Old phone"));
    expect(isSealed(row!.totpSecret!)).toBe(true);
    expect(await redeemTotpCode(t.deps.db, keys, admin!.id, codeAt(plain, Date.now() + 30_000))).toBe(row!.id);
    await removeEveryFactorDirectly();
  });
});

describe("a trust-this-browser link (bun run admin:trust-browser)", () => {
  test("GET changes nothing; POST makes the browser a known device, once; a dead link says so", async () => {
    const [admin] = await t.deps.db.select().from(adminUsers);
    const link = await createTrustBrowserLink(t.deps.db, t.deps.env.siteUrl, admin!.id);
    const path = new URL(link.url).pathname + new URL(link.url).search;
    const token = new URL(link.url).searchParams.get("token")!;
    const shown = await t.app.request(path);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Trust this browser for your admin login?");
    expect(deviceCookieOf(shown)).toBeUndefined();

    const form = (value: string) =>
      t.app.request("/admin/trust-browser", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `token=${value}` });
    const trusted = await form(token);
    expect(trusted.status).toBe(200);
    expect(await trusted.text()).toContain("This browser is trusted");
    expect(deviceCookieOf(trusted)).toBeDefined();
    const again = await form(token);
    expect(again.status).toBe(410);
    expect(deviceCookieOf(again)).toBeUndefined();
    expect((await t.app.request("/admin/trust-browser?token=nonsense")).status).toBe(410);
  });
});
