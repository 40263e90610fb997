/**
 * The Calls tab: the availability form saves whole settings or keeps what was typed with a message per field;
 * the JSON API refuses bad settings field by field; after a call has started the owner marks it held (the lead
 * becomes Contacted, first contacted at the call's start: the 24-hour promise counts the call, not the booking)
 * or no-show, never before; the owner's cancel tells the lead; every write is in the audit log; no session, no access.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { readCallSettings, saveCallSettings } from "../../db/queries/calls.ts";
import { auditLog, callBookings, leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { DEFAULT_CALL_SETTINGS } from "../../src/shared/call-settings.ts";
import type { TestApp } from "../support/test-app.ts";
import { storeDirectLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, login } from "./admin-support.ts";

let t: TestApp;
let cookie = "";

beforeAll(async () => {
  t = await createAdminTestApp({ SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "website@example.test", LEAD_NOTIFY_EMAIL: "owner@example.test" });
  cookie = await login(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function postForm(path: string, form: Record<string, string>) {
  return adminRequest(t, path, { method: "POST", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

const FORM = {
  enabled: "on",
  zone: "Europe/London",
  "monday.1.start": "09:00",
  "monday.1.end": "12:30",
  "monday.2.start": "14:00",
  "monday.2.end": "00:00",
  "friday.1.start": "10:00",
  "friday.1.end": "11:00",
  length: "15",
  buffer: "5",
  notice: "2",
  horizon: "21",
  daysOff: "2026-12-25\n2026-12-24, 2026-12-25",
  how: "link",
  meetingUrl: "https://meet.example.com/owner",
};

/** A booked call for a new lead, `minutesFromNow` away (negative: started already). */
async function bookedCall(minutesFromNow: number): Promise<{ leadId: string; callId: string; startsAt: Date }> {
  const leadId = await storeDirectLead(t.deps.db, [], { contactPreference: "demo", phone: "+1 555 0100" });
  const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutesFromNow * 60_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const [row] = await t.deps.db
    .insert(callBookings)
    .values({ leadId, startsAt, endsAt, blockedUntil: endsAt, visitorZone: "UTC", ownerZone: "UTC", how: "phone" })
    .returning({ id: callBookings.id });
  return { leadId, callId: row!.id, startsAt };
}

describe("availability", () => {
  test("the form saves the whole settings and comes back with a notice", async () => {
    const res = await postForm("/api/admin/calls/availability-form", FORM);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/calls?done=saved");
    const saved = await readCallSettings(t.deps.db);
    expect(saved).toMatchObject({
      enabled: true,
      zone: "Europe/London",
      lengthMinutes: 15,
      bufferMinutes: 5,
      noticeHours: 2,
      horizonDays: 21,
      daysOff: ["2026-12-24", "2026-12-25"],
      how: "link",
      meetingUrl: "https://meet.example.com/owner",
    });
    expect(saved.weekly.monday).toEqual([
      { start: "09:00", end: "12:30" },
      { start: "14:00", end: "24:00" },
    ]);
    expect(saved.weekly.tuesday).toEqual([]);
    const page = await text(await adminRequest(t, "/admin/calls?done=saved", { cookie }));
    expect(page).toContain("Availability saved. The funnel offers times from it now.");
  });

  test("a refused form keeps what was typed and says what to fix, field by field; nothing is saved", async () => {
    const before = await readCallSettings(t.deps.db);
    const res = await postForm("/api/admin/calls/availability-form", {
      ...FORM,
      "monday.1.end": "08:00",
      "tuesday.1.start": "09:00",
      buffer: "500",
      how: "link",
      meetingUrl: "http://insecure.example.com",
    });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Nothing was saved: please check the highlighted fields.");
    expect(html).toContain("The end must come after the start.");
    expect(html).toContain("Enter both the start and the end, or leave both empty.");
    expect(html).toContain("Enter whole minutes from 0 to 120.");
    expect(html).toContain("https:// address.");
    expect(html).toContain('value="500"');
    expect(await readCallSettings(t.deps.db)).toEqual(before);
  });

  test("the JSON API reads and writes the settings, refusing bad ones with a 400 naming the field", async () => {
    const ok = await adminRequest(t, "/api/admin/calls/availability", { method: "PUT", cookie, body: { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: "Asia/Kolkata" } });
    expect(ok.status).toBe(200);
    expect(((await (await adminRequest(t, "/api/admin/calls/availability", { cookie })).json()) as { zone: string }).zone).toBe("Asia/Kolkata");
    const bad = await adminRequest(t, "/api/admin/calls/availability", { method: "PUT", cookie, body: { ...DEFAULT_CALL_SETTINGS, zone: "Mars/Base", lengthMinutes: 45 } });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { issues: { field: string }[] }).issues.map((i) => i.field).sort();
    expect(fields).toEqual(["lengthMinutes", "zone"]);
    expect(((await (await adminRequest(t, "/api/admin/calls/availability", { cookie })).json()) as { zone: string }).zone).toBe("Asia/Kolkata");
  });

  test("without a session there is nothing to read or change", async () => {
    expect((await adminRequest(t, "/api/admin/calls")).status).toBe(401);
    expect((await adminRequest(t, "/api/admin/calls/availability", { method: "PUT", body: DEFAULT_CALL_SETTINGS })).status).toBe(401);
    const page = await adminRequest(t, "/admin/calls");
    expect(page.status).toBe(302);
  });
});

describe("after the call", () => {
  test("held: the lead becomes Contacted, first contacted at the call's start; recorded in the audit log", async () => {
    const { leadId, callId, startsAt } = await bookedCall(-20);
    const res = await adminRequest(t, `/api/admin/calls/${callId}/outcome`, { method: "POST", cookie, body: { outcome: "held" } });
    expect(res.status).toBe(200);
    const [lead] = await t.deps.db.select({ status: leads.status, first: leads.firstContactedAt }).from(leads).where(eq(leads.id, leadId));
    expect(lead).toEqual({ status: "contacted", first: startsAt });
    const [entry] = await t.deps.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog).where(eq(auditLog.targetId, callId));
    expect(entry).toEqual({ action: "call.held", targetId: callId });
    expect((await adminRequest(t, `/api/admin/calls/${callId}/outcome`, { method: "POST", cookie, body: { outcome: "no-show" } })).status).toBe(409);
  });

  test("no-show from the tab's form; a call not started yet cannot be marked", async () => {
    const past = await bookedCall(-120);
    const res = await postForm(`/api/admin/calls/${past.callId}/outcome-form`, { outcome: "no-show" });
    expect(res.status).toBe(303);
    const [row] = await t.deps.db.select({ status: callBookings.status }).from(callBookings).where(eq(callBookings.id, past.callId));
    expect(row?.status).toBe("no-show");
    const [lead] = await t.deps.db.select({ status: leads.status }).from(leads).where(eq(leads.id, past.leadId));
    expect(lead?.status).toBe("new");
    const future = await bookedCall(24 * 60);
    const early = await adminRequest(t, `/api/admin/calls/${future.callId}/outcome`, { method: "POST", cookie, body: { outcome: "held" } });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe("The call has not started yet: mark it after its start time.");
  });

  test("the owner's cancel: the call is cancelled, the lead's cancellation queued; the tab lists it under Recent outcomes", async () => {
    await saveCallSettings(t.deps.db, { ...DEFAULT_CALL_SETTINGS, enabled: true });
    const { leadId, callId } = await bookedCall(3 * 24 * 60);
    const res = await postForm(`/api/admin/calls/${callId}/cancel-form`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/calls?done=cancelled");
    const rows = await t.deps.db
      .select({ channel: leadNotificationOutbox.channel, mark: leadNotificationOutbox.mark })
      .from(leadNotificationOutbox)
      .where(eq(leadNotificationOutbox.leadId, leadId));
    expect(rows.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "call-invite", mark: 1 },
      { channel: "call-owner", mark: 1 },
    ]);
    const page = await text(await adminRequest(t, "/admin/calls", { cookie }));
    expect(page).toContain("Recent outcomes");
    expect(page).toContain("Cancelled");
    expect((await adminRequest(t, `/api/admin/calls/${callId}/cancel`, { method: "POST", cookie })).status).toBe(409);
  });
});
