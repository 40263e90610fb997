/**
 * Calls written into the owner's CalDAV calendar, against a real CalDAV server (Debian's Radicale, started here):
 * the calendar is checked before it is kept (a wrong password, an address that is not a calendar, a server that is
 * down: 422, nothing kept); a booking puts one object there — the call's UID, in the owner's zone, inviting nobody;
 * a move replaces it (same object, SEQUENCE raised); the owner's cancel removes it; while the calendar refuses,
 * the write waits in the outbox with the reason and goes through once it accepts again.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { propfind } from "tsdav";
import { readCalDavSetting, writeCalDavSetting } from "../../db/queries/call-calendar.ts";
import { createManageLink, moveCallByLink, readCall, saveCallSettings } from "../../db/queries/calls.ts";
import { auditLog, callBookings, leadNotificationOutbox } from "../../db/schema/index.ts";
import { sealSecret, secretKeysFor } from "../../src/auth/secret-box.ts";
import { calendarObjectUrl, startCalendarWorker } from "../../src/calls/caldav-outbox.ts";
import { calDavTarget } from "../../src/calls/caldav-target.ts";
import { callUid } from "../../src/calls/call-invitation.ts";
import { siteHost } from "../../src/leads/email-layout.ts";
import { type CallSettings, DEFAULT_CALL_SETTINGS, WEEKDAYS } from "../../src/shared/call-settings.ts";
import type { SlotDay } from "../../src/shared/call-times.ts";
import { RADICALE_BINARY, type RadicaleServer, startRadicale } from "../support/radicale-server.ts";
import type { TestApp } from "../support/test-app.ts";
import { sendLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, login } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const OWNER_ZONE = "America/New_York";
const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: "00:00", end: "24:00" }]])) as CallSettings["weekly"];
const OPEN: CallSettings = { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: OWNER_ZONE, weekly: ALL_DAY, noticeHours: 2, bufferMinutes: 0, horizonDays: 7 };

let t: TestApp;
let dav: RadicaleServer;
let cookie = "";
let ips = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${++ips}` });

/** Runs the calendar worker until nothing is due. */
async function writeCalendar(): Promise<void> {
  const { db, env } = t.deps;
  const worker = startCalendarWorker({ db, target: () => calDavTarget(db, env), identity: env.identity, siteUrl: env.siteUrl, pollMs: 10, log: () => {} });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** The .ics objects in the test's calendar. */
async function objectsInCalendar(): Promise<string[]> {
  const answers = await propfind({ url: dav.calendarUrl, props: { "d:getetag": {} }, depth: "1", headers: dav.headers });
  return answers.map((a) => a.href ?? "").filter((href) => href.endsWith(".ics"));
}

async function objectOf(callId: string): Promise<{ status: number; text: string }> {
  const url = calendarObjectUrl({ url: dav.calendarUrl, headers: dav.headers }, callUid(callId, siteHost(t.deps.env.siteUrl)));
  const res = await fetch(url, { headers: dav.headers });
  return { status: res.status, text: await res.text() };
}

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** A call lead that books `slot` of the first day offered; its call's id. */
async function bookedCall(slot: number): Promise<{ callId: string; slots: SlotDay[] }> {
  const lead = await sendLead(t, { ...VALID_LEAD, contactPreference: "demo", phone: "+1 555 0100", email: `caldav.${ips}@example.com` }, from());
  expect(lead.status, await lead.clone().text()).toBe(201);
  const { callBooking } = (await lead.json()) as { callBooking: { token: string } };
  const slots = ((await (await t.app.request("/api/calls/slots?zone=Europe/Paris")).json()) as { days: SlotDay[] }).days;
  const booked = await t.app.request("/api/calls", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from() },
    body: JSON.stringify({ token: callBooking.token, start: slots[1]!.slots[slot]!.start, zone: "Europe/Paris" }),
  });
  expect(booked.status).toBe(201);
  return { callId: ((await booked.json()) as { call: { id: string } }).call.id, slots };
}

const haveRadicale = existsSync(RADICALE_BINARY);

describe.skipIf(!haveRadicale)("calls in the owner's CalDAV calendar (Radicale)", () => {
  beforeAll(async () => {
    dav = await startRadicale();
    t = await createAdminTestApp({ TRUST_PROXY: "true", LEAD_SITE_LIMIT: "100000" });
    cookie = await login(t);
    await saveCallSettings(t.deps.db, OPEN);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  const put = (body: unknown) => adminRequest(t, "/api/admin/calls/caldav", { method: "PUT", cookie, body });

  test("a calendar is checked before it is kept: a wrong password, an account instead of a calendar, a server that is down, a bad field", async () => {
    const good = { url: dav.calendarUrl, username: dav.username, password: dav.password };
    const refusals: [unknown, number, string][] = [
      [{ ...good, password: "wrong" }, 422, "refused the user name or password (HTTP 401)"],
      [{ ...good, url: `${dav.origin}/${dav.username}/` }, 422, "not a calendar"],
      [{ ...good, url: "http://127.0.0.1:9/owner/calls/" }, 422, "could not be reached"],
      [{ ...good, url: "ftp://example.com/cal/" }, 400, "https://"],
      [{ ...good, password: "" }, 400, "password"],
    ];
    for (const [body, status, words] of refusals) {
      const res = await put(body);
      expect(res.status).toBe(status);
      expect(JSON.stringify(await res.json())).toContain(words);
    }
    expect(await readCalDavSetting(t.deps.db)).toBeNull();
    // The tab's form says the same beside the fields, and keeps what was typed but the password.
    const form = await adminRequest(t, "/api/admin/calls/caldav-form", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...good, password: "wrong" }).toString(),
    });
    expect(form.status).toBe(422);
    const html = (await form.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Nothing was saved: the calendar refused the user name or password (HTTP 401).");
    expect(html).toContain(`value="${dav.calendarUrl}"`);
    expect(html).not.toContain('value="wrong"');
  });

  test("saved from the tab's form: shown as host, masked path and user, the password sealed and never in the audit log", async () => {
    const res = await adminRequest(t, "/api/admin/calls/caldav-form", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ url: dav.calendarUrl.slice(0, -1), username: dav.username, password: dav.password }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/calls?done=caldav-saved");
    const shown = (await (await adminRequest(t, "/api/admin/calls/caldav", { cookie })).json()) as { calendar: { shown: string; username: string } };
    expect(shown.calendar.username).toBe(dav.username);
    expect(shown.calendar.shown).toStartWith(new URL(dav.origin).host);
    expect(shown.calendar.shown).not.toContain("/owner/calls");
    const stored = await readCalDavSetting(t.deps.db);
    expect(stored?.url).toBe(dav.calendarUrl);
    expect(stored?.passwordSealed).not.toContain(dav.password);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "calls.caldav_set"));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(dav.password);
  });

  test("a booking is one object in the calendar, in the owner's zone, inviting nobody; a move replaces it; the owner's cancel removes it", async () => {
    const { callId, slots } = await bookedCall(3);
    await writeCalendar();
    const first = await objectOf(callId);
    expect(first.status).toBe(200);
    const { calendar, vevent, event } = eventOf(first.text);
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(vevent.getFirstProperty("organizer")).toBeNull();
    expect(vevent.getFirstProperty("attendee")).toBeNull();
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(OWNER_ZONE);
    expect(event.uid).toBe(callUid(callId, siteHost(t.deps.env.siteUrl)));
    expect(event.startDate.toJSDate().toISOString()).toBe(slots[1]!.slots[3]!.start);
    expect(event.summary).toStartWith("Call with ");
    expect(event.sequence).toBe(0);
    expect(await objectsInCalendar()).toHaveLength(1);

    // The lead moves it (with a link of its e-mail): the same object, at the new time, SEQUENCE 1.
    const found = await readCall(t.deps.db, callId);
    const token = await createManageLink(t.deps.db, found!.call);
    const newStart = new Date(slots[2]!.slots[5]!.start);
    const newEnd = new Date(newStart.getTime() + OPEN.lengthMinutes * 60_000);
    expect((await moveCallByLink(t.deps.db, token, { startsAt: newStart, endsAt: newEnd, blockedUntil: newEnd }, { email: false })).kind).toBe("moved");
    await writeCalendar();
    const moved = eventOf((await objectOf(callId)).text).event;
    expect(moved.startDate.toJSDate().getTime()).toBe(newStart.getTime());
    expect(moved.sequence).toBe(1);
    expect(await objectsInCalendar()).toHaveLength(1);

    // The owner cancels: the object is gone.
    const cancel = await adminRequest(t, `/api/admin/calls/${callId}/cancel`, { method: "POST", cookie });
    expect(cancel.status).toBe(200);
    await writeCalendar();
    expect((await objectOf(callId)).status).toBe(404);
    expect(await objectsInCalendar()).toHaveLength(0);
  });

  test("while the calendar refuses, the write waits with the reason; once it accepts, the call is there", async () => {
    const stored = (await readCalDavSetting(t.deps.db))!;
    const keys = secretKeysFor(t.deps.env);
    await writeCalDavSetting(t.deps.db, { ...stored, passwordSealed: sealSecret(keys, "changed-on-the-server") });
    const { callId } = await bookedCall(7);
    await writeCalendar();
    const row = async () =>
      (
        await t.deps.db
          .select({ delivered: leadNotificationOutbox.deliveredAt, attempts: leadNotificationOutbox.attempts, error: leadNotificationOutbox.lastError })
          .from(leadNotificationOutbox)
          .innerJoin(callBookings, eq(callBookings.leadId, leadNotificationOutbox.leadId))
          .where(and(eq(callBookings.id, callId), eq(leadNotificationOutbox.channel, "call-calendar")))
      )[0]!;
    expect(await row()).toMatchObject({ delivered: null, attempts: 1, error: "the calendar refused the user name or password (HTTP 401)" });
    expect((await objectOf(callId)).status).toBe(404);

    // The owner types the right password again; the retry (brought forward) writes the call.
    await writeCalDavSetting(t.deps.db, stored);
    await t.deps.db
      .update(leadNotificationOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(leadNotificationOutbox.channel, "call-calendar"));
    await writeCalendar();
    expect((await row()).delivered).not.toBeNull();
    expect((await objectOf(callId)).status).toBe(200);
  });

  test("removed: nothing more is written, and the tab offers the form again", async () => {
    const res = await adminRequest(t, "/api/admin/calls/caldav", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await readCalDavSetting(t.deps.db)).toBeNull();
    const before = (await objectsInCalendar()).length;
    await bookedCall(9);
    await writeCalendar();
    expect(await objectsInCalendar()).toHaveLength(before);
    const page = (await (await adminRequest(t, "/admin/calls", { cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Write calls into your calendar");
    expect(page).toContain("Check and save");
  });
});
