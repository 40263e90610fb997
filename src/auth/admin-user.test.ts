import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import { adminDevices, adminFactors, adminUsers, apiKeys, authChallenges, recoveryCodes, sessions } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { EnvError, parseEnv } from "../env.ts";
import { ADMIN_USERNAME, AdminPasswordMissingError, changeAdminPassword, ensureAdminUser, removeEveryFactor, setAdminPassword } from "./admin-user.ts";
import { verifyPassword } from "./password.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

async function storedHash() {
  const [row] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME));
  return row!;
}

describe("ensureAdminUser", () => {
  test("without ADMIN_PASSWORD the first start generates a strong password and stores only its hash", async () => {
    const first = await ensureAdminUser(database.db, undefined);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await storedHash();
    expect(row.passwordHash).toStartWith("$argon2id$");
    expect(row.passwordHash).not.toContain(first.generatedPassword!);
    expect(await verifyPassword(first.generatedPassword!, row.passwordHash)).toBe(true);

    const second = await ensureAdminUser(database.db, undefined);
    expect(second.generatedPassword).toBeUndefined();
    expect((await storedHash()).passwordHash).toBe(row.passwordHash);
  });

  test("a new ADMIN_PASSWORD replaces the hash and ends every session", async () => {
    const admin = await storedHash();
    await database.db.insert(sessions).values({ id: "s1", userId: admin.id, expiresAt: new Date(Date.now() + 60_000) });
    const result = await ensureAdminUser(database.db, "correct horse battery");
    expect(result).toEqual({ passwordChanged: true });
    expect(await verifyPassword("correct horse battery", (await storedHash()).passwordHash)).toBe(true);
    expect(await database.db.select().from(sessions)).toHaveLength(0);

    expect(await ensureAdminUser(database.db, "correct horse battery")).toEqual({ passwordChanged: false });
  });

  test("setAdminPassword (admin:password) replaces the hash and ends every session", async () => {
    const admin = await storedHash();
    await database.db.insert(sessions).values({ id: "s2", userId: admin.id, expiresAt: new Date(Date.now() + 60_000) });
    await setAdminPassword(database.db, "set from the command line");
    expect(await verifyPassword("set from the command line", (await storedHash()).passwordHash)).toBe(true);
    expect((await storedHash()).id).toBe(admin.id);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe("a deployment (no password may be generated)", () => {
  test("no admin and no ADMIN_PASSWORD: refused in one line; after setAdminPassword it starts, generating nothing", async () => {
    const empty = await createTestDatabase();
    try {
      await expect(ensureAdminUser(empty.db, undefined, { mayGenerate: false })).rejects.toThrow(AdminPasswordMissingError);
      expect(await empty.db.select().from(adminUsers)).toHaveLength(0);
      await setAdminPassword(empty.db, "chosen by the operator");
      expect(await ensureAdminUser(empty.db, undefined, { mayGenerate: false })).toEqual({ passwordChanged: false });
      const withPassword = await ensureAdminUser(empty.db, "from the environment", { mayGenerate: false });
      expect(withPassword).toEqual({ passwordChanged: true });
    } finally {
      await empty.close();
    }
  }, 60_000);
});

describe("the password policy at the start", () => {
  test.each([
    ["password1234", "The password is too easy to guess. This is similar to a commonly used password."],
    ["Summer-2024", "The password must be at least 12 characters."],
    ["qwertyuiop12", "The password is too easy to guess. This is similar to a commonly used password."],
  ])("a weak ADMIN_PASSWORD (%p) stops the start with one line that says why and never shows it", (password, reason) => {
    let error: unknown;
    try {
      parseEnv({ ADMIN_PASSWORD: password });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toBe(`Invalid environment variable ADMIN_PASSWORD: ${reason}`);
    expect(message).not.toContain(password);
    expect(message).not.toContain("\n");
  });

  test("a strong ADMIN_PASSWORD starts", () => {
    expect(parseEnv({ ADMIN_PASSWORD: "correct-horse-battery-staple-7" }).adminPassword).toBe("correct-horse-battery-staple-7");
  });
});

describe("changeAdminPassword (Change password in the Security tab)", () => {
  test("replaces the hash, ends the other sessions and their ceremonies, keeps this one; keys only when asked", async () => {
    const admin = await storedHash();
    const soon = new Date(Date.now() + 60_000);
    await database.db.insert(sessions).values([
      { id: "keep", userId: admin.id, expiresAt: soon },
      { id: "other-1", userId: admin.id, expiresAt: soon },
      { id: "other-2", userId: admin.id, expiresAt: soon },
    ]);
    await database.db.insert(authChallenges).values([
      { id: "mine", purpose: "totp-enrol", userId: admin.id, sessionId: "keep", expiresAt: soon },
      { id: "theirs", purpose: "totp-enrol", userId: admin.id, sessionId: "other-1", expiresAt: soon },
      { id: "half-login", purpose: "login", userId: admin.id, sessionId: null, expiresAt: soon },
    ]);
    await database.db.insert(apiKeys).values({ name: "k", keyHash: "h-1", keyFirstFour: "bza_", keyLastFour: "abcd" });
    await database.db.insert(adminDevices).values([
      { id: "this-browser", userId: admin.id, createdAt: new Date(), lastLoginAt: new Date() },
      { id: "a-thiefs-browser", userId: admin.id, createdAt: new Date(), lastLoginAt: new Date() },
    ]);

    const kept = await changeAdminPassword(database.db, admin.id, "a changed strong password", { keepSessionId: "keep", keepDeviceId: "this-browser", revokeApiKeys: false });
    expect(kept).toEqual({ otherSessionsEnded: 2, otherDevicesForgotten: 1, apiKeysRevoked: 0 });
    expect((await database.db.select().from(adminDevices)).map((d) => d.id)).toEqual(["this-browser"]);
    expect(await verifyPassword("a changed strong password", (await storedHash()).passwordHash)).toBe(true);
    expect((await database.db.select().from(sessions)).map((s) => s.id)).toEqual(["keep"]);
    expect((await database.db.select().from(authChallenges)).map((c) => c.id)).toEqual(["mine"]);
    expect((await database.db.select().from(apiKeys)).every((k) => k.isActive)).toBe(true);

    const revoked = await changeAdminPassword(database.db, admin.id, "another changed password", { keepSessionId: "keep", revokeApiKeys: true });
    expect(revoked).toEqual({ otherSessionsEnded: 0, otherDevicesForgotten: 1, apiKeysRevoked: 1 });
    expect((await database.db.select().from(apiKeys)).some((k) => k.isActive)).toBe(false);
  });
});

describe("admin:password (setAdminPassword, removeEveryFactor)", () => {
  test("a password set from the command line forgets every browser; --remove-factors removes every factor and recovery code", async () => {
    const admin = await storedHash();
    await database.db.insert(adminDevices).values({ id: "known-browser", userId: admin.id, createdAt: new Date(), lastLoginAt: new Date() });
    await database.db.insert(adminFactors).values({ id: crypto.randomUUID(), userId: admin.id, kind: "totp", name: "a thief's phone", totpSecret: "JBSWY3DPEHPK3PXP" });
    await database.db.insert(recoveryCodes).values({ userId: admin.id, codeHash: "x" });
    await setAdminPassword(database.db, "a password from the terminal");
    expect(await database.db.select().from(adminDevices)).toEqual([]);
    expect(await removeEveryFactor(database.db)).toBe(1);
    expect(await database.db.select().from(adminFactors)).toEqual([]);
    expect(await database.db.select().from(recoveryCodes)).toEqual([]);
  });
});
