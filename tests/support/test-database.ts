/**
 * A fresh, migrated database per call: PGlite in memory (restored from a dump of one migrated
 * database, ~0.5 s) or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server.
 */
import postgres from "postgres";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../db/client.ts";
import { registerThrowAwayUrl, THROWAWAY_CLUSTER_NAME } from "./sandbox.ts";

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

/**
 * Refuses any PostgreSQL server but a throw-away one (tests/postgres-server.ts names its cluster), before
 * anything is written: a TEST_DATABASE_URL from a shell or a `.env.test` cannot reach someone's data.
 */
export async function assertThrowAwayServer(admin: postgres.Sql): Promise<void> {
  const [row] = await admin<{ name: string }[]>`select current_setting('cluster_name') as name`;
  if (row?.name !== THROWAWAY_CLUSTER_NAME) {
    throw new Error(
      `TEST_DATABASE_URL names a PostgreSQL server the tests did not start (cluster_name "${row?.name ?? ""}", ` +
        `expected "${THROWAWAY_CLUSTER_NAME}"): refusing to touch it. \`npm test\` starts its own.`,
    );
  }
}

/** A database on a throw-away server (refused on any other), not even migrated: what a first deployment starts from. */
export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * @example const empty = await createEmptyDatabase(process.env.TEST_DATABASE_URL!, "instances"); … await empty.drop();
 */
export async function createEmptyDatabase(serverUrl: string, prefix = "test"): Promise<EmptyDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await assertThrowAwayServer(admin);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw error;
  }
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Checked above to be on a throw-away server: a child process (a server under test) may be pointed at it.
  registerThrowAwayUrl(url.toString());
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const empty = await createEmptyDatabase(serverUrl);
  const handle = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 20 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: empty.url,
    async close() {
      await handle.close();
      await empty.drop();
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
