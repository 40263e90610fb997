/**
 * Booking the call from the thank-you view: POST /api/leads hands a lead that chose "schedule a call" a one-use
 * booking link; GET /api/calls/slots offers the owner's open times in the reader's zone; POST /api/calls books
 * one. A time taken meanwhile is answered with the next ones; a time that is no slot, a dead link, a lead that
 * asked for e-mail and a flood are refused and change nothing; and however many visitors race for one time,
 * on this database and across two instances on one PostgreSQL, exactly one has it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { bookCall, createBookLink, saveCallSettings } from "../../db/queries/calls.ts";
import { callBookings, callLinks } from "../../db/schema/index.ts";
import { type CallSettings, DEFAULT_CALL_SETTINGS, WEEKDAYS } from "../../src/shared/call-settings.ts";
import type { SlotDay } from "../../src/shared/call-times.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { sendLead, storeDirectLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: "00:00", end: "24:00" }]])) as CallSettings["weekly"];
const OPEN: CallSettings = { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: "Europe/London", weekly: ALL_DAY, noticeHours: 1, bufferMinutes: 0, horizonDays: 7 };
const DEMO_LEAD = { ...VALID_LEAD, contactPreference: "demo", phone: "+1 555 0100" };

let t: TestApp;
let clients = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", LEAD_SITE_LIMIT: "100000" });
  await saveCallSettings(t.deps.db, OPEN);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function fromNewAddress(): Record<string, string> {
  clients++;
  return { "X-Forwarded-For": `203.0.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
}

async function bookingToken(lead: Record<string, unknown> = DEMO_LEAD): Promise<string> {
  const res = await sendLead(t, { ...lead, email: `caller.${crypto.randomUUID().slice(0, 8)}@example.com` });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { callBooking: { token: string } | null };
  expect(body.callBooking?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return body.callBooking!.token;
}

async function slots(app: TestApp = t, zone = "Asia/Kolkata"): Promise<{ zone: string; zoneLabel: string; days: SlotDay[] }> {
  const res = await app.app.request(`/api/calls/slots?zone=${encodeURIComponent(zone)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return (await res.json()) as { zone: string; zoneLabel: string; days: SlotDay[] };
}

function book(body: Record<string, unknown>, app: TestApp = t, headers = fromNewAddress()): Promise<Response> {
  return app.app.request("/api/calls", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function liveCalls(): Promise<number> {
  return (await t.deps.db.select({ id: callBookings.id }).from(callBookings).where(eq(callBookings.status, "booked"))).length;
}

describe("the booking link and the offered times", () => {
  test("a call lead gets a booking link; an e-mail lead gets none, and neither does anyone while booking is off", async () => {
    await bookingToken();
    const email = await sendLead(t, { ...VALID_LEAD, email: "info.only@example.com" });
    expect(((await email.json()) as { callBooking: unknown }).callBooking).toBeNull();
    await saveCallSettings(t.deps.db, { ...OPEN, enabled: false });
    const off = await sendLead(t, { ...DEMO_LEAD, email: "while.off@example.com" });
    expect(((await off.json()) as { callBooking: unknown }).callBooking).toBeNull();
    expect((await slots()).days).toEqual([]);
    await saveCallSettings(t.deps.db, OPEN);
  });

  test("times come in the reader's zone, named, starting after the notice", async () => {
    const offered = await slots(t, "Asia/Kolkata");
    expect(offered.zone).toBe("Asia/Kolkata");
    expect(offered.zoneLabel).toBe("India Standard Time (Asia/Kolkata)");
    const first = offered.days[0]?.slots[0];
    expect(first).toBeDefined();
    const start = new Date(first!.start);
    expect(start.getTime()).toBeGreaterThanOrEqual(Date.now() + 60 * 60_000 - 60_000);
    // The label is the Kolkata wall clock of the instant: half an hour off London's grid.
    const wall = new TZDate(start.getTime(), "Asia/Kolkata");
    expect(first!.time).toBe(new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" }).format(start));
    expect(wall.getMinutes() % 30).toBe(0);
    const res = await t.app.request("/api/calls/slots?zone=Mars/Olympus_Mons");
    expect(res.status).toBe(400);
  });
});

describe("booking", () => {
  test("books an offered time once; the link is then spent; someone else gets the next times", async () => {
    const token = await bookingToken();
    const offered = await slots(t, "America/New_York");
    const start = offered.days[0]!.slots[0]!.start;
    const res = await book({ token, start, zone: "America/New_York" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { call } = (await res.json()) as { call: { start: string; time: string; zone: string } };
    expect(call.start).toBe(start);
    expect(call.zone).toBe("America/New_York");
    expect(call.time).toMatch(/ (EST|EDT)$/);

    const again = await book({ token, start: offered.days[0]!.slots[1]!.start, zone: "America/New_York" });
    expect(again.status).toBe(410);

    const other = await book({ token: await bookingToken(), start, zone: "America/New_York" });
    expect(other.status).toBe(409);
    const refusal = (await other.json()) as { error: string; days: SlotDay[] };
    expect(refusal.error).toBe("Someone just booked that time. Please choose another one.");
    expect(refusal.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(start);
    expect(refusal.days.length).toBeGreaterThan(0);
  });

  test("a time that is no slot, a bad zone, an unknown link and an e-mail lead are refused, and nothing is spent", async () => {
    const token = await bookingToken();
    const offered = (await slots()).days[0]!.slots[0]!.start;
    const before = await liveCalls();
    const past = await book({ token, start: new Date(Date.now() - 3_600_000).toISOString(), zone: "UTC" });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { days: SlotDay[] }).days.length).toBeGreaterThan(0);
    const offGrid = await book({ token, start: new Date(new Date(offered).getTime() + 7 * 60_000).toISOString(), zone: "UTC" });
    expect(offGrid.status).toBe(422);
    const beyond = await book({ token, start: new Date(Date.now() + 30 * 86_400_000).toISOString(), zone: "UTC" });
    expect(beyond.status).toBe(422);
    expect((await book({ token, start: offered, zone: "Nowhere/City" })).status).toBe(400);
    expect((await book({ token: "x".repeat(43), start: offered, zone: "UTC" })).status).toBe(404);
    expect((await book({ token, start: "tomorrow", zone: "UTC" })).status).toBe(400);
    const emailLead = await storeDirectLead(t.deps.db, []);
    const emailToken = await createBookLink(t.deps.db, emailLead, 1);
    const refused = await book({ token: emailToken, start: offered, zone: "UTC" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("You asked for information by e-mail, so there is no call to book.");
    expect(await liveCalls()).toBe(before);
    // The refused link still books.
    expect((await book({ token, start: offered, zone: "UTC" })).status).toBe(201);
  });

  test("more than 10 tries in 10 minutes from one address are held back", async () => {
    const headers = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await book({ token: "y".repeat(43), start: new Date().toISOString(), zone: "UTC" }, t, headers)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

/** `n` leads race for one time through bookCall; the database decides. */
async function race(apps: TestApp[], n: number): Promise<{ booked: number; taken: number; start: Date }> {
  const start = new Date((await slots(apps[0])).days.at(-1)!.slots.at(-1)!.start);
  const tokens = await Promise.all(
    Array.from({ length: n }, async () => createBookLink(t.deps.db, await storeDirectLead(t.deps.db, [], { contactPreference: "demo", phone: "1" }), 1)),
  );
  const end = new Date(start.getTime() + 30 * 60_000);
  const results = await Promise.all(
    tokens.map((token, i) =>
      bookCall(apps[i % apps.length]!.deps.db, token, {
        startsAt: start,
        endsAt: end,
        blockedUntil: end,
        visitorZone: "UTC",
        ownerZone: "Europe/London",
        how: "phone",
        meetingUrl: null,
      }),
    ),
  );
  return { booked: results.filter((r) => r.kind === "booked").length, taken: results.filter((r) => r.kind === "taken").length, start };
}

describe("no double booking", () => {
  test(`20 simultaneous bookings of one time on ${testDatabaseKind}: exactly one`, async () => {
    const { booked, taken, start } = await race([t], 20);
    console.log(`call race on ${testDatabaseKind}: 20 attempts on one time → ${booked} booked, ${taken} refused as taken`);
    expect({ booked, taken }).toEqual({ booked: 1, taken: 19 });
    const rows = await t.deps.db.select({ id: callBookings.id }).from(callBookings).where(eq(callBookings.startsAt, start));
    expect(rows).toHaveLength(1);
    // The 19 refused links were not spent.
    const spent = await t.deps.db.select({ at: callLinks.usedAt }).from(callLinks).where(eq(callLinks.action, "book"));
    expect(spent.filter((l) => l.at !== null).length).toBe(await liveCalls());
  });

  test("a buffer keeps the next call off the time after the first, in the database too", async () => {
    const start = new Date((await slots()).days.at(-2)!.slots[4]!.start);
    const end = new Date(start.getTime() + 30 * 60_000);
    const lead = async () => createBookLink(t.deps.db, await storeDirectLead(t.deps.db, [], { contactPreference: "demo", phone: "1" }), 1);
    const call = { visitorZone: "UTC", ownerZone: "Europe/London", how: "phone" as const, meetingUrl: null };
    expect((await bookCall(t.deps.db, await lead(), { ...call, startsAt: start, endsAt: end, blockedUntil: new Date(end.getTime() + 15 * 60_000) })).kind).toBe("booked");
    const next = new Date(end.getTime());
    const refused = await bookCall(t.deps.db, await lead(), {
      ...call,
      startsAt: next,
      endsAt: new Date(next.getTime() + 30 * 60_000),
      blockedUntil: new Date(next.getTime() + 30 * 60_000),
    });
    expect(refused.kind).toBe("taken");
  });

  test.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL: 20 bookings of one time split between them, exactly one", async () => {
    const second = await createSecondInstance(t);
    try {
      const { booked, taken } = await race([t, second], 20);
      console.log(`call race across two instances: 20 attempts on one time → ${booked} booked, ${taken} refused as taken`);
      expect({ booked, taken }).toEqual({ booked: 1, taken: 19 });
    } finally {
      await second.close();
    }
  });

  test("through the API, 8 visitors racing for one time: one 201, seven 409s with other times", async () => {
    const start = (await slots()).days.at(-3)!.slots.at(-1)!.start;
    const tokens = await Promise.all(Array.from({ length: 8 }, () => bookingToken()));
    const answers = await Promise.all(tokens.map((token) => book({ token, start, zone: "UTC" })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
