/**
 * A follow-up on a lead through the API (PATCH /api/admin/leads/:id/follow-up): the next step and the deal's
 * value set, changed and cleared, bad input refused field by field with nothing stored, audited by name; and
 * its reminder through the outbox to a real SMTP server — sent once when due, again for a step moved to another
 * time, never for a step changed or cleared before it went out, nor for a lead won or lost.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq, sql } from "drizzle-orm";
import { queueDueFollowUps } from "../../db/queries/lead-follow-ups.ts";
import { auditLog, leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { type LeadNotifications, startLeadNotifications } from "../../src/leads/lead-notifications.ts";
import { SKIPPED } from "../../src/leads/mail-channels.ts";
import type { LeadDetail, LeadFollowUpAnswer } from "../../src/shared/lead-admin.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import type { TestApp } from "../support/test-app.ts";
import { until } from "../support/until.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const OWNER = "owner@example.test";
let smtp: SmtpReceiver;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createAdminTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "website@example.test", LEAD_NOTIFY_EMAIL: OWNER, LEAD_REMINDER_MARKS: "off", LEAD_CONFIRMATION_EMAIL: "false" });
  cookie = await login(t);
}, 60_000);

afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function addLead(fields: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  const [row] = await t.deps.db
    .insert(leads)
    .values({ ...LEAD_ANSWERS, email: `follow-${crypto.randomUUID()}@example.com`, businessName: "Rosa's Bakery", ...fields })
    .returning({ id: leads.id });
  return row!.id;
}

const followUp = (id: string, body: unknown) => adminRequest(t, `/api/admin/leads/${id}/follow-up`, { method: "PATCH", body, cookie });

async function saved(id: string, body: unknown): Promise<LeadFollowUpAnswer> {
  const res = await followUp(id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<LeadFollowUpAnswer>(res);
}

/** Makes the lead's next step due now, as the clock would. */
async function dueNow(id: string) {
  await t.deps.db.update(leads).set({ nextStepAt: sql`now() - interval '1 minute'` }).where(eq(leads.id, id));
}

async function followUpRows(id: string) {
  return t.deps.db
    .select()
    .from(leadNotificationOutbox)
    .where(and(eq(leadNotificationOutbox.leadId, id), eq(leadNotificationOutbox.channel, "follow-up")));
}

/**
 * A week from now in whole seconds, as a person types it ("…T09:00:00Z") and as the API answers it ("….000Z"). Not
 * a fixed date: a step saved here stays on its lead, and once its moment passed the reminder test below found it due.
 */
const NEXT_WEEK_SENT = new Date(Math.floor(Date.now() / 1000) * 1000 + 7 * 86_400_000).toISOString().replace(".000Z", "Z");
const NEXT_WEEK_ANSWERED = NEXT_WEEK_SENT.replace("Z", ".000Z");

describe("the next step and the deal's value", () => {
  test("set, shown in the detail and the list, audited by name; the same again changes nothing", async () => {
    const id = await addLead();
    const answer = await saved(id, { nextStepAt: NEXT_WEEK_SENT, nextStep: "  Call back about Pro  ", dealValue: 2400.5, dealCurrency: "usd" });
    expect(answer.changed).toEqual(["nextStep", "deal"]);
    expect(answer.lead).toMatchObject({ nextStepAt: NEXT_WEEK_ANSWERED, nextStep: "Call back about Pro", dealValueMinor: 240050, dealCurrency: "USD" });
    const detail = await json<LeadDetail>(await adminRequest(t, `/api/admin/leads/${id}`, { cookie }));
    expect(detail.lead).toMatchObject({ nextStep: "Call back about Pro", dealValueMinor: 240050 });
    const list = await json<{ leads: { id: string; nextStepAt: string | null }[] }>(await adminRequest(t, "/api/admin/leads", { cookie }));
    expect(list.leads.find((l) => l.id === id)?.nextStepAt).toBe(NEXT_WEEK_ANSWERED);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "lead.follow_up")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ targetType: "lead", targetId: id, detail: { changed: "nextStep, deal" } });
    expect(JSON.stringify(audit)).not.toContain("Call back");
    expect((await saved(id, { nextStepAt: NEXT_WEEK_SENT, nextStep: "Call back about Pro" })).changed).toEqual([]);
  });

  test("yen have no cents; clearing the value and the step", async () => {
    const id = await addLead();
    expect((await saved(id, { dealValue: 120000, dealCurrency: "JPY" })).lead).toMatchObject({ dealValueMinor: 120000, dealCurrency: "JPY" });
    expect((await saved(id, { dealValue: null })).lead).toMatchObject({ dealValueMinor: null, dealCurrency: null });
    await saved(id, { nextStepAt: NEXT_WEEK_SENT, nextStep: "Send the quote" });
    expect((await saved(id, { nextStepAt: null })).lead).toMatchObject({ nextStepAt: null, nextStep: null });
  });

  test.each([
    [{ nextStepAt: "tomorrow" }, "nextStepAt", "nextStepAt must be a date and time such as 2026-12-03T09:00:00Z"],
    [{ nextStepAt: null, nextStep: "Call" }, "nextStepAt", "Choose when the next step is due"],
    [{ nextStepAt: "2026-12-03T09:00:00Z", nextStep: "x".repeat(201) }, "nextStep", "The next step must be at most 200 characters"],
    [{ dealValue: -5, dealCurrency: "USD" }, "dealValue", "The deal's value must be 0 or more"],
    [{ dealValue: 10 }, "dealCurrency", "Choose the deal's currency"],
    [{ dealValue: 10, dealCurrency: "XYZ" }, "dealCurrency", "dealCurrency must be a currency code such as USD or EUR"],
    [{ dealValue: "10", dealCurrency: "USD" }, "dealValue", "dealValue must be a number"],
    [{ status: "won" }, "body", "status"],
  ])("refused: %j", async (body, field, message) => {
    const id = await addLead();
    const res = await followUp(id, body);
    expect(res.status).toBe(400);
    const issues = (await json<{ issues: { field: string; message: string }[] }>(res)).issues;
    expect(issues.find((i) => i.field === field)?.message ?? JSON.stringify(issues)).toContain(message);
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ nextStepAt: null, dealValueMinor: null });
  });

  test("an unknown lead is a 404", async () => {
    expect((await followUp(crypto.randomUUID(), { nextStepAt: null })).status).toBe(404);
  });
});

describe("the reminder", () => {
  let notifications: LeadNotifications | undefined;
  afterAll(async () => notifications?.stop());

  test("due: one e-mail to the owner naming the step, once; moved to another time: reminded again", async () => {
    notifications = startLeadNotifications(t.deps.env, t.deps.db, { pollMs: 20, log: () => {} });
    const id = await addLead({ businessName: "Café Lupe" });
    await saved(id, { nextStepAt: new Date(Date.now() + 3_600_000).toISOString(), nextStep: "Call back about Pro" });
    expect(await notifications.scanReminders()).toBe(0);
    await dueNow(id);
    expect(await notifications.scanReminders()).toBe(1);
    expect(await notifications.scanReminders()).toBe(0);
    const reminder = () => smtp.messages.filter((m) => m.parsed.headers.get("subject") === "Follow up: Café Lupe — Call back about Pro");
    await until(() => reminder().length === 1);
    const mail = reminder()[0]!;
    expect(mail.envelope.to).toEqual([OWNER]);
    expect(mail.parsed.text).toContain(`Open the lead: ${t.deps.env.siteUrl}/admin/leads?lead=${id}`);

    // Moved to another time: a new step, reminded when it is due.
    await saved(id, { nextStepAt: new Date(Date.now() + 7_200_000).toISOString() });
    await dueNow(id);
    expect(await notifications.scanReminders()).toBe(1);
    await until(() => reminder().length === 2);
  });

  test("changed or cleared before it went out, or the lead won: settled unsent with the reason", async () => {
    // No worker while the rows are queued and the leads change: it would send them first.
    await notifications?.stop();
    notifications = undefined;
    const changed = await addLead();
    await saved(changed, { nextStepAt: new Date(Date.now() - 60_000).toISOString(), nextStep: "Send the quote" });
    expect(await queueDueFollowUps(t.deps.db)).toBe(1);
    await saved(changed, { nextStepAt: null });
    const won = await addLead();
    await saved(won, { nextStepAt: new Date(Date.now() - 60_000).toISOString(), nextStep: "Sign" });
    expect(await queueDueFollowUps(t.deps.db)).toBe(1);
    await t.deps.db.update(leads).set({ status: "won" }).where(eq(leads.id, won));
    notifications = startLeadNotifications(t.deps.env, t.deps.db, { pollMs: 20, log: () => {} });
    await until(async () => (await followUpRows(changed))[0]?.lastError === SKIPPED.stepChanged);
    await until(async () => (await followUpRows(won))[0]?.lastError === SKIPPED.closed("Won"));
  });

  test("not for spam, a lead already lost, or a step due days before the server looked", async () => {
    const spam = await addLead({ isSpam: true, nextStepAt: new Date(Date.now() - 60_000), nextStep: "x", nextStepSeq: 1 });
    const lost = await addLead({ status: "lost", nextStepAt: new Date(Date.now() - 60_000), nextStep: "x", nextStepSeq: 1 });
    const stale = await addLead({ nextStepAt: new Date(Date.now() - 3 * 86_400_000), nextStep: "x", nextStepSeq: 1 });
    await queueDueFollowUps(t.deps.db);
    for (const id of [spam, lost, stale]) expect(await followUpRows(id)).toEqual([]);
  });
});
