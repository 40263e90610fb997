/**
 * A fresh, migrated database per call: PGlite in memory (restored from a dump of one migrated
 * database, ~0.5 s) or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server.
 */
import postgres from "postgres";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../db/client.ts";

let migratedDump: Promise<Blob> | undefined;

async function dumpOfMigratedPglite(): Promise<Blob> {
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c?: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  return dump;
}

async function freshPglite(): Promise<DatabaseHandle> {
  migratedDump ??= dumpOfMigratedPglite();
  return openDatabase({ kind: "pglite", loadDataDir: await migratedDump });
}

/** A test database; on PostgreSQL also its URL, so that a second instance can open it too. */
export type TestDatabase = DatabaseHandle & { url?: string };

async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 20 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export const testDatabaseKind: "pglite" | "postgres" = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * @example const database = await createTestDatabase(); … await database.close();
 */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}
