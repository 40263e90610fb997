/**
 * Migration 0012 gives every existing author the slug the admin's slugify() makes of the name, in id order,
 * with -2, -3… for a taken one: a database migrated up to the migration before it, with authors whose names
 * test the rule, is migrated the rest of the way. On PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { slugify } from "../src/shared/slugify.ts";
import { createEmptyDatabase, type EmptyDatabase } from "../tests/support/test-database.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "./client.ts";

const SLUGS_TAG = "0012_author_slugs";
const migrations = join(import.meta.dir, "migrations");

/** A copy of the migrations folder whose journal stops just before the author slugs. */
function migrationsBeforeSlugs(): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-before-author-slugs-"));
  cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === SLUGS_TAG);
  expect(index).toBeGreaterThan(0);
  mkdirSync(join(dir, "meta"), { recursive: true });
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

let database: DatabaseHandle;
let empty: EmptyDatabase | undefined;
let oldFolder: string;

beforeAll(async () => {
  oldFolder = migrationsBeforeSlugs();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    empty = await createEmptyDatabase(serverUrl, "authorslugs");
    database = await openDatabase({ kind: "postgres", url: empty.url });
    await migratePostgres(database.db as never, { migrationsFolder: oldFolder });
  } else {
    database = await openDatabase({ kind: "pglite" });
    await migratePglite(database.db as never, { migrationsFolder: oldFolder });
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
  await empty?.drop();
  rmSync(oldFolder, { recursive: true, force: true });
});

// Names that test each step of the rule, and repeats that need -2, -3 (one of them clashing with a name's own "-2").
const NAMES = [
  "Maria Costa",
  "  Maria   Costa  ",
  "maria-costa",
  "Maria Costa 2",
  "Jo O'Neil!",
  "Café Owner",
  "Under_score -- Name",
  "Tab\tand\u00a0no-break\u2003space",
  "İstanbul Kelvin\u212a",
  "Зоя",
  "日本",
  "---",
  "Ünïcödé Ñame",
];

/** What the admin would have given these authors, created in this order (admin-taxonomy's rule). */
function expectedSlugs(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = slugify(name) || "author";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

test("existing authors get slugify(name), de-duplicated in id order; the slug is then required and unique", async () => {
  const { db } = database;
  for (const name of NAMES) await db.execute(sql`insert into authors (name) values (${name})`);
  await migrateDatabase(database);
  const rows = rowsOf<{ name: string; slug: string }>(await db.execute(sql`select name, slug from authors order by id`));
  expect(rows.map((row) => row.name)).toEqual(NAMES);
  expect(rows.map((row) => row.slug)).toEqual(expectedSlugs(NAMES));
  const failure = await Promise.resolve(db.execute(sql`insert into authors (name, slug) values ('Again', ${rows[0]!.slug})`)).then(
    () => "inserted",
    (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message}`,
  );
  expect(failure).toContain("authors_slug_unique");
  const missing = await Promise.resolve(db.execute(sql`insert into authors (name) values ('No slug')`)).then(
    () => "inserted",
    (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message}`,
  );
  expect(missing).toContain("null");
});
