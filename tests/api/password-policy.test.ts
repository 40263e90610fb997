/**
 * Change password through the Security tab's API, under the password policy: the current password asked,
 * weak, common and huge new ones refused with a clear 400, every other session ended, API keys switched off
 * only when asked, the change audited without any password; the strength meter's answers; the policy at
 * `admin:password` too.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { apiKeys, auditLog } from "../../db/schema/index.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import { BUN, NO_ENV_FILE } from "../support/sandbox.ts";
import type { TestApp } from "../support/test-app.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, json, login, sessionIdOf } from "./admin-support.ts";

const NEW_PASSWORD = "correct-horse-battery-staple-7";

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
}, 60_000);
afterAll(() => t?.close());

function changePassword(app: TestApp, cookie: string, body: unknown) {
  return adminRequest(app, "/api/admin/security/password", { method: "PUT", cookie, body });
}

async function isAdmin(app: TestApp, cookie: string): Promise<boolean> {
  return (await json<{ isAdmin: boolean }>(await adminRequest(app, "/api/admin/check", { cookie }))).isAdmin;
}

async function addKey(app: TestApp, name: string) {
  const generated = generateApiKey();
  const [row] = await app.deps.db.insert(apiKeys).values({ name, keyHash: generated.hash, keyFirstFour: generated.firstFour, keyLastFour: generated.lastFour }).returning();
  return { id: row!.id, key: generated.key };
}

async function keyIsActive(app: TestApp, id: number): Promise<boolean> {
  const [row] = await app.deps.db.select({ isActive: apiKeys.isActive }).from(apiKeys).where(eq(apiKeys.id, id));
  return row!.isActive;
}

describe("refused new passwords: 400 naming the field, with the reason; nothing changes", () => {
  test.each([
    ["short", "short", "The password must be at least 12 characters."],
    ["common", "password1234", "The password is too easy to guess. This is similar to a commonly used password."],
    ["a keyboard row", "qwertyuiop12", "The password is too easy to guess. This is similar to a commonly used password."],
    ["10 KB", "x".repeat(10 * 1024), "The password must be at most 256 characters."],
    ["the current one", ADMIN_PASSWORD, "The new password must differ from the current one."],
  ])("%s", async (_label, newPassword, message) => {
    const cookie = await login(t);
    const res = await changePassword(t, cookie, { currentPassword: ADMIN_PASSWORD, newPassword });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: "Please check the highlighted fields", issues: [{ field: "newPassword", message }] });
    // The old password still logs in.
    expect(await isAdmin(t, await login(t))).toBe(true);
  });

  test("bad bodies: missing fields, wrong types, not JSON", async () => {
    const cookie = await login(t);
    const missing = await changePassword(t, cookie, {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).issues.map((i: { field: string }) => i.field)).toEqual(["currentPassword", "newPassword"]);
    const typed = await changePassword(t, cookie, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, revokeApiKeys: "yes" });
    expect(typed.status).toBe(400);
    expect((await json(typed)).issues).toEqual([{ field: "revokeApiKeys", message: "revokeApiKeys must be true or false" }]);
    const hugeCurrent = await changePassword(t, cookie, { currentPassword: "y".repeat(10 * 1024), newPassword: NEW_PASSWORD });
    expect(hugeCurrent.status).toBe(400);
    expect((await json(hugeCurrent)).issues).toEqual([{ field: "currentPassword", message: "Password is too long" }]);
    const notJson = await adminRequest(t, "/api/admin/security/password", { method: "PUT", cookie, body: "{nope", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
  });
});

describe("the current password", () => {
  test("a wrong one: 401 on the current-password field, audited as a failed password.change; the password stays", async () => {
    const cookie = await login(t);
    const res = await changePassword(t, cookie, { currentPassword: "not the password at all", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({
      error: "The current password is not right.",
      issues: [{ field: "currentPassword", message: "The current password is not right." }],
    });
    // A wrong current password is no logout: the session goes on.
    expect(await isAdmin(t, cookie)).toBe(true);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "password.change"));
    expect(entries.some((e) => e.outcome === "failure" && e.actorId === sessionIdOf(cookie).slice(0, 16))).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("not the password at all");
  });

  test("five wrong ones in a session: the sixth try is 429 with Retry-After, even with the right password", async () => {
    const cookie = await login(t);
    for (let i = 0; i < 5; i++) expect((await changePassword(t, cookie, { currentPassword: `wrong guess ${i}`, newPassword: NEW_PASSWORD })).status).toBe(401);
    const limited = await changePassword(t, cookie, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await isAdmin(t, await login(t))).toBe(true);
  });
});

describe("a password change", () => {
  test("ends every other session, keeps this one, leaves the keys on; the new password logs in and the old one does not", async () => {
    const local = await createAdminTestApp();
    try {
      const mine = await login(local);
      const other = await login(local);
      const key = await addKey(local, "kept");
      const res = await changePassword(local, mine, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      // Two logins without a device cookie made two known browsers; this request sent neither's cookie, so both are forgotten.
      expect(await json(res)).toEqual({ success: true, otherSessionsEnded: 1, otherDevicesForgotten: 2, apiKeysRevoked: 0 });
      expect(await isAdmin(local, other)).toBe(false);
      expect(await isAdmin(local, mine)).toBe(true);
      expect(await keyIsActive(local, key.id)).toBe(true);
      expect((await adminRequest(local, "/api/admin/tags", { bearer: key.key })).status).toBe(200);

      const oldLogin = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
      expect(oldLogin.status).toBe(401);
      const newLogin = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: NEW_PASSWORD } });
      expect(newLogin.status).toBe(200);

      const [entry] = await local.deps.db.select().from(auditLog).where(eq(auditLog.action, "password.change"));
      expect(entry).toMatchObject({ outcome: "success", actorKind: "session", detail: { otherSessionsEnded: 1, otherDevicesForgotten: 2, apiKeysRevoked: 0 } });
      expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
      expect(JSON.stringify(entry)).not.toContain(ADMIN_PASSWORD);
    } finally {
      await local.close();
    }
  }, 60_000);

  test("with 'Also revoke every API key': every key is switched off and refused", async () => {
    const local = await createAdminTestApp();
    try {
      const mine = await login(local);
      const keys = [await addKey(local, "one"), await addKey(local, "two")];
      const res = await changePassword(local, mine, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, revokeApiKeys: true });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ success: true, otherSessionsEnded: 0, otherDevicesForgotten: 1, apiKeysRevoked: 2 });
      for (const key of keys) {
        expect(await keyIsActive(local, key.id)).toBe(false);
        expect((await adminRequest(local, "/api/admin/tags", { bearer: key.key })).status).toBe(401);
      }
    } finally {
      await local.close();
    }
  }, 60_000);
});

describe("the strength meter", () => {
  test("scores as the policy judges: weak ones with the reason, strong ones acceptable; a huge one is a 400", async () => {
    const cookie = await login(t);
    const rate = (password: unknown) => adminRequest(t, "/api/admin/security/password-strength", { method: "POST", cookie, body: { password } });
    expect(await json(await rate("password1234"))).toEqual({ score: 1, acceptable: false, warning: "This is similar to a commonly used password." });
    expect(await json(await rate("correct"))).toMatchObject({ acceptable: false, warning: "Use at least 12 characters." });
    expect(await json(await rate(NEW_PASSWORD))).toEqual({ score: 4, acceptable: true });
    expect((await rate("z".repeat(10 * 1024))).status).toBe(400);
    expect((await rate(42)).status).toBe(400);
  });
});

describe("admin:password", () => {
  test("a weak password is refused in one line and nothing is opened or changed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admin-password-"));
    try {
      const proc = Bun.spawn([BUN, NO_ENV_FILE, "db/admin-password-cli.ts"], {
        cwd: join(import.meta.dir, "../.."),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: join(dataDir, "db") },
        stdin: new TextEncoder().encode("password1234\n"),
        stdout: "pipe",
        stderr: "pipe",
      });
      expect(await proc.exited).toBe(1);
      const stderr = await new Response(proc.stderr).text();
      expect(stderr.trim()).toBe("The password is too easy to guess. This is similar to a commonly used password. Nothing changed.");
      expect(stderr).not.toContain("password1234");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
