/**
 * Lead e-mails against a real SMTP server (smtp-server on 127.0.0.1, AUTH required): leads go in through
 * POST /api/leads, the e-mail worker sends them from the outbox. Checked: the message (headers, both parts,
 * every field, escaping, no header injection), retries with backoff after a dropped connection, a 421 and a
 * 451, no retry after a 550, a failed login retried, no e-mail for spam, and one e-mail per lead when two
 * workers (on PostgreSQL: on two connection pools, as two instances) drain the outbox at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
import { leadNotificationOutbox } from "../../db/schema/index.ts";
import { startEmailWorker } from "../../src/leads/email-outbox.ts";
import type { OutboxTiming } from "../../src/leads/outbox-worker.ts";
import { addressesOf, type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createdLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

const SMTP_USER = "site@example.test";
const SMTP_PASS = "p@ss:word/with%odd chars";
const OWNERS = ["owner@example.com", "sales@example.com"];
const SITE_URL = "https://www.example.test";

let t: TestApp;
let smtp: SmtpReceiver;
const logged: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  t = await createTestApp({
    TRUST_PROXY: "true",
    LEAD_SITE_LIMIT: "100000",
    SITE_URL,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: OWNERS.join(", "),
    MAIL_FROM: "BiziAgent website <website@example.test>",
    // The owner's e-mail alone: the visitor's confirmation has its own tests (lead-confirmation.test.ts).
    LEAD_CONFIRMATION_EMAIL: "false",
  });
}, 60_000);

afterEach(async () => {
  // Each test starts from an empty outbox and an empty mailbox.
  await t.deps.db.delete(leadNotificationOutbox);
  smtp.messages.length = 0;
  smtp.attempts.length = 0;
  smtp.script.length = 0;
  logged.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** VALID_LEAD with `changes`, posted; its id. */
const postLead = async (changes: Record<string, unknown>) => (await createdLead(t, { ...VALID_LEAD, ...changes })).id;

function worker(timing: OutboxTiming = {}, db = t.deps.db, settings = t.deps.env.leadEmail!) {
  return startEmailWorker({ db, settings, siteUrl: t.deps.env.siteUrl, pollMs: 10, baseDelayMs: 50, log: (line) => logged.push(line), ...timing });
}

/** Runs a worker until `count` messages have arrived (failing the test if they do not), then stops it. */
async function deliverAll(count: number): Promise<void> {
  const w = worker();
  try {
    expect(await smtp.waitForMessages(count, 10_000)).toBe(true);
  } finally {
    await w.stop();
  }
}

async function outboxRow(leadId: string) {
  const rows = await t.deps.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, leadId));
  expect(rows.map((r) => r.channel)).toEqual(["email"]);
  return rows[0]!;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out; log:\n${logged.join("\n")}`);
    await Bun.sleep(10);
  }
}

const leadIdOf = (mail: ReceivedMail) => mail.parsed.headers.get("x-lead-id");

describe("lead e-mails through SMTP", () => {
  test("one message to every owner: subject, From, To, Reply-To, both parts with every field and the Leads link, HTML escaped", async () => {
    const id = await postLead({
      contactPreference: "demo",
      phone: "+1 (555) 010-2233",
      firstName: "Rosa",
      lastName: "Díaz <script>",
      email: "rosa@bakery.example",
      businessName: `Rosa's <b>Bakery</b> & "Café"`,
      businessType: "retail",
      painPoint: "google-visibility",
      goals: "automation",
    });
    await deliverAll(1);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.envelope).toEqual({ from: "website@example.test", to: OWNERS });

    const h = mail.parsed.headers;
    expect(h.get("subject")).toBe(`New lead: Rosa's <b>Bakery</b> & "Café" wants a demo call`);
    expect(h.get("from")).toBe("BiziAgent website <website@example.test>");
    expect(h.get("to")).toBe(OWNERS.join(", "));
    expect(addressesOf(mail.parsed, "reply-to")).toEqual([{ name: "Rosa Díaz <script>", address: "rosa@bakery.example" }]);
    expect(h.get("message-id")).toBe(`<lead-${id}@www.example.test>`);
    expect(h.get("x-lead-id")).toBe(id);
    expect(h.get("auto-submitted")).toBe("auto-generated");
    expect(h.get("content-type")).toMatch(/^multipart\/alternative;/);

    const received = await outboxRow(id);
    expect(received).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect(received.deliveredAt).not.toBeNull();
    const year = String(new Date().getUTCFullYear());

    const text = mail.parsed.text!;
    for (const line of [
      `New lead: Rosa's <b>Bakery</b> & "Café" wants a demo call`,
      `Business name:      Rosa's <b>Bakery</b> & "Café"`,
      "Name:               Rosa Díaz <script>",
      "E-mail:             rosa@bakery.example",
      "Phone:              +1 (555) 010-2233",
      "Business type:      Retail",
      "Biggest challenge:  Google visibility",
      "Main goal:          Automation",
      "Contact preference: Schedule a call",
      "Repeat:             No",
      `All leads: ${SITE_URL}/admin/leads`,
    ]) {
      expect(text.split("\n")).toContain(line);
    }
    expect(text).toMatch(new RegExp(`^Received: +\\w+day, \\w+ \\d{1,2}, ${year} at \\d{1,2}:\\d{2} [AP]M UTC$`, "m"));

    const html = mail.parsed.html!;
    expect(html).toContain("Rosa&#39;s &lt;b&gt;Bakery&lt;/b&gt; &amp; &quot;Café&quot;");
    expect(html).toContain("Rosa Díaz &lt;script&gt;");
    expect(html).not.toContain("<b>Bakery");
    expect(html).not.toContain("<script>");
    const cells = [...html.matchAll(/<th[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]);
    expect(cells.slice(0, 9)).toEqual([
      ["Business name", "Rosa&#39;s &lt;b&gt;Bakery&lt;/b&gt; &amp; &quot;Café&quot;"],
      ["Name", "Rosa Díaz &lt;script&gt;"],
      ["E-mail", "rosa@bakery.example"],
      ["Phone", "+1 (555) 010-2233"],
      ["Business type", "Retail"],
      ["Biggest challenge", "Google visibility"],
      ["Main goal", "Automation"],
      ["Contact preference", "Schedule a call"],
      ["Repeat", "No"],
    ]);
    expect(cells[9]![0]).toBe("Received");
    expect(cells[9]![1]).toMatch(new RegExp(`^\\w+day, \\w+ \\d{1,2}, ${year} at \\d{1,2}:\\d{2} [AP]M UTC$`));
    expect(html).toContain(`<a href="${SITE_URL}/admin/leads"`);
  });

  test("the person's name stands in for a missing business name; a repeat says so; e-mail preference", async () => {
    await postLead({ businessName: "", firstName: "Sam", lastName: "Okafor", email: "sam@example.com" });
    const repeat = await postLead({ businessName: "", firstName: "Sam", lastName: "Okafor", email: "SAM@example.com" });
    await deliverAll(2);
    const subjects = smtp.messages.map((m) => m.parsed.headers.get("subject")).sort();
    expect(subjects).toEqual(["New lead: Sam Okafor wants info by e-mail", "Repeat lead: Sam Okafor wants info by e-mail"]);
    const second = smtp.messages.find((m) => leadIdOf(m) === repeat)!;
    expect(second.parsed.text).toContain("Business name:      (not given)");
    expect(second.parsed.text).toContain("Phone:              (not given)");
    expect(second.parsed.text).toContain("Repeat:             Yes: the same e-mail address sent a lead in the last 30 days");
    expect(second.parsed.text).toContain("Contact preference: Send info by email");
  });

  test("CR/LF in a lead's name or business cannot add a header or a recipient", async () => {
    const id = await postLead({
      firstName: "Eve\r\nBcc: intruder@example.net",
      lastName: "Smith\nX-Injected: yes",
      businessName: "Evil Co\r\n\r\n<html>body takeover",
    });
    await deliverAll(1);
    const mail = smtp.messages[0]!;
    expect(leadIdOf(mail)).toBe(id);
    expect(mail.envelope.to).toEqual(OWNERS);
    expect(mail.parsed.rawHeaders).not.toMatch(/^(bcc|x-injected):/im);
    expect([...mail.parsed.headers.keys()].filter((name) => ["bcc", "cc", "x-injected"].includes(name))).toEqual([]);
    expect(mail.parsed.headers.get("subject")).toBe("New lead: Evil Co <html>body takeover wants info by e-mail");
    // The would-be header is only words of the display name: one address, the lead's.
    expect(addressesOf(mail.parsed, "reply-to")).toEqual([{ name: "Eve Bcc: intruder@example.net Smith X-Injected: yes", address: "ana@example.com" }]);
    // In the text part too, a value keeps to its own line.
    expect(mail.parsed.text!.split("\n")).toContain("Name:               Eve Bcc: intruder@example.net Smith X-Injected: yes");
    expect(mail.parsed.text).not.toMatch(/^(Bcc|X-Injected):/m);
  });

  test("a dropped connection, a 421 and a 451 are retried with doubling delays, then it is sent once", async () => {
    smtp.script.push("drop", "421", "451");
    const id = await postLead({ email: "retry@example.com" });
    const w = worker({ baseDelayMs: 150 });
    try {
      expect(await smtp.waitForMessages(1, 15_000)).toBe(true);
      await Bun.sleep(400);
    } finally {
      await w.stop();
    }
    expect(smtp.attempts.map((a) => a.behaviour)).toEqual(["drop", "421", "451", "accept"]);
    expect(smtp.messages).toHaveLength(1);
    // Each wait at least the backoff: 150, 300, 600 ms.
    const gaps = smtp.attempts.slice(1).map((a, i) => a.at - smtp.attempts[i]!.at);
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(150 * 2 ** i - 5);
    expect(logged.filter((l) => l.startsWith(`lead e-mail delivery`))).toHaveLength(3);
    expect(logged[0]).toMatch(/failed \(attempt 1\/12\): .*(closed|ECONNECTION)/i);
    expect(logged[1]).toMatch(/failed \(attempt 2\/12\): .*421/);
    expect(logged[2]).toMatch(/failed \(attempt 3\/12\): .*451/);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 4, lastError: null });
    expect(row.deliveredAt).not.toBeNull();
  });

  test("a 550 rejection is not retried: the reply stays on the row", async () => {
    smtp.script.push("550");
    const id = await postLead({ email: "rejected@example.com" });
    const w = worker({ baseDelayMs: 20 });
    try {
      await until(() => logged.some((l) => l.includes("refused for good")));
      await Bun.sleep(300); // a dozen polls: none tries again
    } finally {
      await w.stop();
    }
    expect(smtp.attempts.map((a) => a.behaviour)).toEqual(["550"]);
    expect(smtp.messages).toHaveLength(0);
    const row = await outboxRow(id);
    expect(row.deliveredAt).toBeNull();
    expect(row.attempts).toBe(12);
    expect(row.lastError).toContain("550");
  });

  test("a failed login is retried later, not given up (the password gets fixed, the leads still go out)", async () => {
    const id = await postLead({ email: "auth@example.com" });
    const settings = t.deps.env.leadEmail!;
    const wrong = { ...settings, smtp: { ...settings.smtp, url: smtp.url.replace(encodeURIComponent(SMTP_PASS), "wrong-password") } };
    const w = worker({ baseDelayMs: 60_000 }, t.deps.db, wrong);
    try {
      await until(() => logged.length > 0);
    } finally {
      await w.stop();
    }
    expect(logged[0]).toMatch(/lead e-mail delivery \d+ failed \(attempt 1\/12\): .*535/);
    expect(logged.join("\n")).not.toContain("wrong-password");
    const row = await outboxRow(id);
    expect(row.attempts).toBe(1);
    expect(row.deliveredAt).toBeNull();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  test("STARTTLS required (production smtp://): a server that cannot upgrade gets no lead in clear text", async () => {
    const id = await postLead({ email: "cleartext@example.com" });
    const settings = t.deps.env.leadEmail!;
    const w = worker({ baseDelayMs: 60_000 }, t.deps.db, { ...settings, smtp: { ...settings.smtp, requireTls: true } });
    try {
      await until(() => logged.length > 0);
    } finally {
      await w.stop();
    }
    expect(logged[0]).toMatch(/lead e-mail delivery \d+ failed \(attempt 1\/12\): .*STARTTLS/i);
    expect(smtp.attempts).toHaveLength(1);
    expect(smtp.messages).toHaveLength(0);
    expect((await outboxRow(id)).deliveredAt).toBeNull();
  });

  test("a spam lead (honeypot filled) gets no outbox row and no e-mail", async () => {
    const id = await postLead({ email: "bot@example.com", website: "http://spam.example" });
    expect(await t.deps.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id))).toEqual([]);
    const w = worker();
    try {
      expect(await w.drain()).toBe(0);
    } finally {
      await w.stop();
    }
    expect(smtp.attempts).toHaveLength(0);
  });

  test("two workers draining the outbox at once send exactly one e-mail per lead", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await postLead({ email: `many-${i}@example.com`, firstName: `Many${i}` }));
    // On PostgreSQL the second worker has its own connection pool, as another instance would.
    const other = t.database.url ? await openDatabase({ kind: "postgres", url: t.database.url, maxConnections: 5 }) : undefined;
    const workers = [worker({ pollMs: 5 }), worker({ pollMs: 5 }, other?.db ?? t.deps.db)];
    try {
      await Promise.all(workers.map((w) => w.drain()));
      expect(await smtp.waitForMessages(ids.length, 20_000)).toBe(true);
      await Bun.sleep(300); // further polls of both: nothing is sent again
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await other?.close();
    }
    const perLead = new Map<string, number>();
    for (const mail of smtp.messages) perLead.set(leadIdOf(mail)!, (perLead.get(leadIdOf(mail)!) ?? 0) + 1);
    expect([...perLead.keys()].sort()).toEqual([...ids].sort());
    expect([...perLead.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.messages).toHaveLength(ids.length);
  }, 40_000);
});
