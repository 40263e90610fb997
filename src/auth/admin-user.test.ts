import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { ADMIN_USERNAME, AdminPasswordMissingError, ensureAdminUser, setAdminPassword } from "./admin-user.ts";
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
