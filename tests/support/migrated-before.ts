/**
 * A database migrated up to just before one migration, for tests of what that migration does to existing rows:
 * a copy of db/migrations whose journal stops before the tag, applied to PGlite or (with TEST_DATABASE_URL)
 * to an empty PostgreSQL database. The test then migrates it the rest of the way (migrateDatabase).
 */
import { expect } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { createEmptyDatabase, type EmptyDatabase } from "./test-database.ts";

const migrations = join(import.meta.dir, "..", "..", "db", "migrations");

interface Journal {
  entries: { tag: string }[];
}

/**
 * A copy of the migrations folder whose journal stops just before `tag` (the caller removes it).
 * @example const dir = migrationsBefore("0012_author_slugs", "migrations-before-author-slugs-");
 */
export function migrationsBefore(tag: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  mkdirSync(join(dir, "meta"), { recursive: true });
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

/** The database a migration test starts from, and how to throw it away (the database, then the folder). */
export interface DatabaseBeforeTag {
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A database migrated up to just before `tag`: on PostgreSQL an empty database named after `name`, else PGlite.
 * @example const before = await openDatabaseBefore("0012_author_slugs", { prefix: "migrations-before-author-slugs-", name: "authorslugs" });
 */
export async function openDatabaseBefore(tag: string, options: { prefix: string; name: string }): Promise<DatabaseBeforeTag> {
  const oldFolder = migrationsBefore(tag, options.prefix);
  let database: DatabaseHandle | undefined;
  let empty: EmptyDatabase | undefined;
  const close = async () => {
    await database?.close();
    await empty?.drop();
    rmSync(oldFolder, { recursive: true, force: true });
  };
  try {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      empty = await createEmptyDatabase(serverUrl, options.name);
      database = await openDatabase({ kind: "postgres", url: empty.url });
      await migratePostgres(database.db as never, { migrationsFolder: oldFolder });
    } else {
      database = await openDatabase({ kind: "pglite" });
      await migratePglite(database.db as never, { migrationsFolder: oldFolder });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}
