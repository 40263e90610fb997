/**
 * execPrepared, what the page views are written with: on PGlite a named prepared statement per text
 * (db/pglite-prepared.ts), on PostgreSQL postgres.js's own. Run on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../tests/support/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { rowsOf } from "./queries/rows-of.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table prepared_probe (n integer primary key, label text, at timestamptz, doc jsonb)`);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const insert = (n: number, label: string | null, doc: unknown) =>
  database.execPrepared(
    sql`insert into prepared_probe (n, label, at, doc) values (${n}, ${label}, ${new Date(Date.UTC(2026, 0, 1, n)).toISOString()}::timestamptz, ${JSON.stringify(doc)}::jsonb)`,
  );

const rows = async () =>
  rowsOf<{ n: number; label: string | null; at: unknown; doc: unknown }>(await database.db.execute(sql`select n, label, at, doc from prepared_probe order by n`)).map((row) => ({
    ...row,
    at: new Date(String(row.at)).toISOString(),
  }));

test("one text run with other values each time: every value arrives as given, quotes and nulls included", async () => {
  await insert(1, "it's", { a: [1, "x"] });
  await insert(2, null, { b: '"quoted" \\ back' });
  await insert(3, "δ ✓", null);
  expect(await rows()).toEqual([
    { n: 1, label: "it's", at: "2026-01-01T01:00:00.000Z", doc: { a: [1, "x"] } },
    { n: 2, label: null, at: "2026-01-01T02:00:00.000Z", doc: { b: '"quoted" \\ back' } },
    { n: 3, label: "δ ✓", at: "2026-01-01T03:00:00.000Z", doc: null },
  ]);
});

test("a statement that fails throws, changes nothing, and the next one runs", async () => {
  await expect(insert(1, "again", {})).rejects.toThrow();
  await expect(database.execPrepared(sql`insert into no_such_table values (${1})`)).rejects.toThrow();
  await insert(4, "after", {});
  expect((await rows()).map((row) => `${row.n} ${row.label}`)).toEqual(["1 it's", "2 null", "3 δ ✓", "4 after"]);
});

test("sent while a transaction is open, it waits for the transaction and is not part of it", async () => {
  let written!: Promise<void>;
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (n, label) values (10, 'in the transaction')`);
      written = insert(11, "beside it", {});
      await Bun.sleep(20);
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  await written;
  const labels = (await rows()).map((row) => row.label);
  expect(labels).toContain("beside it");
  expect(labels).not.toContain("in the transaction");
});
