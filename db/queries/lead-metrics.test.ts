import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { directLead } from "../../tests/support/test-leads.ts";
import { callBookings, leads } from "../schema/index.ts";
import { getLeadMetrics } from "./lead-metrics.ts";

let t: TestApp;
const NOW = new Date("2026-06-30T12:00:00Z");
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

/** A lead received `hours` before NOW and first contacted `contactedAfter` hours after that (or never). */
function lead(
  name: string,
  hours: number,
  contactedAfter: number | null,
  status: "new" | "contacted" | "qualified" | "won" | "lost",
  extra: { isSpam?: boolean; contactPreference?: "demo" | "email" } = {},
) {
  const createdAt = ago(hours);
  const firstContactedAt = contactedAfter === null ? null : new Date(createdAt.getTime() + contactedAfter * HOUR);
  return directLead({ firstName: name, createdAt, status, firstContactedAt, contactPreference: "email", ...extra });
}

/** A 30-minute call of the lead, starting `after` hours after the lead came in. */
function call(leadId: string, leadHours: number, after: number, status: "booked" | "held" | "no-show" | "cancelled") {
  const startsAt = new Date(ago(leadHours).getTime() + after * HOUR);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  return { leadId, startsAt, endsAt, blockedUntil: endsAt, visitorZone: "UTC", ownerZone: "UTC", how: "phone" as const, status };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db
    .insert(leads)
    .values([
      lead("A", 48, 0.5, "won", { contactPreference: "demo" }),
      lead("B", 72, 2, "lost", { contactPreference: "demo" }),
      lead("C", 96, 5, "won", { contactPreference: "demo" }),
      lead("D", 120, 20, "qualified", { contactPreference: "demo" }),
      lead("E", 144, 30, "won"),
      lead("F", 48, null, "new"),
      lead("G", 2, null, "new"),
      lead("H", 20 * 24, 10 / 60, "won"),
      lead("I", 24, 1 / 60, "won", { isSpam: true, contactPreference: "demo" }),
      lead("J", 100 * 24, null, "new"),
      lead("K", 1, 0.25, "contacted"),
    ]);
  const ids = new Map((await t.deps.db.select({ id: leads.id, name: leads.firstName }).from(leads)).map((row) => [row.name, row.id]));
  // A held 2 h after arriving, B a no-show 25 h after, D's only call cancelled, C never booked; spam I's held call never counts.
  await t.deps.db
    .insert(callBookings)
    .values([call(ids.get("A")!, 48, 2, "held"), call(ids.get("B")!, 72, 25, "no-show"), call(ids.get("D")!, 120, 3, "cancelled"), call(ids.get("I")!, 24, 4, "held")]);
}, 60_000);
afterAll(() => t.close());

describe("getLeadMetrics", () => {
  test("7 days: the promise kept among the decided, the median wait, won by bucket; a New lead under 24 h is not decided yet", async () => {
    const m = await getLeadMetrics(t.deps.db, 7, NOW);
    expect(m).toEqual({
      days: 7,
      received: 8,
      decided: 7,
      withinPromise: 5,
      withinPromisePercent: 71.4,
      // Waits of A, B, C, D, E, K: 0.25, 0.5, 2, 5, 20, 30 hours → the middle two, 2 and 5.
      medianFirstContactSeconds: 3.5 * 3600,
      buckets: [
        { bucket: "lt1h", leads: 2, won: 1, wonPercent: 50 },
        { bucket: "h1to8", leads: 2, won: 1, wonPercent: 50 },
        { bucket: "h8to24", leads: 1, won: 0, wonPercent: 0 },
        { bucket: "gt24h", leads: 1, won: 1, wonPercent: 100 },
        { bucket: "never", leads: 1, won: 0, wonPercent: 0 },
      ],
      waitingNow: 1,
      overdueNow: 2,
      // Call leads A–D; A, B and D booked; one held of two marked; from lead to call: A 2 h, B 25 h (D's was cancelled).
      calls: { callLeads: 4, booked: 3, bookedPercent: 75, held: 1, noShow: 1, showPercent: 50, medianLeadToCallSeconds: 13.5 * 3600 },
    });
  });

  test("30 and 90 days reach further back; spam never counts", async () => {
    const month = await getLeadMetrics(t.deps.db, 30, NOW);
    expect(month.received).toBe(9);
    expect(month.buckets[0]).toEqual({ bucket: "lt1h", leads: 3, won: 2, wonPercent: 66.7 });
    const quarter = await getLeadMetrics(t.deps.db, 90, NOW);
    expect(quarter.received).toBe(9);
    const never = quarter.buckets.find((b) => b.bucket === "never")!;
    expect(never.leads).toBe(1);
  });

  test("nothing received: no share, no median, empty buckets", async () => {
    const empty = await getLeadMetrics(t.deps.db, 7, new Date("2020-01-01T00:00:00Z"));
    expect(empty).toMatchObject({ received: 0, decided: 0, withinPromise: 0, withinPromisePercent: null, medianFirstContactSeconds: null });
    expect(empty.buckets.every((b) => b.leads === 0 && b.wonPercent === null)).toBe(true);
    expect(empty.calls).toEqual({ callLeads: 0, booked: 0, bookedPercent: null, held: 0, noShow: 0, showPercent: null, medianLeadToCallSeconds: null });
  });
});
