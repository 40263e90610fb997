/**
 * Migration 0012 gives every existing author the slug the admin's slugify() makes of the name, in id order,
 * with -2, -3… for a taken one: a database migrated up to the migration before it, with authors whose names
 * test the rule, is migrated the rest of the way. On PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { slugify } from "../src/shared/slugify.ts";
import { type DatabaseBeforeTag, openDatabaseBefore } from "../tests/support/migrated-before.ts";
import { type DatabaseHandle, migrateDatabase } from "./client.ts";

const SLUGS_TAG = "0012_author_slugs";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

let migrated: DatabaseBeforeTag | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  migrated = await openDatabaseBefore(SLUGS_TAG, { prefix: "migrations-before-author-slugs-", name: "authorslugs" });
  database = migrated.database;
}, 60_000);

afterAll(async () => {
  await migrated?.close();
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
