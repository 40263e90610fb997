/**
 * A call booked in the funnel in the owner's pipeline: the lead carries its call's time (in the API as an instant,
 * on the Leads tab and in the detail in the owner's zone); the tab filters the leads with a call still to come,
 * soonest first, and counts them; once the call is marked the lead no longer shows it; the promise panel reads the
 * calls' figures.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { saveCallSettings } from "../../db/queries/calls.ts";
import { callBookings } from "../../db/schema/index.ts";
import type { AdminLead, LeadPage } from "../../src/shared/admin-api.ts";
import { DEFAULT_CALL_SETTINGS } from "../../src/shared/call-settings.ts";
import { callMomentText } from "../../src/shared/call-times.ts";
import type { LeadDetail } from "../../src/shared/lead-admin.ts";
import type { TestApp } from "../support/test-app.ts";
import { storeDirectLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, login } from "./admin-support.ts";

const OWNER_ZONE = "Asia/Kolkata";
let t: TestApp;
let cookie = "";
const calls: Record<"soon" | "later" | "started", { leadId: string; callId: string; startsAt: Date }> = {} as never;
let withoutCall = "";

/** A lead who asked for a call, with a call booked `minutesFromNow` away (negative: started already). */
async function leadWithCall(name: string, minutesFromNow: number) {
  const leadId = await storeDirectLead(t.deps.db, [], { firstName: name, contactPreference: "demo", phone: "+1 555 0100" });
  const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutesFromNow * 60_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const [row] = await t.deps.db
    .insert(callBookings)
    .values({ leadId, startsAt, endsAt, blockedUntil: endsAt, visitorZone: "Europe/London", ownerZone: OWNER_ZONE, how: "phone" })
    .returning({ id: callBookings.id });
  return { leadId, callId: row!.id, startsAt };
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const json = async <T>(path: string): Promise<T> => {
  const res = await adminRequest(t, path, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await login(t);
  await saveCallSettings(t.deps.db, { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: OWNER_ZONE });
  // Created in this order, so "newest first" and "soonest call first" differ.
  calls.later = await leadWithCall("Later", 6 * 60);
  calls.started = await leadWithCall("Started", -90);
  calls.soon = await leadWithCall("Soon", 60);
  withoutCall = await storeDirectLead(t.deps.db, [], { firstName: "Nocall", contactPreference: "email" });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("a booked call in the pipeline", () => {
  test("the API gives each lead its booked call's start; the view counts the calls still to come", async () => {
    const page = await json<LeadPage>("/api/admin/leads");
    const byId = new Map(page.leads.map((lead) => [lead.id, lead]));
    expect(byId.get(calls.soon.leadId)?.callAt).toBe(calls.soon.startsAt.toISOString());
    expect(byId.get(calls.started.leadId)?.callAt).toBe(calls.started.startsAt.toISOString());
    expect(byId.get(withoutCall)?.callAt).toBeNull();
    expect(page.callsUpcoming).toBe(2);
  });

  test("calls=1 lists the leads with a call still to come, soonest first; anything but 1 or 0 is a 400", async () => {
    const page = await json<LeadPage>("/api/admin/leads?calls=1");
    expect(page.leads.map((lead) => lead.firstName)).toEqual(["Soon", "Later"]);
    expect(page.total).toBe(2);
    const bad = await adminRequest(t, "/api/admin/leads?calls=yes", { cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("calls must be 1");
  });

  test("the Leads tab says when, in the owner's zone, and offers the filter with its count", async () => {
    const html = await text(await adminRequest(t, "/admin/leads?calls=1", { cookie }));
    expect(html).toContain(`Call booked for</span><span class="font-medium tabular-nums text-slate-700">${callMomentText(calls.soon.startsAt, OWNER_ZONE)}`);
    expect(callMomentText(calls.soon.startsAt, OWNER_ZONE)).toMatch(/ GMT\+5:30$/);
    const toggle = /<input type="checkbox"[^>]*name="calls"[^>]*>.*?Upcoming calls<span[^>]*>(\d+)<\/span>/.exec(html);
    expect(toggle?.[0]).toContain('checked=""');
    expect(toggle?.[1]).toBe("2");
    expect(html).toContain("soonest call first");
    expect(html).not.toContain(">Started<");
    // A call whose time has come and is not marked yet: the list says so and leads to the Calls tab.
    const all = await text(await adminRequest(t, "/admin/leads", { cookie }));
    expect(all).toContain(`Call was</span><span class="font-medium tabular-nums text-slate-700">${callMomentText(calls.started.startsAt, OWNER_ZONE)}`);
    expect(all).toContain("Mark it held or no-show");
  });

  test("the detail carries the owner's zone; once the call is held the lead shows no booked call", async () => {
    const detail = await json<LeadDetail>(`/api/admin/leads/${calls.started.leadId}`);
    expect(detail.callZone).toBe(OWNER_ZONE);
    expect(detail.lead.callAt).toBe(calls.started.startsAt.toISOString());
    const held = await adminRequest(t, `/api/admin/calls/${calls.started.callId}/outcome`, { method: "POST", cookie, body: { outcome: "held" } });
    expect(held.status).toBe(200);
    const after = await json<{ lead: AdminLead }>(`/api/admin/leads/${calls.started.leadId}`);
    expect(after.lead.callAt).toBeNull();
    expect(after.lead.status).toBe("contacted");
  });

  test("the promise panel reads the calls: every call lead booked, one held of one marked", async () => {
    const html = await text(await adminRequest(t, "/admin/leads", { cookie }));
    expect(html).toContain("Calls booked in the funnel");
    expect(html).toMatch(/Booked in the funnel<\/dt><dd[^>]*>100%<\/dd><dd[^>]*>3 of 3 who asked for a call/);
    expect(html).toMatch(/Show rate<\/dt><dd[^>]*>100%<\/dd><dd[^>]*>1 held of 1 marked/);
  });
});
