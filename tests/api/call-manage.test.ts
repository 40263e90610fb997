/**
 * A booked call's e-mails and the lead's link to change it: booking sends the lead an invitation in their zone and
 * the owner one in theirs (through the SMTP test server), and queues the reminders at their moments; the link
 * in the lead's e-mail shows the call and the open times, moves it (a new invitation: same UID, SEQUENCE 1; the
 * old reminders settled unsent, new ones queued) and then opens nothing; the new e-mail's link cancels it
 * (METHOD:CANCEL, no reminder left). A time taken meanwhile is answered with the page, the link unspent.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { saveCallSettings } from "../../db/queries/calls.ts";
import { readLeadExport } from "../../db/queries/lead-export.ts";
import { callBookings, leadNotificationOutbox } from "../../db/schema/index.ts";
import { callInviteComposer, callOwnerComposer, callReminderComposer } from "../../src/calls/call-mail-channels.ts";
import { startMailWorker } from "../../src/leads/email-outbox.ts";
import { type CallSettings, DEFAULT_CALL_SETTINGS, WEEKDAYS } from "../../src/shared/call-settings.ts";
import type { SlotDay } from "../../src/shared/call-times.ts";
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { sendLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

const SITE_URL = "https://www.example.test";
const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: "00:00", end: "24:00" }]])) as CallSettings["weekly"];
const OPEN: CallSettings = { ...DEFAULT_CALL_SETTINGS, enabled: true, zone: "America/New_York", weekly: ALL_DAY, noticeHours: 30, bufferMinutes: 10, horizonDays: 7 };

let t: TestApp;
let smtp: SmtpReceiver;
let ips = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    SITE_URL,
    TRUST_PROXY: "true",
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: "owner@example.test",
    MAIL_FROM: "website@example.test",
    LEAD_CONFIRMATION_EMAIL: "false",
  });
  await saveCallSettings(t.deps.db, OPEN);
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

function from(): Record<string, string> {
  ips++;
  return { "X-Forwarded-For": `192.0.2.${ips}` };
}

/** Runs the two invitation workers until `count` more messages arrived. */
async function deliverInvitations(count: number): Promise<ReceivedMail[]> {
  const before = smtp.messages.length;
  const settings = t.deps.env.leadEmail!;
  const timing = { db: t.deps.db, settings, pollMs: 10, log: () => {} };
  const workers = [
    startMailWorker({ ...timing, channel: "call-invite", label: "call invitation", compose: callInviteComposer(t.deps.env.identity, SITE_URL) }),
    startMailWorker({ ...timing, channel: "call-owner", label: "call e-mail", compose: callOwnerComposer(settings, t.deps.env.identity, SITE_URL) }),
  ];
  try {
    expect(await smtp.waitForMessages(before + count, 10_000)).toBe(true);
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  return smtp.messages.slice(before);
}

/** The call-reminder worker, sending what is due. */
function reminderWorker() {
  const settings = t.deps.env.leadEmail!;
  return startMailWorker({
    db: t.deps.db,
    settings,
    pollMs: 10,
    log: () => {},
    channel: "call-reminder",
    label: "call reminder",
    compose: callReminderComposer(settings, t.deps.env.identity, SITE_URL),
  });
}

/** Brings the lead's reminder of this mark to its moment: due now. */
async function reminderDueNow(leadId: string, mark: number): Promise<void> {
  await t.deps.db
    .update(leadNotificationOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(leadNotificationOutbox.leadId, leadId), eq(leadNotificationOutbox.channel, "call-reminder"), eq(leadNotificationOutbox.mark, mark)));
}

function readInvitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.parsed.calendar!.content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid") };
}

function manageLinkIn(mail: ReceivedMail): string {
  const match = /\/calls\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? "");
  expect(match).not.toBeNull();
  return match![0];
}

async function callRows(leadId: string) {
  return t.deps.db
    .select({
      channel: leadNotificationOutbox.channel,
      mark: leadNotificationOutbox.mark,
      due: leadNotificationOutbox.nextAttemptAt,
      delivered: leadNotificationOutbox.deliveredAt,
      note: leadNotificationOutbox.lastError,
    })
    .from(leadNotificationOutbox)
    .where(and(eq(leadNotificationOutbox.leadId, leadId), eq(leadNotificationOutbox.channel, "call-reminder")))
    .orderBy(asc(leadNotificationOutbox.mark));
}

function post(path: string, form: Record<string, string>): Promise<Response> {
  return t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", ...from() },
    body: new URLSearchParams(form).toString(),
  });
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** A call lead from the funnel that books the `slot`-th time of the `day`-th offered day, in London. */
async function bookedLead(details: { phone: string; email: string; firstName: string }, day: number, slot: number) {
  const lead = await sendLead(t, { ...VALID_LEAD, contactPreference: "demo", ...details }, from());
  const { id: leadId, callBooking } = (await lead.json()) as { id: string; callBooking: { token: string } };
  const slots = (await (await t.app.request("/api/calls/slots?zone=Europe/London")).json()) as { days: SlotDay[] };
  const start = slots.days[day]!.slots[slot]!.start;
  const booked = await t.app.request("/api/calls", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from() },
    body: JSON.stringify({ token: callBooking.token, start, zone: "Europe/London" }),
  });
  expect(booked.status).toBe(201);
  return { leadId, slots, start };
}

describe("a booked call, moved and cancelled by the lead", () => {
  test("booking, the invitations, the reminders, a move, the old link dead, a cancel", async () => {
    const { leadId, slots, start } = await bookedLead({ phone: "+44 20 7946 0000", email: "rosa@example.com", firstName: "Rosa" }, 1, 3);

    // The two invitations, each in its reader's zone.
    const first = await deliverInvitations(2);
    const toLead = first.find((m) => m.envelope.to.includes("rosa@example.com"))!;
    const toOwner = first.find((m) => m.envelope.to.includes("owner@example.test"))!;
    expect(toLead.parsed.headers.get("subject")).toStartWith("Your call with ");
    expect(toLead.parsed.calendar?.method).toBe("REQUEST");
    const leadInvite = readInvitation(toLead);
    expect(leadInvite.tzid).toBe("Europe/London");
    expect(leadInvite.event.startDate.toJSDate().toISOString()).toBe(start);
    const ownerInvite = readInvitation(toOwner);
    expect(ownerInvite.tzid).toBe("America/New_York");
    expect(ownerInvite.event.uid).toBe(leadInvite.event.uid);
    expect(toOwner.parsed.headers.get("subject")).toStartWith("Call booked: ");

    // The reminders wait for their moments: a day and an hour before for the lead, an hour before for the owner.
    const reminders = await callRows(leadId);
    expect(reminders.map((r) => [r.mark, r.due.getTime() - new Date(start).getTime()])).toEqual([
      [1, -24 * 3_600_000],
      [2, -3_600_000],
      [3, -3_600_000],
    ]);

    // The lead's link: the page shows the call in the lead's zone, and offers other times.
    const link = manageLinkIn(toLead);
    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain("Your call with");
    expect(html).toContain("GMT"); // London's abbreviation in December
    const elsewhere = await text(await t.app.request(`${link}&zone=Asia/Tokyo`));
    expect(elsewhere).toContain("Times are in Japan Standard Time (Asia/Tokyo)");

    // Moving onto a time someone else holds is refused with the page; the link still works.
    const other = slots.days[2]!.slots[0]!.start;
    const token = link.split("token=")[1]!;
    const blocker = await sendLead(t, { ...VALID_LEAD, contactPreference: "demo", phone: "+1 555 0101", email: "blocker@example.com" }, from());
    const blockerToken = ((await blocker.json()) as { callBooking: { token: string } }).callBooking.token;
    expect(
      (
        await t.app.request("/api/calls", {
          method: "POST",
          headers: { "Content-Type": "application/json", ...from() },
          body: JSON.stringify({ token: blockerToken, start: other, zone: "UTC" }),
        })
      ).status,
    ).toBe(201);
    await deliverInvitations(2);
    const taken = await post("/calls/manage/move", { token, zone: "Europe/London", start: other });
    expect(taken.status).toBe(409);
    expect(await text(taken)).toContain("Someone just booked that time. Please choose another one.");

    // Moved: the same UID, SEQUENCE 1, the old reminders settled unsent, new ones at the new time.
    const moveTo = slots.days[3]!.slots[5]!.start;
    const moved = await post("/calls/manage/move", { token, zone: "Europe/London", start: moveTo });
    expect(moved.status).toBe(200);
    expect(await text(moved)).toContain("Your call has moved");
    const [row] = await t.deps.db.select().from(callBookings).where(eq(callBookings.leadId, leadId));
    expect([row!.sequence, row!.startsAt.toISOString()]).toEqual([1, moveTo]);
    const afterMove = await callRows(leadId);
    expect(afterMove.filter((r) => r.mark < 10).map((r) => r.note)).toEqual(["not sent: the call was moved", "not sent: the call was moved", "not sent: the call was moved"]);
    expect(afterMove.filter((r) => r.mark >= 10).map((r) => [r.mark, r.delivered, r.due.getTime() - new Date(moveTo).getTime()])).toEqual([
      [11, null, -24 * 3_600_000],
      [12, null, -3_600_000],
      [13, null, -3_600_000],
    ]);
    const second = await deliverInvitations(2);
    const movedMail = second.find((m) => m.envelope.to.includes("rosa@example.com"))!;
    expect(movedMail.parsed.headers.get("subject")).toContain("has moved");
    const movedInvite = readInvitation(movedMail);
    expect([movedInvite.event.uid, movedInvite.event.sequence, movedInvite.event.startDate.toJSDate().toISOString()]).toEqual([leadInvite.event.uid, 1, moveTo]);

    // The first e-mail's link opens nothing now, whether shown or posted again.
    expect((await t.app.request(link, { headers: from() })).status).toBe(410);
    expect((await post("/calls/manage/cancel", { token })).status).toBe(410);

    // The new e-mail's link cancels: METHOD:CANCEL, every reminder settled.
    const newLink = manageLinkIn(movedMail);
    const cancelled = await post("/calls/manage/cancel", { token: newLink.split("token=")[1]! });
    expect(cancelled.status).toBe(200);
    expect(await text(cancelled)).toContain("Your call is cancelled");
    const third = await deliverInvitations(2);
    const cancelMail = third.find((m) => m.envelope.to.includes("rosa@example.com"))!;
    expect(cancelMail.parsed.calendar?.method).toBe("CANCEL");
    const cancelInvite = readInvitation(cancelMail);
    expect([cancelInvite.event.uid, cancelInvite.event.sequence]).toEqual([leadInvite.event.uid, 2]);
    expect((await callRows(leadId)).every((r) => r.delivered !== null)).toBe(true);
    // The cancelled call's time is open again.
    const reopened = (await (await t.app.request("/api/calls/slots?zone=UTC")).json()) as { days: SlotDay[] };
    expect(reopened.days.flatMap((d) => d.slots.map((s) => s.start))).toContain(moveTo);

    // A data-access export of the lead holds the call and its links (when made and used, never a token's hash).
    const exported = (await readLeadExport(t.deps.db, leadId))!;
    expect(exported.calls.map((c) => [c.status, c.sequence])).toEqual([["cancelled", 2]]);
    expect(exported.callLinks.map((l) => l.action)).toContain("manage");
    expect(JSON.stringify(exported.callLinks)).not.toContain("tokenHash");
  });

  test("a reminder goes out at its moment with a fresh link, in the lead's zone; one for an earlier version never does", async () => {
    const { leadId } = await bookedLead({ phone: "+44 20 7946 0001", email: "remind.me@example.com", firstName: "Ada" }, 4, 7);
    await deliverInvitations(2);
    // Its moment comes: the lead's hour-before reminder is due now.
    await reminderDueNow(leadId, 2);
    const before = smtp.messages.length;
    const worker = reminderWorker();
    try {
      expect(await smtp.waitForMessages(before + 1, 10_000)).toBe(true);
    } finally {
      await worker.stop();
    }
    const reminder = smtp.messages[before]!;
    expect(reminder.envelope.to).toEqual(["remind.me@example.com"]);
    expect(reminder.parsed.headers.get("subject")).toMatch(/^Reminder: your call with .+ in one hour \(\d{1,2}:\d{2} [AP]M\)$/);
    expect(reminder.parsed.text).toMatch(/Times are in .+ \(Europe\/London\)\./);
    expect(manageLinkIn(reminder)).toMatch(/^\/calls\/manage\?token=/);

    // A row for a version the call no longer has is settled unsent, whatever its moment.
    const [row] = await t.deps.db.select({ id: callBookings.id }).from(callBookings).where(eq(callBookings.leadId, leadId));
    await t.deps.db.update(callBookings).set({ sequence: 5 }).where(eq(callBookings.id, row!.id));
    await reminderDueNow(leadId, 1);
    const again = reminderWorker();
    try {
      await again.drain();
    } finally {
      await again.stop();
    }
    const [stale] = await t.deps.db
      .select({ delivered: leadNotificationOutbox.deliveredAt, note: leadNotificationOutbox.lastError })
      .from(leadNotificationOutbox)
      .where(and(eq(leadNotificationOutbox.leadId, leadId), eq(leadNotificationOutbox.channel, "call-reminder"), eq(leadNotificationOutbox.mark, 1)));
    expect(stale!.delivered).not.toBeNull();
    expect(stale!.note).toBe("not sent: the call was moved or cancelled since");
    expect(smtp.messages.length).toBe(before + 1);
  });

  test("a link that names nothing gets a page that says so (404), never an error", async () => {
    const res = await t.app.request("/calls/manage?token=nonsense", { headers: from() });
    expect(res.status).toBe(404);
    expect(await text(res)).toContain("This link is not valid");
    expect((await post("/calls/manage/move", { token: "z".repeat(43), start: "x" })).status).toBe(404);
  });
});
