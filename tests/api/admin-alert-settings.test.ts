/**
 * Alerts the owner sets in the admin (PUT /api/admin/notifications/alerts) on a server whose host set only the
 * mail server (SMTP_URL, MAIL_FROM): who gets the lead e-mails, a signed webhook, a Slack or Teams chat — each
 * used by the next lead without a restart, each with a real test send, stored sealed, in the audit log; bad
 * input refused field by field with nothing stored; what the host set shown as the server's and not changeable.
 */

import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { adminSettings, auditLog, leadNotificationOutbox } from "../../db/schema/index.ts";
import { httpsOnlyIssues } from "../../src/leads/alert-settings.ts";
import { NO_RECIPIENTS } from "../../src/leads/email-outbox.ts";
import { type LeadNotifications, startLeadNotifications } from "../../src/leads/lead-notifications.ts";
import type { AlertSettingsResult, NotificationsTabData, TestSendResult } from "../../src/shared/notifications.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { createdLead } from "../support/test-leads.ts";
import { until } from "../support/until.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

let smtp: SmtpReceiver;
let receiver: ReturnType<typeof Bun.serve>;
const received: { path: string; body: string; signature: string | null }[] = [];
let t: TestApp;
let cookie: string;
let notifications: LeadNotifications | undefined;

const hook = (path: string) => `http://127.0.0.1:${receiver.port}${path}`;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      received.push({ path: new URL(req.url).pathname, body: await req.text(), signature: req.headers.get("X-BiziAgent-Signature") });
      // Slack answers "ok"; a Teams workflow 202 with nothing.
      return new URL(req.url).pathname.startsWith("/teams") ? new Response(null, { status: 202 }) : new Response("ok");
    },
  });
  t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000", SMTP_URL: smtp.url, MAIL_FROM: "Website <website@example.test>", LEAD_REMINDER_MARKS: "off" });
  cookie = await login(t);
}, 60_000);

afterEach(async () => {
  await notifications?.stop();
  notifications = undefined;
});

afterAll(async () => {
  await t.close();
  receiver.stop(true);
  await smtp.close();
});

const save = (body: unknown) => adminRequest(t, "/api/admin/notifications/alerts", { method: "PUT", body, cookie });
const readTab = async () => json<NotificationsTabData>(await adminRequest(t, "/api/admin/notifications", { cookie }));
const testSend = async (channel: string) => adminRequest(t, "/api/admin/notifications/test", { method: "POST", body: { channel }, cookie });

async function saved(body: unknown): Promise<AlertSettingsResult> {
  const res = await save(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<AlertSettingsResult>(res);
}

async function channelsOf(leadId: string): Promise<string[]> {
  const rows = await t.deps.db.select({ channel: leadNotificationOutbox.channel }).from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, leadId));
  return rows.map((r) => r.channel).sort();
}

async function lastAudit(action: string) {
  const [row] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const deliver = () => {
  notifications = startLeadNotifications(t.deps.env, t.deps.db, { pollMs: 20, log: () => {} });
};

describe("e-mail recipients", () => {
  test("none yet: the server can send, no one is named; a lead gets its confirmation only", async () => {
    const tab = await readTab();
    expect(tab.settings.mail).toEqual({ from: "Website <website@example.test>", server: `smtp://127.0.0.1:${smtp.port}` });
    expect(tab.settings.email).toEqual({ to: [], source: "admin", confirmations: true, reminders: [] });
    expect(tab.settings.webhook).toBeNull();
    expect(tab.settings.chat).toBeNull();
    const lead = await createdLead(t, { ...VALID_LEAD, email: "first@example.test" });
    expect(await channelsOf(lead.id)).toEqual(["confirmation"]);
    const test = await testSend("email");
    expect(test.status).toBe(409);
    expect(await json(test)).toEqual({ error: "No one is set to receive lead e-mails: add an address and save first." });
  });

  test("saved in the admin: the next lead's e-mail reaches both addresses, with no restart; the test e-mail too", async () => {
    const answer = await saved({ emails: "owner@example.test;\nsales@example.test, owner@example.test" });
    expect(answer.changed).toEqual(["emails"]);
    expect(answer.settings.email.to).toEqual(["owner@example.test", "sales@example.test"]);
    expect(await lastAudit("alerts.update")).toMatchObject({ outcome: "success", actorKind: "session", targetType: "settings", detail: { changed: "emails" } });

    const before = smtp.messages.length;
    const test = await json<TestSendResult>(await testSend("email"));
    expect(test.ok).toBe(true);
    expect(test.message).toContain("Accepted by the SMTP server for owner@example.test, sales@example.test");
    const lead = await createdLead(t, { ...VALID_LEAD, email: "second@example.test" });
    expect(await channelsOf(lead.id)).toEqual(["confirmation", "email"]);
    deliver();
    await until(() => smtp.messages.some((m) => m.parsed.headers.get("subject")?.startsWith("New lead: Taqueria Lopez")));
    const owner = smtp.messages.slice(before).find((m) => m.parsed.headers.get("subject")?.startsWith("New lead: Taqueria Lopez"));
    expect(owner?.envelope.to.sort()).toEqual(["owner@example.test", "sales@example.test"]);
  });

  test("saving the same list again changes nothing: the audit entry says so", async () => {
    const entries = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "alerts.update"))).length;
    expect((await saved({ emails: "owner@example.test, sales@example.test" })).changed).toEqual([]);
    // The audit entry names what changed: nothing. It is still a write the owner made.
    const after = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "alerts.update"));
    expect(after.length).toBe(entries + 1);
    expect(after.at(-1)?.detail).toEqual({ changed: "" });
  });

  test("every address removed before a queued e-mail goes out: it is settled unsent, with the reason", async () => {
    const lead = await createdLead(t, { ...VALID_LEAD, email: "third@example.test" });
    expect(await channelsOf(lead.id)).toContain("email");
    await saved({ emails: "" });
    deliver();
    await until(async () => {
      const [row] = await t.deps.db
        .select()
        .from(leadNotificationOutbox)
        .where(and(eq(leadNotificationOutbox.leadId, lead.id), eq(leadNotificationOutbox.channel, "email")));
      return row?.deliveredAt !== null && row?.lastError === NO_RECIPIENTS;
    });
    await saved({ emails: "owner@example.test" });
  });
});

describe("bad input is refused field by field, and nothing is stored", () => {
  test.each([
    [{ emails: "owner@example.test, not-an-address" }, "emails", '"not-an-address" is not an e-mail address'],
    [{ emails: Array.from({ length: 11 }, (_, i) => `o${i}@example.test`).join(",") }, "emails", "At most 10 addresses"],
    [{ webhookUrl: "ftp://hooks.example.test/x" }, "webhookUrl", "The webhook address must be an address that starts with https://"],
    [{ chatUrl: "https://hooks.slack.com/services/T/B/X" }, "chatKind", "Choose Slack or Microsoft Teams"],
    [{ chatKind: "discord", chatUrl: "https://discord.test/x" }, "chatKind", "chatKind must be one of slack, teams"],
    [{ emails: "owner@example.test", smtpUrl: "smtp://x" }, "body", "smtpUrl"],
  ])("%j", async (body, field, message) => {
    const before = await readTab();
    const res = await save(body);
    expect(res.status).toBe(400);
    const answer = await json<{ error: string; issues: { field: string; message: string }[] }>(res);
    expect(answer.error).toBe("Please check the highlighted fields");
    expect(answer.issues.find((i) => i.field === field)?.message ?? JSON.stringify(answer.issues)).toContain(message);
    expect((await readTab()).settings).toEqual(before.settings);
  });

  test("in production both addresses must be https", () => {
    expect(httpsOnlyIssues({ webhookUrl: "http://hooks.example.test/x", chatUrl: "https://hooks.slack.com/x", emails: undefined })).toEqual([
      { field: "webhookUrl", message: "The webhook address must start with https://" },
    ]);
    expect(httpsOnlyIssues({ webhookUrl: "", chatUrl: "http://hooks.slack.com/x", emails: undefined })).toEqual([
      { field: "chatUrl", message: "The chat address must start with https://" },
    ]);
  });
});

describe("the webhook", () => {
  test("set in the admin: a signing secret is made and shown, both are stored sealed, the lead arrives signed with it", async () => {
    const answer = await saved({ webhookUrl: ` ${hook("/crm/Tok3nPath")} ` });
    expect(answer.changed).toEqual(["webhook"]);
    const webhook = answer.settings.webhook!;
    expect(webhook).toMatchObject({ source: "admin", signed: true, url: hook("/crm/Tok3nPath"), target: `http://127.0.0.1:${receiver.port}/…` });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(adminSettings).where(eq(adminSettings.key, "alerts"));
    const stored = JSON.stringify(row?.value);
    expect(stored).not.toContain("Tok3nPath");
    expect(stored).not.toContain(webhook.secret);

    const test = await json<TestSendResult>(await testSend("webhook"));
    expect(test).toEqual({ ok: true, message: "Accepted: HTTP 200: ok" });
    const lead = await createdLead(t, { ...VALID_LEAD, email: "hooked@example.test" });
    expect(await channelsOf(lead.id)).toEqual(["confirmation", "email", "webhook"]);
    deliver();
    await until(() => received.some((r) => r.path === "/crm/Tok3nPath" && r.body.includes(lead.id)));
    const delivery = received.find((r) => r.body.includes(lead.id))!;
    const [, stamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature ?? "") ?? [];
    expect(createHmac("sha256", webhook.secret!).update(`${stamp}.${delivery.body}`).digest("hex")).toBe(digest!);
  });

  test("the address changed: the secret stays (the receiver has it); New secret replaces it; emptied: off", async () => {
    const first = (await readTab()).settings.webhook!.secret;
    const moved = await saved({ webhookUrl: hook("/crm/other") });
    expect(moved.settings.webhook?.secret).toBe(first);
    const renewed = await saved({ newWebhookSecret: true });
    expect(renewed.changed).toEqual(["webhookSecret"]);
    expect(renewed.settings.webhook?.secret).not.toBe(first);
    const off = await saved({ webhookUrl: "" });
    expect(off.changed).toEqual(["webhook"]);
    expect(off.settings.webhook).toBeNull();
    const lead = await createdLead(t, { ...VALID_LEAD, email: "unhooked@example.test" });
    expect(await channelsOf(lead.id)).not.toContain("webhook");
  });
});

describe("Slack or Teams", () => {
  test("Slack: the test and the lead as Slack text, with a link to the lead and no e-mail address or phone", async () => {
    const answer = await saved({ chatKind: "slack", chatUrl: hook("/slack/T000/B000/XXXX") });
    expect(answer.settings.chat).toEqual({ kind: "slack", url: hook("/slack/T000/B000/XXXX"), target: `http://127.0.0.1:${receiver.port}/…` });
    expect(await json<TestSendResult>(await testSend("chat"))).toEqual({ ok: true, message: "Accepted by Slack: HTTP 200: ok" });
    expect(await lastAudit("notification.test_chat")).toMatchObject({ outcome: "success", detail: { ok: true } });

    const lead = await createdLead(t, { ...VALID_LEAD, email: "chatty@example.test", businessName: "<!channel> & Sons" });
    expect(await channelsOf(lead.id)).toContain("chat");
    deliver();
    await until(() => received.some((r) => r.path.startsWith("/slack") && r.body.includes(lead.id)));
    const { text } = JSON.parse(received.find((r) => r.path.startsWith("/slack") && r.body.includes(lead.id))!.body) as { text: string };
    expect(text.split("\n")[0]).toBe("*New lead: &lt;!channel&gt; &amp; Sons wants info by e-mail*");
    expect(text).toContain(`<${t.deps.env.siteUrl}/admin/leads?lead=${lead.id}|Open the lead>`);
    expect(text).not.toContain("chatty@example.test");
  });

  test("Teams: an Adaptive Card; the tool's 202 is an acceptance", async () => {
    await saved({ chatKind: "teams", chatUrl: hook("/teams/workflow") });
    expect(await json<TestSendResult>(await testSend("chat"))).toEqual({ ok: true, message: "Accepted by Microsoft Teams: HTTP 202" });
    const body = JSON.parse(received.at(-1)!.body);
    expect(body.type).toBe("message");
    expect(body.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(body.attachments[0].content.body[0].text).toBe("Test from BiziAgent: new leads will be posted here");
  });

  test("turned off: no chat row for the next lead, and Send a test says what to do", async () => {
    expect((await saved({ chatUrl: "" })).settings.chat).toBeNull();
    const lead = await createdLead(t, { ...VALID_LEAD, email: "quiet@example.test" });
    expect(await channelsOf(lead.id)).not.toContain("chat");
    const test = await testSend("chat");
    expect(test.status).toBe(409);
    expect(await json(test)).toEqual({ error: "No Slack or Teams address is set: enter it and save first." });
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  test("a change saved on one holds on the other at once: its next lead and its Notifications tab", async () => {
    const second = await createSecondInstance(t, { LEAD_SITE_LIMIT: "100000", SMTP_URL: smtp.url, MAIL_FROM: "Website <website@example.test>", LEAD_REMINDER_MARKS: "off" });
    try {
      await saved({ emails: "both@example.test", chatKind: "slack", chatUrl: hook("/slack/both") });
      const tab = await json<NotificationsTabData>(await adminRequest(second, "/api/admin/notifications", { cookie }));
      expect(tab.settings.email.to).toEqual(["both@example.test"]);
      expect(tab.settings.chat?.url).toBe(hook("/slack/both"));
      const lead = await createdLead(second, { ...VALID_LEAD, email: "other.instance@example.test" });
      expect(await channelsOf(lead.id)).toEqual(["chat", "confirmation", "email"]);
      await saved({ chatUrl: "" });
      const later = await createdLead(second, { ...VALID_LEAD, email: "other.instance.later@example.test" });
      expect(await channelsOf(later.id)).toEqual(["confirmation", "email"]);
    } finally {
      await second.close();
    }
  });
});

describe("what the host set", () => {
  test("shown as set by the server, and refused here with the variable's name", async () => {
    const hosted = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@example.test",
      LEAD_NOTIFY_EMAIL: "host@example.test",
      LEAD_WEBHOOK_URL: hook("/host/secretpath"),
      LEAD_WEBHOOK_SECRET: "a-host-secret-of-some-length",
    });
    try {
      const session = await login(hosted);
      const tab = await json<NotificationsTabData>(await adminRequest(hosted, "/api/admin/notifications", { cookie: session }));
      expect(tab.settings.email).toMatchObject({ to: ["host@example.test"], source: "server" });
      expect(tab.settings.webhook).toEqual({ target: `http://127.0.0.1:${receiver.port}/…`, signed: true, source: "server", url: null, secret: null });
      const res = await adminRequest(hosted, "/api/admin/notifications/alerts", { method: "PUT", body: { emails: "me@example.test", webhookUrl: "" }, cookie: session });
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({
        error: "Set by the server, so not changed here: emails: set by the server (LEAD_NOTIFY_EMAIL); webhookUrl: set by the server (LEAD_WEBHOOK_URL)",
      });
      // The chat is the owner's even here.
      const chat = await adminRequest(hosted, "/api/admin/notifications/alerts", { method: "PUT", body: { chatKind: "slack", chatUrl: hook("/slack/x") }, cookie: session });
      expect(chat.status).toBe(200);
    } finally {
      await hosted.close();
    }
  });

  test("session only: an API key cannot change who hears of leads", async () => {
    const res = await t.app.request("/api/admin/notifications/alerts", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: "Bearer not-a-session" },
      body: JSON.stringify({ emails: "thief@example.test" }),
    });
    expect(res.status).toBe(401);
  });
});
