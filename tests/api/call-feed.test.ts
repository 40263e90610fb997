/**
 * The owner's calendar feed: the Calls tab makes a secret address (shown once); a calendar app fetching it gets
 * every call from 30 days back on, in the owner's zone, read back here with ical.js — a cancelled call as
 * STATUS:CANCELLED, one UID per call whatever its changes; a new address retires the old one, and turning the feed
 * off leaves no address that opens it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { saveCallSettings } from "../../db/queries/calls.ts";
import { callBookings } from "../../db/schema/index.ts";
import { DEFAULT_CALL_SETTINGS } from "../../src/shared/call-settings.ts";
import type { TestApp } from "../support/test-app.ts";
import { storeDirectLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, login } from "./admin-support.ts";

const SITE_URL = "https://www.example.test";
let t: TestApp;
let cookie = "";

beforeAll(async () => {
  t = await createAdminTestApp({ SITE_URL });
  cookie = await login(t);
  await saveCallSettings(t.deps.db, { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: "Australia/Adelaide" });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function call(hoursFromNow: number, status: "booked" | "held" | "cancelled" = "booked", sequence = 0) {
  const leadId = await storeDirectLead(t.deps.db, [], {
    contactPreference: "demo",
    phone: "+61 8 8000 0000",
    firstName: "Mia",
    lastName: `Feed ${hoursFromNow}`,
    businessName: "Mia's Café",
  });
  const startsAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + hoursFromNow * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const [row] = await t.deps.db
    .insert(callBookings)
    .values({ leadId, startsAt, endsAt, blockedUntil: endsAt, visitorZone: "UTC", ownerZone: "Australia/Adelaide", how: "phone", status, sequence })
    .returning();
  return row!;
}

function pathOf(url: string): string {
  return url.replace(SITE_URL, "");
}

describe("the calendar feed", () => {
  test("made in the tab, shown once, read by a calendar parser: every call, in the owner's zone", async () => {
    const booked = await call(30);
    const cancelled = await call(50, "cancelled", 2);
    const held = await call(-48, "held");
    const old = await call(-24 * 40, "held");

    const page = await adminRequest(t, "/api/admin/calls/feed-form", { method: "POST", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    expect(page.status).toBe(200);
    const html = await page.text();
    const url = /value="(https:\/\/www\.example\.test\/calendar\/calls\/[A-Za-z0-9_-]{43}\.ics)"/.exec(html)?.[1];
    expect(url).toBeDefined();
    // Shown once: the tab read again does not show it.
    expect(await (await adminRequest(t, "/admin/calls", { cookie })).text()).not.toContain(url!);

    const res = await t.app.request(pathOf(url!));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar
      .getAllSubcomponents("vevent")
      .map((v) => ({ event: new ICAL.Event(v), status: v.getFirstPropertyValue("status"), tzid: v.getFirstProperty("dtstart")!.getParameter("tzid") }));
    const byUid = new Map(events.map((e) => [e.event.uid, e]));
    const uid = (id: string) => `call-${id}@www.example.test`;
    expect(byUid.has(uid(old.id))).toBe(false);
    expect(events).toHaveLength(3);
    expect(byUid.get(uid(booked.id))!.event.startDate.toJSDate().toISOString()).toBe(booked.startsAt.toISOString());
    expect(byUid.get(uid(booked.id))!.tzid).toBe("Australia/Adelaide");
    expect(byUid.get(uid(booked.id))!.event.summary).toBe("Call with Mia Feed 30 (Mia's Café)");
    expect([byUid.get(uid(cancelled.id))!.status, byUid.get(uid(cancelled.id))!.event.sequence]).toEqual(["CANCELLED", 2]);
    expect(byUid.get(uid(held.id))!.event.description).toStartWith("Held.");
  });

  test("a new address retires the old one; off, no address opens it; a malformed one is a 404 too", async () => {
    const first = ((await (await adminRequest(t, "/api/admin/calls/feed", { method: "POST", cookie })).json()) as { url: string }).url;
    expect((await t.app.request(pathOf(first))).status).toBe(200);
    const second = ((await (await adminRequest(t, "/api/admin/calls/feed", { method: "POST", cookie })).json()) as { url: string }).url;
    expect((await t.app.request(pathOf(first))).status).toBe(404);
    expect((await t.app.request(pathOf(second))).status).toBe(200);
    const off = await adminRequest(t, "/api/admin/calls/feed-revoke-form", { method: "POST", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    expect(off.status).toBe(303);
    expect((await t.app.request(pathOf(second))).status).toBe(404);
    expect((await t.app.request("/calendar/calls/nonsense.ics")).status).toBe(404);
    expect((await adminRequest(t, "/api/admin/calls/feed", { method: "POST" })).status).toBe(401);
  });
});
