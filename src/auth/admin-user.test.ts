import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { ADMIN_USERNAME, ensureAdminUser } from "./admin-user.ts";
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
});
