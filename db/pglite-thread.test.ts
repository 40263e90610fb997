/**
 * The embedded database in a thread of its own (db/pglite-thread.ts), as the server opens it: the same answers as
 * PGlite on this thread, through drizzle, for rows, errors, transactions, NOTIFY and dumps; and the requests'
 * thread stays free while it works. The rest of the suite opens PGlite on its own thread (tests/support/test-database.ts).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { isConnectionFailure } from "./availability.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "./client.ts";
import { constraintViolation } from "./queries/admin-db-errors.ts";
import { rowsOf } from "./queries/rows-of.ts";
import { categories } from "./schema/index.ts";

let threaded: DatabaseHandle;
let direct: DatabaseHandle;

/** What `$client` offers besides queries, on either thread. */
const dumpOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: { dumpDataDir(c?: "none"): Promise<Blob> } }).$client.dumpDataDir("none");
let migrated: Blob;

beforeAll(async () => {
  direct = await openDatabase({ kind: "pglite" });
  await migrateDatabase(direct);
  migrated = await dumpOf(direct);
  threaded = await openDatabase({ kind: "pglite", loadDataDir: migrated, ownThread: true });
  for (const { db } of [threaded, direct]) {
    await db.execute(sql`create table thread_probe (n integer primary key, at timestamptz, day date, amount numeric(10,2), doc jsonb, bytes bytea, tags text[], big bigint)`);
  }
}, 60_000);
afterAll(async () => {
  await threaded?.close();
  await direct?.close();
});

const probeRow = sql`insert into thread_probe values (1, '2026-03-04 05:06:07.891+00', '2026-03-04', 12.5, '{"a":[1,"x"],"b":null}', '\\x00ff10', '{one,"two words"}', 9007199254740993)`;

test("rows come back as they do on the server's own thread: dates, numbers, JSON, bytes, arrays", async () => {
  await threaded.db.execute(probeRow);
  await direct.db.execute(probeRow);
  const read = sql`select n, at, day, amount, doc, bytes, tags, big from thread_probe`;
  const fromThread = rowsOf(await threaded.db.execute(read));
  expect(fromThread).toEqual(rowsOf(await direct.db.execute(read)));
  expect(fromThread).toHaveLength(1);
  // Through the query builder too, where drizzle reads rows as arrays and maps them itself.
  await threaded.db.insert(categories).values({ name: "Thread", slug: "thread" });
  await direct.db.insert(categories).values({ name: "Thread", slug: "thread" });
  const pick = (handle: DatabaseHandle) => handle.db.select({ name: categories.name, createdAt: categories.createdAt }).from(categories).where(eq(categories.slug, "thread"));
  const [row] = await pick(threaded);
  expect(row?.name).toBe("Thread");
  expect(row?.createdAt).toBeInstanceOf(Date);
});

test("a constraint error arrives with its SQLSTATE and constraint, as the admin reads it", async () => {
  const duplicate = threaded.db.insert(categories).values({ name: "Again", slug: "thread" });
  const error = await duplicate.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(constraintViolation(error)).toEqual({ kind: "unique", constraint: expect.stringContaining("slug") });
  expect(isConnectionFailure(error)).toBe(false);
});

test("a transaction commits when its callback returns and rolls back when it throws; a statement from outside waits for it", async () => {
  await threaded.db.transaction(async (tx) => {
    await tx.execute(sql`insert into thread_probe (n) values (10)`);
    await tx.transaction(async (inner) => {
      await inner.execute(sql`insert into thread_probe (n) values (11)`);
    });
  });
  let outside!: Promise<unknown>;
  let countInside: number | undefined;
  // Not `expect(…).rejects` anywhere here: in bun test 1.4.5 a Worker's message that arrives while the matcher
  // waits is never delivered, so the test would time out (a Bun bug; a plain `await` is unaffected).
  const failure = await threaded.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (n) values (20)`);
      outside = threaded.db.execute(sql`insert into thread_probe (n) values (21)`);
      await Bun.sleep(20);
      countInside = rowsOf<{ count: number }>(await tx.execute(sql`select count(*)::int as count from thread_probe where n >= 20`))[0]?.count;
      throw new Error("rolled back");
    })
    .then(
      () => undefined,
      (error: Error) => error.message,
    );
  expect(failure).toBe("rolled back");
  // Had the outside statement run inside the transaction, the count there would have been 2.
  expect(countInside).toBe(1);
  await outside;
  const numbers = rowsOf<{ n: number }>(await threaded.db.execute(sql`select n from thread_probe where n >= 10 order by n`)).map((row) => row.n);
  expect(numbers).toEqual([10, 11, 21]);
});

test("a NOTIFY reaches its listener before the statement that sent it resolves", async () => {
  const heard: string[] = [];
  const listener = threaded.listen("thread_probe", { onNotify: (payload) => heard.push(payload), onListening: () => {}, onDisconnected: () => {} });
  await Bun.sleep(10);
  await threaded.db.execute(sql`select pg_notify('thread_probe', 'first')`);
  expect(heard).toEqual(["first"]);
  await listener.stop();
  await threaded.db.execute(sql`select pg_notify('thread_probe', 'after stop')`);
  expect(heard).toEqual(["first"]);
});

test("a prepared statement runs in the thread; a dump of the data directory opens elsewhere with the same rows", async () => {
  await threaded.execPrepared(sql`insert into thread_probe (n, doc) values (${30}, ${JSON.stringify({ it: "s" })}::jsonb)`);
  const dump = await dumpOf(threaded);
  const copy = await openDatabase({ kind: "pglite", loadDataDir: dump, ownThread: true });
  try {
    const read = sql`select n, doc from thread_probe order by n`;
    expect(rowsOf(await copy.db.execute(read))).toEqual(rowsOf(await threaded.db.execute(read)));
  } finally {
    await copy.close();
  }
});

/** How many of `count` inserts sent at once had finished when a zero-delay timer, set as they were sent, ran. */
async function finishedBeforeTimer(handle: DatabaseHandle, count: number): Promise<number> {
  await handle.db.execute(sql`create table if not exists burst_probe (n integer)`);
  let finished = 0;
  const timer = new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
  const inserts = Array.from({ length: count }, (_, i) => handle.db.execute(sql`insert into burst_probe values (${i})`).then(() => finished++));
  const atTimer = await timer;
  await Promise.all(inserts);
  return atTimer;
}

test("the requests' thread is free while the database works: a timer runs in the middle of a burst, not after it", async () => {
  // On the same thread PGlite answers in microtasks, so the whole burst ends before any timer: the reference.
  expect(await finishedBeforeTimer(direct, 300)).toBe(300);
  expect(await finishedBeforeTimer(threaded, 300)).toBeLessThan(300);
});

test("once closed, a statement fails as a lost connection (a 503 for a request), not as a wrong query", async () => {
  const closing = await openDatabase({ kind: "pglite", loadDataDir: migrated, ownThread: true });
  await closing.ping();
  await closing.close();
  const error = await closing.db.execute(sql`select 1`).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isConnectionFailure(error)).toBe(true);
  // Closed on purpose: not lost, so the server does not exit 1 for it.
  expect(await Promise.race([closing.lost.then(() => "lost"), Bun.sleep(100).then(() => "not lost")])).toBe("not lost");
});

test("a thread that stops without being closed is lost: waiting and later statements fail as a lost connection", async () => {
  const crashing = await openDatabase({ kind: "pglite", loadDataDir: migrated, ownThread: true });
  const client = (crashing.db as unknown as { $client: { worker: Worker } }).$client;
  const waiting = crashing.db.execute(sql`select pg_sleep(0.5)`).then(
    () => undefined,
    (e: unknown) => e,
  );
  client.worker.terminate();
  const reason = await crashing.lost;
  expect(reason.message).toContain("stopped");
  expect(isConnectionFailure(await waiting)).toBe(true);
  const later = await crashing.db.execute(sql`select 1`).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isConnectionFailure(later)).toBe(true);
  await crashing.close();
});
