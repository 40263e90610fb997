/**
 * The visitor's confirmation e-mail: queued with the lead only when e-mail is configured (and not turned
 * off), never for spam, at most once a day per address (also when two leads from one address race), and
 * sent through a real SMTP server with a text and an HTML part: thanks, the answers in the funnel's words,
 * the recommendation, the 24-hour promise, how to reach the company, Reply-To the company.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { CONFIRMATION_BUCKET } from "../../db/queries/lead-outbox.ts";
import { storeLead } from "../../db/queries/leads.ts";
import { leadNotificationOutbox, leads, rateLimits } from "../../db/schema/index.ts";
import { confirmationComposer } from "../../src/leads/mail-channels.ts";
import { addressesOf, type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { deliverConfirmation } from "../support/deliver-confirmation.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createdLead, directLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

const SITE_URL = "https://www.example.test";
const SUPPORT = "help@example.test";

let t: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    TRUST_PROXY: "true",
    LEAD_RATE_LIMIT: "1000",
    LEAD_SITE_LIMIT: "100000",
    SITE_URL,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: "owner@example.test",
    MAIL_FROM: "Taqueria Site <website@example.test>",
    SUPPORT_EMAIL: SUPPORT,
  });
}, 60_000);

afterEach(() => {
  smtp.messages.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** VALID_LEAD with `changes`, posted; its id. */
const postLead = async (changes: Record<string, unknown>) => (await createdLead(t, { ...VALID_LEAD, ...changes })).id;

async function channelsOf(leadId: string): Promise<string[]> {
  const rows = await t.deps.db.select({ channel: leadNotificationOutbox.channel }).from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, leadId));
  return rows.map((r) => r.channel).sort();
}

/** Runs a confirmation worker until the message to `address` arrived, then stops it; returns that message. */
async function deliverConfirmationTo(address: string) {
  const message = await deliverConfirmation(t, smtp, address, SITE_URL);
  expect(message).toBeDefined();
  return message!;
}

const uniqueAddress = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.net`;

describe("queued with the lead", () => {
  test("a confirmation beside the owner's e-mail; none for a spam lead", async () => {
    expect(await channelsOf(await postLead({ email: uniqueAddress("ana") }))).toEqual(["confirmation", "email"]);
    expect(await channelsOf(await postLead({ email: uniqueAddress("bot"), website: "https://spam.example" }))).toEqual([]);
  });

  test("one a day per address, whatever its case; another address gets its own", async () => {
    const address = uniqueAddress("rosa");
    const first = await postLead({ email: address });
    const second = await postLead({ email: address.toUpperCase() });
    const other = await postLead({ email: uniqueAddress("sam") });
    expect(await channelsOf(first)).toEqual(["confirmation", "email"]);
    // The owner still hears of the second lead; the visitor is not written to twice.
    expect(await channelsOf(second)).toEqual(["email"]);
    expect(await channelsOf(other)).toEqual(["confirmation", "email"]);
    // Counted under the lower-cased address.
    const [hit] = await t.deps.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, CONFIRMATION_BUCKET), eq(rateLimits.subject, address.toLowerCase())));
    expect(hit?.hits).toBe(1);
  });

  test("ten leads from one address at once: exactly one confirmation", async () => {
    const address = uniqueAddress("race");
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => postLead({ email: address, firstName: `Racer ${i}` })));
    const channels = await Promise.all(ids.map(channelsOf));
    expect(channels.filter((c) => c.includes("confirmation"))).toHaveLength(1);
    expect(channels.every((c) => c.includes("email"))).toBe(true);
  });

  test("a lead whose transaction fails counts for nothing: the next one from that address gets the confirmation", async () => {
    const address = uniqueAddress("rollback");
    const lead = directLead({ email: address });
    // An unknown channel fails the outbox insert, after the confirmation was counted: the whole lead rolls back.
    await expect(storeLead(t.deps.db, lead, { notify: ["email", "confirmation", "nope" as never] })).rejects.toThrow();
    expect(await t.deps.db.select().from(leads).where(eq(leads.email, address))).toEqual([]);
    const { id } = await storeLead(t.deps.db, lead, { notify: ["email", "confirmation"] });
    expect(await channelsOf(id)).toEqual(["confirmation", "email"]);
  });

  test("LEAD_CONFIRMATION_EMAIL=false: only the owner's e-mail", async () => {
    const off = await createTestApp({ SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: "owner@example.test", MAIL_FROM: "website@example.test", LEAD_CONFIRMATION_EMAIL: "false" });
    try {
      const res = await off.app.request("/api/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(VALID_LEAD) });
      const { id } = (await res.json()) as { id: string };
      const rows = await off.deps.db.select({ channel: leadNotificationOutbox.channel }).from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id));
      expect(rows.map((r) => r.channel)).toEqual(["email"]);
    } finally {
      await off.close();
    }
  });
});

describe("the message", () => {
  test("to the visitor, Reply-To the company: thanks, the answers' labels, the recommendation, the 24-hour promise, how to reach us", async () => {
    const address = uniqueAddress("rosa");
    const id = await postLead({
      email: address,
      firstName: "Rosa <b>",
      lastName: "Díaz",
      businessName: "Rosa's Bakery",
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "grow-sales",
      contactPreference: "demo",
      phone: "+1 (555) 010-4477",
    });
    const mail = await deliverConfirmationTo(address);
    expect(mail.envelope).toEqual({ from: "website@example.test", to: [address] });
    const h = mail.parsed.headers;
    expect(h.get("subject")).toBe("Thank you, Rosa <b> — we'll be in touch within 24 hours");
    expect(addressesOf(mail.parsed, "from")).toEqual([{ name: "Taqueria Site", address: "website@example.test" }]);
    expect(addressesOf(mail.parsed, "reply-to")).toEqual([{ name: "", address: SUPPORT }]);
    expect(h.get("message-id")).toBe(`<confirmation-${id}@www.example.test>`);
    expect(h.get("auto-submitted")).toBe("auto-generated");
    expect(h.get("content-type")).toMatch(/^multipart\/alternative;/);
    // No X-Lead-Id: the owner's tools that count lead e-mails by it see the owner's e-mails only.
    expect(h.has("x-lead-id")).toBe(false);

    const text = mail.parsed.text!;
    const lines = text.split("\n");
    for (const line of [
      "Thank you, Rosa <b>!",
      "Your business:       Restaurant",
      "Biggest challenge:   Missed calls",
      "Main goal:           Grow sales",
      "How we'll follow up: Schedule a call",
      "BiziAgent AI Pro (Contact us)",
      "Restaurants that miss calls: Pro texts back every missed caller.",
      `${SITE_URL}/biziagent-ai#plans`,
      "We will contact you within 24 hours: we'll call you at +1 (555) 010-4477 to set up your free 15–30 minute demo call at a time that suits you.",
      `Reply to this e-mail, write to ${SUPPORT} or call +1 (800) 555-0134, Monday to Friday, 9 am – 6 pm (Mountain Time).`,
      `Privacy policy: ${SITE_URL}/privacy-policy`,
    ]) {
      expect(lines).toContain(line);
    }
    // The visitor's own address is not repeated back (it is in To).
    expect(text).not.toContain(address);

    const html = mail.parsed.html!;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Thank you, Rosa &lt;b&gt;!");
    expect(html).not.toContain("Rosa <b>");
    expect(html).toContain(`<a href="${SITE_URL}/biziagent-ai#plans"`);
    expect(html).toContain(`href="mailto:${SUPPORT}"`);
    expect(html).toContain('href="tel:+18005550134"');
    // Mail clients drop style sheets and scripts: inline styles only.
    expect(html).not.toMatch(/<style|<script|<link/i);
    const cells = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]);
    expect(cells).toEqual([
      ["Your business", "Restaurant"],
      ["Biggest challenge", "Missed calls"],
      ["Main goal", "Grow sales"],
      ["How we&#39;ll follow up", "Schedule a call"],
    ]);
  });

  test("the e-mail preference: the information follows by e-mail; the recommendation stored with the lead wins", async () => {
    const address = uniqueAddress("sam");
    const id = await postLead({ email: address, firstName: "Sam", contactPreference: "email", painPoint: "google-visibility", goals: "local-customers" });
    // What the thank-you view showed then, even if the rules say otherwise now.
    await t.deps.db.update(leads).set({ recommendedPlan: "trust-builder-premium" }).where(eq(leads.id, id));
    const mail = await deliverConfirmationTo(address);
    expect(mail.parsed.headers.get("subject")).toBe("Thank you, Sam — your recommended AI solutions");
    const lines = mail.parsed.text!.split("\n");
    expect(lines).toContain("We will contact you within 24 hours: we'll send the information about your recommended AI solutions to this e-mail address.");
    expect(lines).toContain("Trust Builder Premium (Contact us)");
    expect(lines).toContain(`${SITE_URL}/trust-builder#plans`);
    expect(lines).toContain("How we'll follow up: Send info by email");
  });

  test("a lead deleted before its confirmation went out: nothing sent, the row settled with a note", async () => {
    const id = await postLead({ email: uniqueAddress("gone") });
    // The row goes with the lead (cascade); a worker that claimed it just before finds no lead.
    const compose = confirmationComposer(t.deps.env.identity, SITE_URL);
    const [row] = await t.deps.db
      .select()
      .from(leadNotificationOutbox)
      .where(and(eq(leadNotificationOutbox.leadId, id), eq(leadNotificationOutbox.channel, "confirmation")));
    await t.deps.db.delete(leads).where(eq(leads.id, id));
    expect(await compose(row!.payload, { db: t.deps.db, signal: AbortSignal.timeout(1000) })).toEqual({ skip: "not sent: the lead was deleted" });
  });
});
