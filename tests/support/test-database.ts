/**
 * A fresh, migrated database per call: PGlite in memory (restored from a dump of one migrated
 * database, ~0.5 s) or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server, copied
 * from a template migrated once per server (`CREATE DATABASE … TEMPLATE`), not migrated again each time.
 * A test file may start from a filled base instead (`DatabaseBase`: 10,000 posts, say), made once and
 * copied the same way: on PGlite its dump is kept in .cache/test-databases for later runs.
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from "../../db/client.ts";
import { fingerprintFiles } from "../../src/render/asset-build.ts";
import { registerThrowAwayUrl, THROWAWAY_CLUSTER_NAME } from "./sandbox.ts";

/** What a test file's database holds besides the migrations, made once and copied for each test app. */
export interface DatabaseBase {
  /** Names its cached dump and its template: lower-case letters, digits and underscores. */
  name: string;
  /** Writes the content into a migrated database. */
  fill(db: Database): Promise<void>;
}

let migratedDump: Promise<Blob> | undefined;

async function dumpOfMigratedPglite(): Promise<Blob> {
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c?: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  return dump;
}

async function freshPglite(base?: DatabaseBase): Promise<DatabaseHandle> {
  migratedDump ??= dumpOfMigratedPglite();
  return openDatabase({ kind: "pglite", loadDataDir: await (base ? pgliteBaseDump(base) : migratedDump) });
}

const baseCacheDir = join(import.meta.dir, "..", "..", ".cache", "test-databases");

/**
 * Names a base's content: the migrations, the database code and shared helpers a fill reads, the locked
 * packages (PGlite's version among them). Any change to them makes a new base rather than reuse a stale one.
 */
function baseKey(base: DatabaseBase): string {
  return `${base.name}_${fingerprintFiles(["db/**/*.ts", "db/migrations/**/*", "src/shared/**/*.ts", "tests/support/database-bases.ts", "tests/support/test-database.ts"], ["package-lock.json"]).slice(0, 12)}`;
}

const baseDumps = new Map<string, Promise<Blob>>();

/** A base's PGlite dump: read from the cache, or made by the first process that asks while the others wait for it. */
function pgliteBaseDump(base: DatabaseBase): Promise<Blob> {
  const key = baseKey(base);
  let dump = baseDumps.get(key);
  if (!dump) {
    dump = cachedOrBuilt(join(baseCacheDir, `${key}.tar`), async () => {
      migratedDump ??= dumpOfMigratedPglite();
      const handle = await openDatabase({ kind: "pglite", loadDataDir: await migratedDump });
      try {
        await base.fill(handle.db);
        // Settled on disk: a restore then starts without replaying the fill's write-ahead log.
        await handle.db.execute(sql`checkpoint`);
        return await (handle.db as unknown as { $client: { dumpDataDir(c?: "none"): Promise<Blob> } }).$client.dumpDataDir("none");
      } finally {
        await handle.close();
      }
    });
    baseDumps.set(key, dump);
  }
  return dump;
}

/** A lock older than this was left by a killed process: the next one takes over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/**
 * The file's bytes, made by `build` when it is missing. Processes of a parallel run take turns through a lock
 * file, so one builds while the others wait to read; the file appears whole (written aside, then renamed).
 */
async function cachedOrBuilt(file: string, build: () => Promise<Blob>): Promise<Blob> {
  mkdirSync(baseCacheDir, { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let fd: number;
    try {
      fd = openSync(lock, "wx");
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { force: true });
      await Bun.sleep(250);
      continue;
    }
    try {
      if (existsSync(file)) continue;
      const built = await build();
      const prefix = file.slice(0, file.lastIndexOf("_") + 1);
      // Dumps of this base made from other sources are of no more use.
      for (const old of readdirSync(baseCacheDir)) if (join(baseCacheDir, old).startsWith(prefix) && old.endsWith(".tar")) rmSync(join(baseCacheDir, old), { force: true });
      writeFileSync(`${file}.${process.pid}`, new Uint8Array(await built.arrayBuffer()));
      renameSync(`${file}.${process.pid}`, file);
      return built;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
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

/** Per server URL and template name: a test may point TEST_DATABASE_URL elsewhere for a while. */
const templates = new Map<string, Promise<string>>();

/**
 * A template on this server, made by the first test process that asks (under an advisory lock, so workers of a
 * parallel run wait for it rather than race): created as a copy of `from` (or empty), filled by `fill`, under a
 * scratch name, then renamed, so a process killed half-way leaves no half-made template behind.
 */
function templateOnce(serverUrl: string, name: string, fill: (db: DatabaseHandle) => Promise<unknown>, from?: () => Promise<string>): Promise<string> {
  const cacheKey = `${serverUrl} ${name}`;
  const known = templates.get(cacheKey);
  if (known) return known;
  const template = (async () => {
    const source = from ? await from() : undefined;
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
          await reserved.unsafe(`create database "${scratch}"${source ? ` template "${source}"` : ""}`);
          const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, scratch), maxConnections: 2 });
          try {
            await fill(handle);
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
  templates.set(cacheKey, template);
  template.catch(() => templates.delete(cacheKey));
  return template;
}

/** The migrated template on this server. */
function migratedTemplate(serverUrl: string): Promise<string> {
  return templateOnce(serverUrl, templateName(), migrateDatabase);
}

/** A base's template on this server: a copy of the migrated one, filled. */
function baseTemplate(serverUrl: string, base: DatabaseBase): Promise<string> {
  return templateOnce(
    serverUrl,
    baseKey(base),
    (handle) => base.fill(handle.db),
    () => migratedTemplate(serverUrl),
  );
}

async function freshPostgres(serverUrl: string, base?: DatabaseBase): Promise<TestDatabase> {
  const template = base ? await baseTemplate(serverUrl, base) : await migratedTemplate(serverUrl);
  const copy = await createEmptyDatabase(serverUrl, "test", { template });
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
 * @example const big = await createTestDatabase({ base: scalePosts }); // tests/support/database-bases.ts
 */
export function createTestDatabase(options: { base?: DatabaseBase } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url, options.base) : freshPglite(options.base);
}
