/**
 * Reminders of leads still New, with marks of a few seconds and real waiting: each arrives at its mark
 * (never before it), once; a lead marked contacted from the reminder's own link gets no further one; a
 * reminder queued while the lead was New but due after it moved on is settled unsent, with a note; leads
 * older than every window (an upgrade's backlog) get none, and a server that was down through a window
 * skips that reminder rather than sending several at once; two instances on one PostgreSQL send each
 * reminder once. Prints when each reminder arrived relative to its mark.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { queueDueReminders } from "../../db/queries/lead-outbox.ts";
import { changeLeadStatus } from "../../db/queries/lead-pipeline.ts";
import { leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { startLeadNotifications } from "../../src/leads/lead-notifications.ts";
import { ReminderMarks } from "../../src/leads/reminder-marks.ts";
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { storeDirectLead } from "../support/test-leads.ts";

const SITE_URL = "https://www.example.test";
const OWNER = "owner@example.test";
const MARKS = "2s,4s";
const MARKS_MS = [2000, 4000];

let smtp: SmtpReceiver;
let t: TestApp;
const logged: string[] = [];
/** When each message was first seen here (Date.now()), by its Message-ID. */
const seenAt = new Map<string, number>();
let watcher: ReturnType<typeof setInterval>;

function env(extra: Record<string, string> = {}) {
  return { SITE_URL, SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: OWNER, MAIL_FROM: "website@example.test", LEAD_REMINDER_MARKS: MARKS, LEAD_CONFIRMATION_EMAIL: "false", ...extra };
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp(env());
  // Arrival times to 10 ms: the receiver keeps no clock of its own.
  watcher = setInterval(() => {
    for (const m of smtp.messages) {
      const id = m.parsed.headers.get("message-id") ?? "";
      if (!seenAt.has(id)) seenAt.set(id, Date.now());
    }
  }, 10);
}, 60_000);

afterEach(() => {
  logged.length = 0;
});

afterAll(async () => {
  clearInterval(watcher);
  await smtp?.close();
  await t?.close();
});

async function newLead(db: Database, overrides: Record<string, unknown> = {}): Promise<{ id: string; createdAt: Date }> {
  const id = await storeDirectLead(db, [], overrides);
  const [row] = await db.select({ createdAt: leads.createdAt }).from(leads).where(eq(leads.id, id));
  return { id, createdAt: row!.createdAt };
}

const remindersOf = (leadId: string): ReceivedMail[] =>
  smtp.messages.filter((m) => m.parsed.headers.get("x-lead-id") === leadId && m.parsed.headers.get("subject")?.startsWith("Reminder:"));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await Bun.sleep(20);
  return condition();
}

/** Rows of one lead's reminders: mark, attempts, delivered, note. */
async function reminderRows(db: Database, leadId: string) {
  const rows = await db
    .select({
      mark: leadNotificationOutbox.mark,
      attempts: leadNotificationOutbox.attempts,
      deliveredAt: leadNotificationOutbox.deliveredAt,
      lastError: leadNotificationOutbox.lastError,
    })
    .from(leadNotificationOutbox)
    .where(and(eq(leadNotificationOutbox.leadId, leadId), eq(leadNotificationOutbox.channel, "reminder")))
    .orderBy(leadNotificationOutbox.mark);
  return rows.map((r) => ({ mark: r.mark, attempts: r.attempts, delivered: r.deliveredAt !== null, note: r.lastError }));
}

const startNotifications = (app: TestApp) => startLeadNotifications(app.deps.env, app.deps.db, { pollMs: 200, log: (line) => logged.push(line) });

describe("reminders at their marks, real time", () => {
  test(`marks ${MARKS}: each reminder arrives at its mark, never before, once; its content and link`, async () => {
    const notifications = startNotifications(t);
    try {
      const lead = await newLead(t.deps.db, { businessName: "Taqueria Lopez", firstName: "Ana", lastName: "Lopez" });
      expect(await until(() => remindersOf(lead.id).length >= 2, 15_000)).toBe(true);
      // A further scan or poll sends neither again.
      await Bun.sleep(1500);
      const mails = remindersOf(lead.id);
      expect(mails.map((m) => m.parsed.headers.get("subject"))).toEqual([
        "Reminder: Taqueria Lopez is still New after 2 seconds",
        "Reminder: Taqueria Lopez is still New after 4 seconds",
      ]);
      const late = mails.map((m, i) => seenAt.get(m.parsed.headers.get("message-id")!)! - (lead.createdAt.getTime() + MARKS_MS[i]!));
      console.log(`reminder arrivals after their marks (${MARKS}, ${testDatabaseKind}): ${late.map((ms, i) => `mark ${i + 1} +${ms} ms`).join(", ")}`);
      // Never early (the clocks are this machine's); late by at most the next mark's window, generously.
      for (const ms of late) {
        expect(ms).toBeGreaterThanOrEqual(-20);
        expect(ms).toBeLessThan(2000);
      }
      const first = mails[0]!;
      expect(first.envelope.to).toEqual([OWNER]);
      expect(first.parsed.headers.get("message-id")).toBe(`<lead-${lead.id}-reminder-1@www.example.test>`);
      expect(first.parsed.text).toMatch(/^Taqueria Lopez came in 2 seconds ago and is still New: 24 hours left of the 24 hours the site promised\.$/m);
      expect(first.parsed.text).toMatch(new RegExp(`^Mark as contacted \\(one click, no login\\): ${SITE_URL}/leads/mark-contacted\\?token=[A-Za-z0-9_-]{43}$`, "m"));
      expect(await reminderRows(t.deps.db, lead.id)).toEqual([
        { mark: 1, attempts: 1, delivered: true, note: null },
        { mark: 2, attempts: 1, delivered: true, note: null },
      ]);
    } finally {
      await notifications.stop();
    }
  }, 30_000);

  test("marked contacted from the first reminder's link: no second reminder", async () => {
    const notifications = startNotifications(t);
    try {
      const lead = await newLead(t.deps.db);
      expect(await until(() => remindersOf(lead.id).length >= 1, 10_000)).toBe(true);
      const link = /^Mark as contacted \(one click, no login\): (\S+)$/m.exec(remindersOf(lead.id)[0]!.parsed.text!)![1]!;
      const token = new URL(link).searchParams.get("token")!;
      const res = await t.app.request("/leads/mark-contacted", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `token=${token}` });
      expect(res.status).toBe(200);
      // Past the second mark and its whole window.
      const wait = lead.createdAt.getTime() + 6500 - Date.now();
      if (wait > 0) await Bun.sleep(wait);
      expect(remindersOf(lead.id)).toHaveLength(1);
      expect(await reminderRows(t.deps.db, lead.id)).toEqual([{ mark: 1, attempts: 1, delivered: true, note: null }]);
    } finally {
      await notifications.stop();
    }
  }, 30_000);
});

describe("which leads get which reminder", () => {
  /** A lead whose age is `ms` now, in the database's own clock. */
  async function leadAged(ms: number, overrides: Record<string, unknown> = {}) {
    const { id } = await newLead(t.deps.db, overrides);
    await t.deps.db
      .update(leads)
      .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
      .where(eq(leads.id, id));
    return id;
  }

  test("the default marks: each lead only the mark whose window it is in; an upgrade's old leads, spam and leads moved on get none; a second scan adds nothing", async () => {
    const H = 3_600_000;
    const marks = ReminderMarks.parse("1h,8h,20h");
    const ages = { "30 min": 0.5 * H, "2 h": 2 * H, "10 h": 10 * H, "20.5 h": 20.5 * H, "22 h": 22 * H, "3 days": 72 * H };
    const ids = Object.fromEntries(await Promise.all(Object.entries(ages).map(async ([name, ms]) => [name, await leadAged(ms)] as const)));
    const spam = await leadAged(2 * H, { isSpam: true });
    const contacted = await leadAged(2 * H);
    await changeLeadStatus(t.deps.db, contacted, { to: "contacted", actor: "session:test" });

    await queueDueReminders(t.deps.db, marks);
    const marked = async (id: string) => (await reminderRows(t.deps.db, id)).map((r) => r.mark);
    expect(Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await marked(id)] as const)))).toEqual({
      "30 min": [],
      "2 h": [1],
      // Down through the 1-hour window (or upgraded then): the 8-hour reminder only, not two at once.
      "10 h": [2],
      "20.5 h": [3],
      "22 h": [],
      "3 days": [],
    });
    expect(await marked(spam)).toEqual([]);
    expect(await marked(contacted)).toEqual([]);
    expect(await queueDueReminders(t.deps.db, marks)).toBe(0);
  });

  test("a reminder queued while the lead was New but due after it moved on: not sent, settled with a note", async () => {
    const id = await leadAged(2500);
    expect(await queueDueReminders(t.deps.db, ReminderMarks.parse(MARKS))).toBeGreaterThanOrEqual(1);
    await changeLeadStatus(t.deps.db, id, { to: "contacted", from: "new", actor: "email-link" });
    const notifications = startNotifications(t);
    try {
      let rows = await reminderRows(t.deps.db, id);
      for (const deadline = Date.now() + 10_000; !rows[0]?.delivered && Date.now() < deadline; rows = await reminderRows(t.deps.db, id)) await Bun.sleep(50);
      expect(rows).toEqual([{ mark: 1, attempts: 1, delivered: true, note: "not sent: the lead was already Contacted when the reminder was due" }]);
      expect(remindersOf(id)).toEqual([]);
    } finally {
      await notifications.stop();
    }
  });

  test("LEAD_REMINDER_MARKS=off: nothing is queued or sent", async () => {
    const off = await createTestApp(env({ LEAD_REMINDER_MARKS: "off" }));
    try {
      expect(off.deps.env.leadReminderMarks).toEqual([]);
      const notifications = startNotifications(off);
      expect(await notifications.scanReminders()).toBe(0);
      await notifications.stop();
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  test("each reminder of each lead is sent once in all", async () => {
    const second = await createSecondInstance(t, env());
    const both = [startNotifications(t), startNotifications(second)];
    try {
      const created = await Promise.all(Array.from({ length: 6 }, (_, i) => newLead(i % 2 === 0 ? t.deps.db : second.deps.db, { firstName: `Twin ${i}` })));
      const all = () => created.every((lead) => remindersOf(lead.id).length >= 2);
      expect(await until(all, 20_000)).toBe(true);
      // Every instance scans and polls again meanwhile: nothing more arrives.
      await Bun.sleep(2500);
      for (const lead of created) {
        expect(remindersOf(lead.id).map((m) => m.parsed.headers.get("message-id"))).toEqual([
          `<lead-${lead.id}-reminder-1@www.example.test>`,
          `<lead-${lead.id}-reminder-2@www.example.test>`,
        ]);
        expect(await reminderRows(t.deps.db, lead.id)).toEqual([
          { mark: 1, attempts: 1, delivered: true, note: null },
          { mark: 2, attempts: 1, delivered: true, note: null },
        ]);
      }
      const late = created.flatMap((lead) => remindersOf(lead.id).map((m, i) => seenAt.get(m.parsed.headers.get("message-id")!)! - (lead.createdAt.getTime() + MARKS_MS[i]!)));
      console.log(`two instances, reminder arrivals after their marks: min +${Math.min(...late)} ms, max +${Math.max(...late)} ms over ${late.length} reminders`);
      expect(Math.min(...late)).toBeGreaterThanOrEqual(-20);
    } finally {
      await Promise.all(both.map((n) => n.stop()));
      await second.close();
    }
  }, 40_000);
});
