import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { leads } from "../schema/index.ts";
import { changeLeadStatus, listStatusChanges } from "./lead-pipeline.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function newLead(): Promise<string> {
  const [row] = await t.deps.db
    .insert(leads)
    .values({
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "local-customers",
      contactPreference: "demo",
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
    })
    .returning({ id: leads.id });
  return row!.id;
}

describe("changeLeadStatus", () => {
  test("the first move out of New stamps the first contact; later moves keep it; each change is recorded", async () => {
    const id = await newLead();
    const first = new Date("2026-11-20T10:00:00Z");
    expect(await changeLeadStatus(t.deps.db, id, { to: "contacted", from: "new", actor: "email-link", now: first })).toEqual({
      changed: true,
      from: "new",
      to: "contacted",
      at: first,
    });
    await changeLeadStatus(t.deps.db, id, { to: "won", actor: "session:abc", now: new Date("2026-11-22T10:00:00Z") });
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.status).toBe("won");
    expect(row!.firstContactedAt).toEqual(first);
    expect((await listStatusChanges(t.deps.db, id)).map((c) => `${c.fromStatus}>${c.toStatus} ${c.actor}`)).toEqual(["new>contacted email-link", "contacted>won session:abc"]);
  });

  test("a move from a status the lead has left changes nothing; two racing moves change it once", async () => {
    const id = await newLead();
    const results = await Promise.all([0, 1, 2].map(() => changeLeadStatus(t.deps.db, id, { to: "contacted", from: "new", actor: "email-link" })));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await changeLeadStatus(t.deps.db, id, { to: "qualified", from: "new", actor: "session:x" })).toEqual({ changed: false, reason: "moved", current: "contacted" });
    expect(await changeLeadStatus(t.deps.db, crypto.randomUUID(), { to: "won", actor: "session:x" })).toEqual({ changed: false, reason: "not-found" });
    expect(await listStatusChanges(t.deps.db, id)).toHaveLength(1);
  });
});
