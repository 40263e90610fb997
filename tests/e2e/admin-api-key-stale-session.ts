/**
 * `bun tests/e2e/admin-api-key-stale-session.ts <dataDir> <password> [count]`: prepares an embedded database
 * for the API key password-prompt browser test before its server starts on it — the admin user with that
 * password, `count` sessions (default 1) whose owner last proved who they are 20 minutes ago, as a
 * dashboard left open that long would be, and a key that expired two days ago (`EXPIRED_KEY_NAME`, which no
 * request can make). Prints the sessions' cookie tokens as a JSON array.
 *
 * Done here, before the server holds the data directory, because the server offers no way to make a
 * session old and the browser test should not wait 15 minutes for one.
 */
import { eq } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "../../db/client.ts";
import { createApiKey } from "../../db/queries/api-keys.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { ADMIN_USERNAME, ensureAdminUser } from "../../src/auth/admin-user.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import { createSessionStore } from "../../src/auth/lucia.ts";
import { RECENT_AUTHENTICATION_MS } from "../../src/auth/reauthenticate.ts";

const EXPIRED_KEY_NAME = "Last year's export";

const [dataDir, password, count = "1"] = process.argv.slice(2);
if (!dataDir || !password) throw new Error("usage: bun tests/e2e/admin-api-key-stale-session.ts <dataDir> <password> [count]");

const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await migrateDatabase(database);
  const db = database.db;
  await ensureAdminUser(db, password);
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME));
  const store = createSessionStore(db);
  const tokens: string[] = [];
  for (let i = 0; i < Number(count); i++) {
    const session = await store.createSession(admin!.id, { userAgent: "e2e", network: "127.0.0.0/24" });
    await db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - RECENT_AUTHENTICATION_MS - 5 * 60_000) })
      .where(eq(sessions.id, session.id));
    tokens.push(session.token);
  }
  const key = generateApiKey();
  await createApiKey(db, {
    name: EXPIRED_KEY_NAME,
    keyHash: key.hash,
    keyFirstFour: key.firstFour,
    keyLastFour: key.lastFour,
    scopes: ["leads:read"],
    expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
  });
  console.log(JSON.stringify(tokens));
} finally {
  await database.close();
}
