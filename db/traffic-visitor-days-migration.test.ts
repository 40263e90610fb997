/**
 * The migration that keeps a visitor's marks in one row per day moves today's marks there, so that an upgrade
 * during the day counts no one twice: a database migrated up to the migration before it, with a visitor's marks
 * and a client address's mark in the old table, is migrated the rest of the way and counts the visitor's next
 * view as no new visitor. On PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type DatabaseBeforeTag, openDatabaseBefore } from "../tests/support/migrated-before.ts";
import { type DatabaseHandle, migrateDatabase } from "./client.ts";
import { utcDay } from "./queries/funnel-stats.ts";
import { rowsOf } from "./queries/rows-of.ts";
import { recordPageViews } from "./queries/traffic.ts";

const TAG = "0027_traffic_visitor_days";
const VISITOR = "a".repeat(32);
const CLIENT = "c".repeat(32);

let migrated: DatabaseBeforeTag | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  migrated = await openDatabaseBefore(TAG, { prefix: "migrations-before-visitor-days-", name: "visitordays" });
  database = migrated.database;
}, 60_000);

afterAll(async () => {
  await migrated?.close();
});

test("today's marks of a visitor move to its one row; entry marks and a client's marks stay; the next view counts no new visitor", async () => {
  const { db } = database;
  const day = utcDay(new Date());
  const first = new Date(Date.now() - 60 * 60 * 1000);
  await db.execute(sql`
    insert into traffic_visitor_marks (day, visitor, kind, value, created_at)
    values (${day}::date, ${VISITOR}, 'site', '', ${first.toISOString()}::timestamptz),
           (${day}::date, ${VISITOR}, 'page', '/blog', now()),
           (${day}::date, ${VISITOR}, 'device', 'mobile', now()),
           (${day}::date, ${VISITOR}, 'source', 'news.example.org', now()),
           (${day}::date, ${VISITOR}, 'entry', '/blog', ${first.toISOString()}::timestamptz),
           (${day}::date, ${CLIENT}, 'referrer', 'news.example.org', now())`);

  await migrateDatabase(database);

  const days = rowsOf<{ visitor: string; marks: string[]; created_at: unknown }>(await db.execute(sql`select visitor, marks, created_at from traffic_visitor_days`));
  expect(days.map((d) => ({ visitor: d.visitor, marks: d.marks }))).toEqual([{ visitor: VISITOR, marks: ["device mobile", "page /blog", "site ", "source news.example.org"] }]);
  expect(new Date(String(days[0]!.created_at)).getTime()).toBe(first.getTime());
  const left = rowsOf<{ visitor: string; kind: string }>(await db.execute(sql`select visitor, kind from traffic_visitor_marks order by kind`));
  expect(left).toEqual([
    { visitor: VISITOR, kind: "entry" },
    { visitor: CLIENT, kind: "referrer" },
  ]);

  const source = { utmSource: "", utmMedium: "", utmCampaign: "", referrerHost: "" };
  await recordPageViews(database, day, [{ visitor: VISITOR, client: CLIENT, path: "/blog", device: "mobile", startsVisit: false, source, at: new Date(), views: 1 }]);
  const site = rowsOf<{ views: number; visitors: number }>(await db.execute(sql`select views, visitors from traffic_daily where dimension = 'site'`));
  expect(site).toEqual([{ views: 1, visitors: 0 }]);
});
