/**
 * A fresh, migrated database per call: PGlite in memory (restored from a dump of one migrated
 * database, ~0.5 s) or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server, copied
 * from a template migrated once per server (`CREATE DATABASE … TEMPLATE`), not migrated again each time.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
export async function createEmptyDatabase(serverUrl: string, prefix = "test", options: { template?: string } = {}): Promise<EmptyDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await assertThrowAwayServer(admin);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw error;
  }
  await admin.unsafe(`create database "${name}"${options.template ? ` template "${options.template}"` : ""}`);
  const url = databaseUrl(serverUrl, name);
  // Checked above to be on a throw-away server: a child process (a server under test) may be pointed at it.
  registerThrowAwayUrl(url);
  return {
    url,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const migrationsFolder = join(import.meta.dir, "..", "..", "db", "migrations");

/** Names the migrations it holds: a template made before a migration was added (or changed) is never used. */
function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return `migrated_template_${hash.digest("hex").slice(0, 12)}`;
}

/** Any constant: test processes running side by side make the template one at a time. */
const TEMPLATE_LOCK_ID = 7_261_505;

/** Per server URL: a test may point TEST_DATABASE_URL elsewhere for a while. */
const templates = new Map<string, Promise<string>>();

/**
 * The migrated template on this server, made by the first test process that asks (under an advisory lock, so
 * workers of a parallel run wait for it rather than race): built under a scratch name, then renamed, so a
 * process killed half-way leaves no half-migrated template behind.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  const known = templates.get(serverUrl);
  if (known) return known;
  const template = (async () => {
    const name = templateName();
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await assertThrowAwayServer(admin);
      const reserved = await admin.reserve();
      try {
        await reserved`select pg_advisory_lock(${TEMPLATE_LOCK_ID})`;
        const [existing] = await reserved`select 1 from pg_database where datname = ${name}`;
        if (!existing) {
          const scratch = `${name}_building`;
          await reserved.unsafe(`drop database if exists "${scratch}" with (force)`);
          await reserved.unsafe(`create database "${scratch}"`);
          const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, scratch), maxConnections: 2 });
          try {
            await migrateDatabase(handle);
          } finally {
            await handle.close();
          }
          await reserved.unsafe(`alter database "${scratch}" rename to "${name}"`);
          await reserved.unsafe(`alter database "${name}" is_template true`);
        }
      } finally {
        await reserved`select pg_advisory_unlock(${TEMPLATE_LOCK_ID})`.catch(() => {});
        reserved.release();
      }
      return name;
    } finally {
      await admin.end({ timeout: 5 });
    }
  })();
  templates.set(serverUrl, template);
  template.catch(() => templates.delete(serverUrl));
  return template;
}

async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const copy = await createEmptyDatabase(serverUrl, "test", { template: await migratedTemplate(serverUrl) });
  const handle = await openDatabase({ kind: "postgres", url: copy.url, maxConnections: 20 });
  return {
    ...handle,
    url: copy.url,
    async close() {
      await handle.close();
      await copy.drop();
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
