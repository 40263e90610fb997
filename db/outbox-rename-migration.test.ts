/**
 * The migration that renamed lead_webhook_outbox to lead_notification_outbox keeps every row, and the worker's
 * claim still finds pending ones: a database migrated up to the migration before it, with deliveries in the
 * old table, is migrated the rest of the way. On PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { LEAD_ANSWERS } from "../tests/api/lead-support.ts";
import { type DatabaseBeforeTag, openDatabaseBefore } from "../tests/support/migrated-before.ts";
import { type DatabaseHandle, migrateDatabase } from "./client.ts";
import { claimDueDeliveries } from "./queries/lead-outbox.ts";

const RENAME_TAG = "0007_lead_notification_outbox";

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A lead as the release before the rename stored it. Written as SQL: the schema module describes the
 * newest tables, whose later columns a database migrated only this far does not have yet.
 */
async function insertOldLead(db: DatabaseHandle["db"], email: string): Promise<{ id: string }> {
  const a = LEAD_ANSWERS;
  const result = await db.execute(sql`
    insert into leads (business_type, pain_point, goals, contact_preference, first_name, last_name, email)
    values (${a.businessType}, ${a.painPoint}, ${a.goals}, ${a.contactPreference}, ${a.firstName}, ${a.lastName}, ${email})
    returning id`);
  return rowsOf<{ id: string }>(result)[0]!;
}

let migrated: DatabaseBeforeTag | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  migrated = await openDatabaseBefore(RENAME_TAG, { prefix: "migrations-before-rename-", name: "rename" });
  database = migrated.database;
}, 60_000);

afterAll(async () => {
  await migrated?.close();
});

test("renaming the outbox keeps its rows, its identity, its constraints, and pending rows stay claimable", async () => {
  const { db } = database;
  const first = await insertOldLead(db, LEAD_ANSWERS.email);
  const second = await insertOldLead(db, "second@example.com");
  await db.execute(sql`
    insert into lead_webhook_outbox (lead_id, channel, payload, attempts, delivered_at, last_error)
    values (${first!.id}, 'webhook', '{"event":"lead.created","n":1}', 1, now(), null),
           (${first!.id}, 'email', '{"n":2}', 12, null, '550 mailbox unavailable'),
           (${second!.id}, 'email', '{"n":3}', 2, null, 'connection refused')`);
  const before = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from lead_webhook_outbox order by id`));
  expect(before).toHaveLength(3);

  await migrateDatabase(database);

  const after = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from lead_notification_outbox order by id`));
  // Later migrations add columns (a reminder's mark, 0 for every other row); the rows are otherwise the same.
  expect(after.map((row) => row.mark)).toEqual(before.map(() => 0));
  expect(after.map(({ mark: _mark, ...row }) => row)).toEqual(before);
  // The old name is only a view, for the previous release's instances during a rolling deploy; no table,
  // index, sequence or constraint keeps it: a name that says webhook for e-mail rows misleads.
  const leftovers = rowsOf<{ name: string; kind: string }>(
    await db.execute(sql`
      select relname::text as name, relkind::text as kind from pg_class where relname like 'lead_webhook_outbox%'
      union all select conname::text, 'constraint' from pg_constraint where conname like 'lead_webhook_outbox%'`),
  );
  expect(leftovers).toEqual([{ name: "lead_webhook_outbox", kind: "v" }]);

  // The identity goes on after the old rows; the one-row-per-lead-and-channel rule still holds.
  const [added] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into lead_notification_outbox (lead_id, channel, payload) values (${second!.id}, 'webhook', '{}') returning id`),
  );
  expect(Number(added!.id)).toBeGreaterThan(Math.max(...before.map((row) => Number(row.id))));
  const duplicate = await Promise.resolve(db.execute(sql`insert into lead_notification_outbox (lead_id, channel, payload) values (${second!.id}, 'email', '{}')`)).then(
    () => undefined,
    (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message}`,
  );
  // The index that keeps one row per lead and channel (and, since reminders, mark) kept its new name.
  expect(duplicate).toContain("lead_notification_outbox_lead_channel_mark_idx");

  // The e-mail that failed twice is still due; the given-up one (12 attempts) and the delivered webhook are not.
  const claimed = await claimDueDeliveries(db, { channel: "email", limit: 10, holdMs: 60_000, maxAttempts: 12 });
  expect(claimed.map((row) => row.payload)).toEqual([{ n: 3 }]);
});

test("an instance of the previous release, still running during a rolling deploy, stores and claims through the old name", async () => {
  const { db } = database;
  const lead = await insertOldLead(db, "rolling@example.com");
  // The statements the previous release sends: its insert beside the lead, then its worker's claim and settle.
  await db.execute(sql`insert into "lead_webhook_outbox" ("lead_id", "channel", "payload") values (${lead!.id}, 'webhook', '{"n":4}')`);
  const [stored] = rowsOf<{ id: number; attempts: number }>(
    await db.execute(sql`select id, attempts from lead_notification_outbox where lead_id = ${lead!.id} and channel = 'webhook'`),
  );
  expect(Number(stored!.attempts)).toBe(0);
  const claimed = rowsOf<{ id: number }>(
    await db.execute(sql`
      update "lead_webhook_outbox"
         set locked_until = now() + make_interval(secs => 60), attempts = attempts + 1
       where id in (
         select id from "lead_webhook_outbox"
          where channel = 'webhook' and delivered_at is null and attempts < 12
            and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by id limit 10
          for update skip locked)
      returning id`),
  );
  expect(claimed.map((row) => Number(row.id))).toContain(Number(stored!.id));
  await db.execute(sql`update "lead_webhook_outbox" set delivered_at = now(), locked_until = null where id = ${stored!.id}`);
  const [settled] = rowsOf<{ delivered: boolean }>(await db.execute(sql`select delivered_at is not null as delivered from lead_notification_outbox where id = ${stored!.id}`));
  expect(settled!.delivered).toBe(true);
});
