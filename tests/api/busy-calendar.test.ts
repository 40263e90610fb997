/**
 * The owner's calendar's busy times, end to end against a calendar server of the test's own (Bun.serve on a free
 * port): the address saved through the Calls tab's API (sealed, never shown back), read at once and expanded
 * (a weekly series in New York with an EXDATE and a moved occurrence, an all-day event, a free event), the slots
 * and the booking refusing its busy times with the buffer around them, and a failing server (a 500, then nothing
 * listening) keeping the last copy with the reason on the Notifications and Calls tabs; two reads at once fetch once,
 * on one instance and (on PostgreSQL) across two.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { busyTimesBetween, readBusyCalendar } from "../../db/queries/busy-calendar.ts";
import { saveCallSettings } from "../../db/queries/calls.ts";
import { auditLog } from "../../db/schema/index.ts";
import { refreshBusyCalendar } from "../../src/calls/busy-calendar.ts";
import { offeredStarts } from "../../src/calls/offered-slots.ts";
import { type CallSettings, DEFAULT_CALL_SETTINGS, WEEKDAYS } from "../../src/shared/call-settings.ts";
import { calendar, vevent, wall } from "../support/busy-calendar-ics.ts";
import { createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { sendLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, login } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const ZONE = "America/New_York";
const NY = `TZID=${ZONE}`;
const WORKDAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: "09:00", end: "17:00" }]])) as CallSettings["weekly"];
const SETTINGS: CallSettings = { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: ZONE, weekly: WORKDAY, lengthMinutes: 30, bufferMinutes: 0, noticeHours: 1, horizonDays: 21 };
const SECRET_PATH = "/private-5f2c9a7e1d/basic.ics";

/** The day `offset` days after the anchor (two days from today in New York, past the notice), at `hour` there. */
const now = new Date();
const today = new TZDate(now.getTime(), ZONE);
const at = (offset: number, hour = 0, minute = 0) => new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 2 + offset, hour, minute, ZONE).getTime());
function wallOf(offset: number, hour = 0): string {
  const d = new TZDate(at(offset, 12).getTime(), ZONE);
  return wall(d.getFullYear(), d.getMonth() + 1, d.getDate(), hour);
}
const dateOf = (offset: number) => wallOf(offset).slice(0, 8);

/** Weekly 10–11 from two weeks before the anchor, six times: the 7th day's dropped, the 14th's moved to the 15th at 14:00. */
const ICS = calendar([
  vevent("sync@test", [`DTSTART;${NY}:${wallOf(-14, 10)}`, `DTEND;${NY}:${wallOf(-14, 11)}`, "RRULE:FREQ=WEEKLY;COUNT=6", `EXDATE;${NY}:${wallOf(7, 10)}`]),
  vevent("sync@test", [`RECURRENCE-ID;${NY}:${wallOf(14, 10)}`, `DTSTART;${NY}:${wallOf(15, 14)}`, `DTEND;${NY}:${wallOf(15, 15)}`]),
  vevent("holiday@test", [`DTSTART;VALUE=DATE:${dateOf(2)}`, `DTEND;VALUE=DATE:${dateOf(3)}`]),
  vevent("free@test", [`DTSTART;${NY}:${wallOf(3, 10)}`, `DTEND;${NY}:${wallOf(3, 11)}`, "TRANSP:TRANSPARENT"]),
]);

/** The intervals the file means inside the read's window (a day back to a day past the horizon). */
const EXPECTED = [
  { start: at(0, 10), end: at(0, 11) },
  { start: at(2), end: at(3) },
  { start: at(15, 14), end: at(15, 15) },
];

let mode: "ok" | "fail" = "ok";
let delayMs = 0;
let requests = 0;
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    requests++;
    if (new URL(request.url).pathname !== SECRET_PATH) return new Response("no such calendar", { status: 404 });
    if (delayMs) await Bun.sleep(delayMs);
    if (mode === "fail") return new Response("oops", { status: 500 });
    return new Response(ICS, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
  },
});
const ADDRESS = `http://127.0.0.1:${server.port}${SECRET_PATH}`;

let t: TestApp;
let cookie = "";

beforeAll(async () => {
  t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000" });
  cookie = await login(t);
  await saveCallSettings(t.deps.db, SETTINGS);
}, 60_000);

afterAll(async () => {
  server.stop(true);
  await t?.close();
});

const stored = async () =>
  (await busyTimesBetween(t.deps.db, new Date(now.getTime() - 30 * 86_400_000), new Date(now.getTime() + 60 * 86_400_000))).map(({ start, end }) => ({ start, end }));
const page = async (path: string) => (await (await adminRequest(t, path, { cookie })).text()).replaceAll("<!-- -->", "");

function postForm(path: string, form: Record<string, string>) {
  return adminRequest(t, path, { method: "POST", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
}

async function bookingToken(): Promise<string> {
  const res = await sendLead(t, { ...VALID_LEAD, contactPreference: "demo", phone: "+1 555 0100", email: `busy.${crypto.randomUUID().slice(0, 8)}@example.com` });
  expect(res.status).toBe(201);
  return ((await res.json()) as { callBooking: { token: string } }).callBooking.token;
}

function book(token: string, start: Date): Promise<Response> {
  return t.app.request("/api/calls", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
    body: JSON.stringify({ token, start: start.toISOString(), zone: ZONE }),
  });
}

describe("the owner's calendar's busy times", () => {
  test("a refused address keeps what was typed and saves nothing", async () => {
    for (const typed of ["not an address", "ftp://calendar.example.com/x.ics", "http://calendar.example.com/x.ics"]) {
      const res = await postForm("/api/admin/calls/busy-calendar-form", { url: typed });
      expect(res.status).toBe(400);
      const html = (await res.text()).replaceAll("<!-- -->", "");
      expect(html).toContain(`value="${typed}"`);
      expect(html).toMatch(/Paste the whole address|must start with https:\/\//);
    }
    const json = await adminRequest(t, "/api/admin/calls/busy-calendar", { method: "PUT", cookie, body: { url: "mailto:owner@example.com" } });
    expect(json.status).toBe(400);
    expect(await readBusyCalendar(t.deps.db)).toBeUndefined();
  });

  test("saved, read at once, sealed, shown as host and a masked path; the series expanded precisely", async () => {
    const res = await adminRequest(t, "/api/admin/calls/busy-calendar", { method: "PUT", cookie, body: { url: ADDRESS } });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).not.toContain("private-5f2c9a7e1d");
    expect(JSON.parse(text)).toMatchObject({ read: "read", busyCount: 3, lastError: null, shown: `127.0.0.1:${server.port}/….ics` });
    const row = await readBusyCalendar(t.deps.db);
    expect(row?.urlSealed).toMatch(/^v1\./);
    expect(await stored()).toEqual(EXPECTED);
    const tab = await page("/admin/calls");
    expect(tab).toContain("Your calendar&#x27;s busy times");
    expect(tab).toContain("3 busy times");
    expect(tab).not.toContain("private-5f2c9a7e1d");
    const [entry] = await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.action, "calls.busy_calendar_set"));
    expect(entry?.action).toBe("calls.busy_calendar_set");
  });

  test("slots leave the busy times out and offer the dropped and the moved occurrence's times", async () => {
    const offered = new Set((await offeredStarts(t.deps.db, SETTINGS, new Date())).map((d) => d.getTime()));
    const has = (d: Date) => offered.has(d.getTime());
    expect([has(at(0, 9, 30)), has(at(0, 10)), has(at(0, 10, 30)), has(at(0, 11))]).toEqual([true, false, false, true]);
    // The EXDATE'd occurrence and the moved one's original time are free; its new time is not.
    expect([has(at(7, 10)), has(at(14, 10)), has(at(15, 14)), has(at(15, 14, 30))]).toEqual([true, true, false, false]);
    // The all-day event keeps the whole day; the free event keeps nothing.
    expect([has(at(2, 9)), has(at(2, 16, 30)), has(at(3, 10))]).toEqual([false, false, true]);
  });

  test("the buffer holds around a calendar event as around a booking", async () => {
    const buffered = { ...SETTINGS, bufferMinutes: 30 };
    const offered = new Set((await offeredStarts(t.deps.db, buffered, new Date())).map((d) => d.getTime()));
    // A 9:30 call would end at 10:00 with no buffer before the meeting; 11:00 starts inside the buffer after it.
    expect([at(0, 9), at(0, 9, 30), at(0, 11), at(0, 11, 30)].map((d) => offered.has(d.getTime()))).toEqual([true, false, false, true]);
  });

  test("a booking over a busy time is refused as no slot; the freed time books", async () => {
    const token = await bookingToken();
    const refused = await book(token, at(0, 10));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toBe("That time is not available. Please choose one of the times shown.");
    const booked = await book(token, at(7, 10));
    expect(booked.status, await booked.clone().text()).toBe(201);
  });

  test("two reads at once fetch the calendar once", async () => {
    requests = 0;
    delayMs = 200;
    const results = await Promise.all([refreshBusyCalendar(t.deps.db, t.deps.env, { force: true }), refreshBusyCalendar(t.deps.db, t.deps.env, { force: true })]);
    delayMs = 0;
    expect(results.map((r) => r.kind).sort()).toEqual(["not-due", "read"]);
    expect(requests).toBe(1);
    // And the timer's read is not due again so soon.
    expect((await refreshBusyCalendar(t.deps.db, t.deps.env)).kind).toBe("not-due");
    expect(requests).toBe(1);
  });

  test.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL read it once between them", async () => {
    const second = await createSecondInstance(t);
    try {
      requests = 0;
      delayMs = 200;
      const results = await Promise.all([t, second, t, second].map((app) => refreshBusyCalendar(app.deps.db, app.deps.env, { force: true })));
      delayMs = 0;
      expect(results.filter((r) => r.kind === "read")).toHaveLength(1);
      expect(requests).toBe(1);
    } finally {
      delayMs = 0;
      await second.close();
    }
  });

  test("a failing server keeps the last copy and says so on the Notifications and Calls tabs", async () => {
    const before = await readBusyCalendar(t.deps.db);
    mode = "fail";
    const failed = await refreshBusyCalendar(t.deps.db, t.deps.env, { force: true });
    expect(failed).toEqual({ kind: "failed", reason: "the calendar's server answered 500 Internal Server Error" });
    expect(await stored()).toEqual(EXPECTED);
    const notifications = await page("/admin/notifications");
    expect(notifications).toContain("Your calendar&#x27;s busy times could not be read at");
    expect(notifications).toContain("the calendar&#x27;s server answered 500 Internal Server Error. Slots are offered from the copy read at");
    const after = await readBusyCalendar(t.deps.db);
    expect(after?.succeededAt).toEqual(before!.succeededAt);
    server.stop(true);
    const unreachable = await refreshBusyCalendar(t.deps.db, t.deps.env, { force: true });
    expect(unreachable.kind).toBe("failed");
    expect(unreachable.kind === "failed" && unreachable.reason).toStartWith("the calendar's server could not be reached");
    expect(await stored()).toEqual(EXPECTED);
    expect(await page("/admin/calls")).toContain("the calendar&#x27;s server could not be reached");
    const offered = new Set((await offeredStarts(t.deps.db, SETTINGS, new Date())).map((d) => d.getTime()));
    expect(offered.has(at(0, 10).getTime())).toBe(false);
  });

  test("removing the address forgets its busy times", async () => {
    const res = await postForm("/api/admin/calls/busy-calendar-remove-form", {});
    expect(res.status).toBe(303);
    expect(await stored()).toEqual([]);
    expect((await readBusyCalendar(t.deps.db))?.urlSealed).toBeNull();
    expect(await page("/admin/notifications")).not.toContain("could not be read");
    const json = await adminRequest(t, "/api/admin/calls/busy-calendar", { cookie });
    expect(await json.json()).toMatchObject({ shown: null, busyCount: 0 });
  });
});
