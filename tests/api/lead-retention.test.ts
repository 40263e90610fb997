/**
 * LEAD_RETENTION_DAYS: the hourly maintenance deletes leads older than the limit with their notes, status
 * history, e-mail links and outbox rows; younger leads and everything of theirs stay; unset keeps all. Two
 * instances running it at once (on PostgreSQL: two connection pools) delete each lead once, without errors.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pruneOldLeads, startMaintenance } from "../../db/maintenance.ts";
import { createMarkContactedLink } from "../../db/queries/lead-links.ts";
import { changeLeadStatus } from "../../db/queries/lead-pipeline.ts";
import { deleteLeadsOlderThan } from "../../db/queries/lead-retention.ts";
import { leadActionLinks, leadNotes, leadNotificationOutbox, leadStatusChanges, leads } from "../../db/schema/index.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { storeDirectLead } from "../support/test-leads.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** A lead `days` old with a note, a status change, a link and an outbox row. */
async function leadWithEverything(db: Database, days: number): Promise<string> {
  const id = await storeDirectLead(db, ["webhook", "email"]);
  await db.insert(leadNotes).values({ leadId: id, body: "Called, left a message", actor: "session:test" });
  await changeLeadStatus(db, id, { to: "contacted", actor: "session:test" });
  await createMarkContactedLink(db, id, 7);
  await db
    .update(leads)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(leads.id, id));
  return id;
}

async function rowsOf(ids: string[]) {
  const count = async (table: typeof leadNotes | typeof leadStatusChanges | typeof leadActionLinks | typeof leadNotificationOutbox) =>
    (await t.deps.db.select({ leadId: table.leadId }).from(table).where(inArray(table.leadId, ids))).length;
  return {
    leads: (await t.deps.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))).length,
    notes: await count(leadNotes),
    history: await count(leadStatusChanges),
    links: await count(leadActionLinks),
    outbox: await count(leadNotificationOutbox),
  };
}

describe("lead retention", () => {
  test("older than the limit: the lead and everything kept beside it go; younger ones stay whole", async () => {
    const old = await leadWithEverything(t.deps.db, 400);
    const young = await leadWithEverything(t.deps.db, 10);
    expect(await rowsOf([old])).toEqual({ leads: 1, notes: 1, history: 1, links: 1, outbox: 2 });
    expect(await deleteLeadsOlderThan(t.deps.db, 365)).toBe(1);
    expect(await rowsOf([old])).toEqual({ leads: 0, notes: 0, history: 0, links: 0, outbox: 0 });
    expect(await rowsOf([young])).toEqual({ leads: 1, notes: 1, history: 1, links: 1, outbox: 2 });
    // Safe to run again: nothing left to delete.
    expect(await deleteLeadsOlderThan(t.deps.db, 365)).toBe(0);
  });

  test("unset keeps every lead; the maintenance deletes by the setting when it starts", async () => {
    const old = await leadWithEverything(t.deps.db, 40);
    expect(await pruneOldLeads(t.database, undefined)).toBe(0);
    expect((await rowsOf([old])).leads).toBe(1);
    const maintenance = await startMaintenance(t.database, () => 0, { auditRetentionDays: 365, leadRetentionDays: 30 });
    maintenance.stop();
    expect(await rowsOf([old])).toEqual({ leads: 0, notes: 0, history: 0, links: 0, outbox: 0 });
  });

  test("more than a batch, deleted by two instances at once: each lead once, no error", async () => {
    const second = testDatabaseKind === "postgres" ? await createSecondInstance(t) : t;
    try {
      // 1,200 old leads in one statement (past the batch of 500), and one young one.
      await t.deps.db.execute(sql`
        insert into ${leads} (business_type, pain_point, goals, contact_preference, first_name, last_name, email, created_at)
        select 'retail', 'missed-calls', 'automation', 'email', 'Old', 'Lead ' || n, 'old' || n || '@example.com', now() - make_interval(days => 100 + n % 50)
          from generate_series(1, 1200) as n`);
      const young = await leadWithEverything(t.deps.db, 1);
      const [a, b] = await Promise.all([deleteLeadsOlderThan(t.deps.db, 90), deleteLeadsOlderThan(second.deps.db, 90)]);
      expect(a + b).toBe(1200);
      if (testDatabaseKind === "postgres") console.log(`two instances deleted ${a} and ${b} of 1,200 old leads`);
      expect(await deleteLeadsOlderThan(t.deps.db, 90)).toBe(0);
      expect((await rowsOf([young])).leads).toBe(1);
    } finally {
      if (second !== t) await second.close();
    }
  });
});
