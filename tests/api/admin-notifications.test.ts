/**
 * The Notifications tab's API against a real SMTP server and a local webhook receiver: what is configured
 * (no password, secret or webhook path in it), deliveries failing and given up, Resend (attempts start over,
 * next attempt now; a channel configured after the lead came in gets its row; a row being sent is left
 * alone), the test e-mail and the test webhook really sent with the server's own answer, the dashboard's
 * banner while a channel's latest delivery failed, the audit entries, and session only.
 */

import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { markGivenUp } from "../../db/queries/lead-outbox.ts";
import { leadNotificationPayload } from "../../db/queries/leads.ts";
import { auditLog, leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { type AdminTabId, tabHref } from "../../src/admin/frame/tabs.ts";
import { startWebhookWorker } from "../../src/leads/webhook-outbox.ts";
import type { NotificationsTabData, ResendResult, TestSendResult } from "../../src/shared/notifications.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import type { TestApp } from "../support/test-app.ts";
import { storeDirectLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";

const SMTP_USER = "site@example.test";
const SMTP_PASS = "a secret smtp password";
const WEBHOOK_SECRET = "a-webhook-secret-of-some-length";
const HOOK_PATH = "/hooks/AbC123SecretPath";
const OWNER = "owner@example.test";

let smtp: SmtpReceiver;
let receiver: ReturnType<typeof Bun.serve>;
/** What the receiver answers next; 200 once the list is empty. */
const statuses: number[] = [];
const received: { body: string; signature: string | null; status: number }[] = [];
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpReceiver({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const body = await req.text();
      const status = statuses.shift() ?? 200;
      received.push({ body, signature: req.headers.get("X-BiziAgent-Signature"), status });
      return new Response(status === 200 ? "thanks" : "receiver exploded", { status });
    },
  });
  t = await createAdminTestApp({
    LEAD_SITE_LIMIT: "100000",
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: OWNER,
    MAIL_FROM: "Website <website@example.test>",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}${HOOK_PATH}`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  cookie = await login(t);
}, 60_000);

afterEach(async () => {
  await t.deps.db.delete(leadNotificationOutbox);
  statuses.length = 0;
  received.length = 0;
  smtp.messages.length = 0;
  smtp.script.length = 0;
});

afterAll(async () => {
  receiver?.stop(true);
  await smtp?.close();
  await t?.close();
});

const send = (method: string, path: string, body?: unknown) => adminRequest(t, path, { method, body, cookie });
const readTab = async () => json<NotificationsTabData>(await send("GET", "/api/admin/notifications"));

async function row(leadId: string, channel: string) {
  const [r] = await t.deps.db
    .select()
    .from(leadNotificationOutbox)
    .where(and(eq(leadNotificationOutbox.leadId, leadId), eq(leadNotificationOutbox.channel, channel as "webhook")));
  return r;
}

/** Runs the webhook worker until `deliveries` POSTs reached the receiver, then stops it. */
async function runWebhook(deliveries: number) {
  const worker = startWebhookWorker({ db: t.deps.db, target: { url: t.deps.env.leadWebhookUrl!, secret: WEBHOOK_SECRET }, pollMs: 10, baseDelayMs: 20, log: () => {} });
  try {
    for (const deadline = Date.now() + 10_000; received.length < deliveries && Date.now() < deadline; ) await Bun.sleep(10);
    expect(received.length).toBe(deliveries);
  } finally {
    await worker.stop();
  }
}

async function lastAudit(action: string) {
  const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

async function dashboardBanner(tab = "blog-posts"): Promise<string | null> {
  const res = await adminRequest(t, tabHref(tab as AdminTabId), { cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  const inner = /data-testid="notification-banner">([\s\S]*?)<\/section>/.exec(html)?.[1];
  return inner === undefined ? null : inner.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
}

describe("what is configured", () => {
  test("e-mail and webhook as the owner may see them: no password, no secret, no webhook path", async () => {
    const res = await send("GET", "/api/admin/notifications");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    const tab = JSON.parse(text) as NotificationsTabData;
    expect(tab.settings).toEqual({
      mail: { from: "Website <website@example.test>", server: `smtp://${encodeURIComponent(SMTP_USER)}@127.0.0.1:${smtp.port}` },
      email: { to: [OWNER], source: "server", confirmations: true, reminders: ["1 hour", "8 hours", "20 hours"] },
      // Set by the server: where it goes, never its path (a token) nor its secret.
      webhook: { target: `http://127.0.0.1:${receiver.port}/…`, signed: true, source: "server", url: null, secret: null },
      chat: null,
      retentionDays: null,
    });
    expect(tab).toMatchObject({ channels: [], problems: [], problemTotal: 0 });
    for (const secret of [SMTP_PASS, encodeURIComponent(SMTP_PASS), WEBHOOK_SECRET, "AbC123SecretPath"]) expect(text).not.toContain(secret);
  });

  test("session only: an API key, even one with every scope, is refused", async () => {
    const created = await json<{ key: string }>(await send("POST", "/api/admin/api-keys", { name: "Everything" }));
    for (const [method, path, body] of [
      ["GET", "/api/admin/notifications", undefined],
      ["POST", "/api/admin/notifications/test", { channel: "email" }],
      ["POST", "/api/admin/notifications/resend", { leadId: crypto.randomUUID(), channel: "webhook" }],
    ] as const) {
      const res = await adminRequest(t, path, { method, body, bearer: created.key });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("failing deliveries, the banner and Resend", () => {
  test("a webhook answering 500: listed as retrying with its reason, the banner on every tab; Resend after the receiver is fixed delivers it and the banner goes", async () => {
    const id = await storeDirectLead(t.deps.db, ["webhook"], { firstName: "Rosa", lastName: "Díaz", businessName: "Rosa's Bakery" });
    statuses.push(500, 500);
    await runWebhook(2);
    const failing = await readTab();
    expect(failing.problemTotal).toBe(1);
    expect(failing.problems).toEqual([
      expect.objectContaining({
        leadId: id,
        leadName: "Rosa Díaz",
        businessName: "Rosa's Bakery",
        channel: "webhook",
        mark: 0,
        attempts: 2,
        maxAttempts: 12,
        state: "retrying",
        lastError: "HTTP 500",
      }),
    ]);
    expect(failing.channels).toEqual([{ channel: "webhook", state: "failing", lastError: "HTTP 500" }]);
    for (const tab of ["blog-posts", "leads", "notifications"]) {
      const banner = await dashboardBanner(tab);
      expect(banner).toContain("Lead notifications are failing");
      expect(banner).toContain("The webhook: the most recent delivery failed (HTTP 500).");
    }
    expect(await dashboardBanner("blog-posts")).toContain("Open Notifications");
    expect(await dashboardBanner("notifications")).not.toContain("Open Notifications");

    const res = await send("POST", "/api/admin/notifications/resend", { leadId: id, channel: "webhook" });
    expect(res.status).toBe(200);
    expect(await json<ResendResult>(res)).toEqual({ id, channel: "webhook", mark: 0, queued: true });
    const requeued = (await row(id, "webhook"))!;
    expect(requeued).toMatchObject({ attempts: 0, lastError: null, lockedUntil: null, deliveredAt: null });
    expect(requeued.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await lastAudit("notification.resend")).toMatchObject({
      outcome: "success",
      targetType: "lead",
      targetId: id,
      actorKind: "session",
      detail: { channel: "webhook", mark: 0 },
    });

    await runWebhook(3);
    expect((await row(id, "webhook"))!).toMatchObject({ attempts: 1, lastError: null });
    expect((await row(id, "webhook"))!.deliveredAt).not.toBeNull();
    // The same signed body as the first tries: the lead as it was stored.
    expect(received[2]!.body).toBe(received[0]!.body);
    const fixed = await readTab();
    expect(fixed).toMatchObject({ problems: [], problemTotal: 0, channels: [{ channel: "webhook", state: "ok", lastError: null }] });
    expect(await dashboardBanner()).toBeNull();
  });

  test("given up (attempts ran out, or refused for good): listed as given up; Resend starts it over", async () => {
    const id = await storeDirectLead(t.deps.db, ["email"]);
    const outbox = (await row(id, "email"))!;
    await markGivenUp(t.deps.db, outbox.id, "550 5.1.1 Mailbox unavailable", 12);
    const tab = await readTab();
    expect(tab.problems).toEqual([expect.objectContaining({ leadId: id, channel: "email", attempts: 12, state: "given-up", lastError: "550 5.1.1 Mailbox unavailable" })]);
    expect(tab.channels).toEqual([{ channel: "email", state: "failing", lastError: "550 5.1.1 Mailbox unavailable" }]);
    expect((await send("POST", "/api/admin/notifications/resend", { leadId: id, channel: "email" })).status).toBe(200);
    expect((await row(id, "email"))!.attempts).toBe(0);
  });

  test("a confirmation refused for good is the visitor's typo, not a broken channel: listed, but no banner", async () => {
    const id = await storeDirectLead(t.deps.db, ["confirmation"]);
    await markGivenUp(t.deps.db, (await row(id, "confirmation"))!.id, "550 5.1.1 No such user", 12);
    const tab = await readTab();
    expect(tab.problems.map((p) => [p.channel, p.state])).toEqual([["confirmation", "given-up"]]);
    expect(tab.channels).toEqual([{ channel: "confirmation", state: "ok", lastError: "550 5.1.1 No such user" }]);
    expect(await dashboardBanner()).toBeNull();
  });

  test("Resend on a channel configured after the lead came in creates its row from the lead", async () => {
    const id = await storeDirectLead(t.deps.db, ["email"]);
    expect(await row(id, "webhook")).toBeUndefined();
    expect((await send("POST", "/api/admin/notifications/resend", { leadId: id, channel: "webhook" })).status).toBe(200);
    const created = (await row(id, "webhook"))!;
    const [lead] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(created).toMatchObject({ mark: 0, attempts: 0, deliveredAt: null, payload: leadNotificationPayload(lead!) });
  });

  test("refusals: a row being sent right now, a reminder the lead never had, an unknown lead, a spam lead's confirmation, a bad body", async () => {
    const id = await storeDirectLead(t.deps.db, ["webhook"]);
    await t.deps.db
      .update(leadNotificationOutbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(leadNotificationOutbox.leadId, id));
    const busy = await send("POST", "/api/admin/notifications/resend", { leadId: id, channel: "webhook" });
    expect(busy.status).toBe(409);
    expect(await json(busy)).toEqual({ error: "It is being sent right now. Look again in a minute." });
    expect((await row(id, "webhook"))!.attempts).toBe(1);

    const noReminder = await send("POST", "/api/admin/notifications/resend", { leadId: id, channel: "reminder", mark: 2 });
    expect(noReminder.status).toBe(404);
    expect(await json(noReminder)).toEqual({ error: "This lead has no reminder 2." });
    const unknown = await send("POST", "/api/admin/notifications/resend", { leadId: crypto.randomUUID(), channel: "email" });
    expect(unknown.status).toBe(404);
    const spam = await storeDirectLead(t.deps.db, [], { isSpam: true });
    expect((await send("POST", "/api/admin/notifications/resend", { leadId: spam, channel: "confirmation" })).status).toBe(409);
    expect(await row(spam, "confirmation")).toBeUndefined();

    for (const body of [
      { leadId: id, channel: "fax" },
      { leadId: "nope", channel: "email" },
      { leadId: id, channel: "reminder" },
      { leadId: id, channel: "email", mark: 1 },
    ]) {
      const res = await send("POST", "/api/admin/notifications/resend", body);
      expect(`${JSON.stringify(body)} ${res.status}`).toBe(`${JSON.stringify(body)} 400`);
    }
  });
});

describe("test sends, for real", () => {
  test("the test e-mail goes through the SMTP server to the owner; the answer is the server's", async () => {
    const res = await send("POST", "/api/admin/notifications/test", { channel: "email" });
    expect(res.status).toBe(200);
    const result = await json<TestSendResult>(res);
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(new RegExp(`^Accepted by the SMTP server for ${OWNER} \\(250 .*Queued\\)$`));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.envelope.to).toEqual([OWNER]);
    expect(smtp.messages[0]!.user).toBe(SMTP_USER);
    expect(smtp.messages[0]!.parsed.headers.get("subject")).toBe("Test e-mail from BiziAgent: lead notifications reach you");
    expect(await lastAudit("notification.test_email")).toMatchObject({ outcome: "success", actorKind: "session", detail: { ok: true } });

    smtp.script.push("550");
    const refused = await json<TestSendResult>(await send("POST", "/api/admin/notifications/test", { channel: "email" }));
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain("550 5.1.1 Mailbox unavailable");
    expect(await lastAudit("notification.test_email")).toMatchObject({ detail: { ok: false } });
    expect(smtp.messages).toHaveLength(1);
  });

  test("the test webhook: the receiver's 500 is shown as it is, then its 200; signed like a lead", async () => {
    statuses.push(500);
    const first = await json<TestSendResult>(await send("POST", "/api/admin/notifications/test", { channel: "webhook" }));
    expect(first).toEqual({ ok: false, message: "HTTP 500 Internal Server Error: receiver exploded" });
    const second = await json<TestSendResult>(await send("POST", "/api/admin/notifications/test", { channel: "webhook" }));
    expect(second).toEqual({ ok: true, message: "Accepted: HTTP 200: thanks" });
    expect(received.map((r) => r.status)).toEqual([500, 200]);
    const { body, signature } = received[1]!;
    expect(JSON.parse(body)).toMatchObject({ event: "test", site: t.deps.env.siteUrl });
    const [, ts, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature!)!;
    expect(mac).toBe(createHmac("sha256", WEBHOOK_SECRET).update(`${ts}.${body}`).digest("hex"));
    expect(await lastAudit("notification.test_webhook")).toMatchObject({ outcome: "success", targetType: "notification", detail: { ok: true } });
    // A test is not a delivery: nothing queued, nothing to retry.
    expect(await t.deps.db.select().from(leadNotificationOutbox)).toEqual([]);
  });

  test("an SMTP server that is not there: the error, without the password, within the timeout", async () => {
    const elsewhere = await createAdminTestApp({
      SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:9`,
      LEAD_NOTIFY_EMAIL: OWNER,
      MAIL_FROM: "website@example.test",
    });
    try {
      const session = await login(elsewhere);
      const started = Date.now();
      const res = await adminRequest(elsewhere, "/api/admin/notifications/test", { method: "POST", body: { channel: "email" }, cookie: session });
      expect(res.status).toBe(200);
      const result = await json<TestSendResult>(res);
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/ECONNREFUSED|connect/i);
      expect(result.message).not.toContain(SMTP_PASS);
      expect(Date.now() - started).toBeLessThan(4500);
      const webhook = await adminRequest(elsewhere, "/api/admin/notifications/test", { method: "POST", body: { channel: "webhook" }, cookie: session });
      expect(webhook.status).toBe(409);
      expect(await json(webhook)).toEqual({ error: "No webhook is set: enter its address and save first." });
      const resend = await adminRequest(elsewhere, "/api/admin/notifications/resend", {
        method: "POST",
        body: { leadId: crypto.randomUUID(), channel: "webhook" },
        cookie: session,
      });
      expect(resend.status).toBe(409);
    } finally {
      await elsewhere.close();
    }
  });
});
