/** POST /api/leads in-process: every answer of the contract, idempotency, spam, repeats and 500 at once. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { CONSENT_VERSION } from "../../src/leads/consent.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { sendLead } from "../support/test-leads.ts";
import { VALID_LEAD } from "./lead-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: "true",
    LEAD_SITE_LIMIT: "100000",
    // Both notification channels configured; no worker runs here, so nothing is ever sent.
    LEAD_WEBHOOK_URL: "http://127.0.0.1:9/never-called",
    SMTP_URL: "smtp://127.0.0.1:9",
    LEAD_NOTIFY_EMAIL: "owner@example.com",
    MAIL_FROM: "website@example.com",
    // The production deadline: the burst below meets it on a slow machine, and resends as the funnel does.
    REQUEST_DEADLINE_MS: "4500",
  });
}, 60_000);
afterAll(() => t.close());

const lead = VALID_LEAD;

async function storedLead(id: string) {
  const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe("POST /api/leads", () => {
  test("201 with the new lead's id; the lead is stored with consent and an outbox row per channel", async () => {
    const res = await sendLead(t, { ...lead, email: "first@example.com" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await storedLead(id);
    expect(row).toMatchObject({
      firstName: "Ana",
      email: "first@example.com",
      phone: null,
      businessName: "Taqueria Lopez",
      isSpam: false,
      isRepeat: false,
      consentVersion: CONSENT_VERSION,
    });
    expect(Math.abs(row.consentedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const outbox = await t.deps.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id));
    expect(outbox.map((r) => r.channel).sort()).toEqual(["confirmation", "email", "webhook"]);
    // One snapshot of the lead for both: what the webhook posts is what the e-mail is written from.
    expect(outbox[0]!.payload).toEqual(outbox[1]!.payload);
  });

  test("400 with the funnel's field messages", async () => {
    const res = await sendLead(t, { ...lead, firstName: "", lastName: "", email: "nope", contactPreference: "demo" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(body.issues).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "lastName", message: "Last name is required" },
      { field: "email", message: "Please enter a valid email address" },
      { field: "phone", message: "Phone number is required for demo scheduling" },
    ]);
  });

  test("400 for malformed JSON and for option values outside the funnel's sets", async () => {
    expect((await sendLead(t, "{not json")).status).toBe(400);
    const res = await sendLead(t, { ...lead, businessType: "casino" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)).toEqual(["businessType"]);
  });

  test("unknown fields are ignored", async () => {
    const res = await sendLead(t, { ...lead, email: "extra@example.com", isSpam: false, id: "00000000-0000-0000-0000-000000000000", admin: true });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).not.toBe("00000000-0000-0000-0000-000000000000");
  });

  test("413 for a body over 64 KiB, 415 for a body that is not JSON", async () => {
    const big = await sendLead(t, { ...lead, businessName: "x".repeat(65 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: expect.stringContaining("64 KiB") });
    const form = await t.app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=Ana",
    });
    expect(form.status).toBe(415);
    const none = await t.app.request("/api/leads", { method: "POST", body: JSON.stringify(lead) });
    expect(none.status).toBe(415);
  });

  test("the same Idempotency-Key stores one lead and answers the same id, also when sent at once", async () => {
    const key = crypto.randomUUID();
    const body = { ...lead, email: "twice@example.com" };
    const [a, b, c] = await Promise.all([
      sendLead(t, body, { "Idempotency-Key": key }),
      sendLead(t, body, { "Idempotency-Key": key }),
      sendLead(t, body, { "Idempotency-Key": key }),
    ]);
    const ids = await Promise.all([a, b, c].map(async (r) => ((await r.json()) as { id: string }).id));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    const [{ n }] = (await t.deps.db.select({ n: count() }).from(leads).where(eq(leads.email, "twice@example.com"))) as [{ n: number }];
    expect(n).toBe(1);
  });

  test("a filled honeypot answers like success but is stored as spam and never notified", async () => {
    const res = await sendLead(t, { ...lead, email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await storedLead(id)).isSpam).toBe(true);
    expect(await t.deps.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id))).toHaveLength(0);
  });

  test("a repeat from the same e-mail within 30 days is stored and marked as a repeat", async () => {
    const first = (await (await sendLead(t, { ...lead, email: "Repeat@Example.com" })).json()) as { id: string };
    const second = (await (await sendLead(t, { ...lead, email: "repeat@example.com", firstName: "Ana María" })).json()) as { id: string };
    expect(first.id).not.toBe(second.id);
    expect((await storedLead(first.id)).isRepeat).toBe(false);
    expect((await storedLead(second.id)).isRepeat).toBe(true);
  });

  test("429 with Retry-After after 5 submissions in 10 minutes from one address", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendLead(t, { ...lead, email: `limit${i}@example.com` }, headers)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await sendLead(t, { ...lead, email: "limit-again@example.com" }, headers);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    // A sliding window: these leads still weigh in the next window, so at most two windows.
    expect(retryAfter).toBeLessThanOrEqual(2 * 600);
    expect(await limited.json()).toMatchObject({ error: expect.stringContaining("Too many submissions") });
    // Another address is not affected.
    expect((await sendLead(t, { ...lead, email: "other@example.com" }, { "X-Forwarded-For": "203.0.113.78" })).status).toBe(201);
  });

  test("one IPv6 /64 is one client, and an IPv4-mapped address is its IPv4 address", async () => {
    const v6 = Array.from({ length: 6 }, (_, i) => `2001:db8:1:2::${i + 1}`);
    const statuses: number[] = [];
    for (const [i, address] of v6.entries()) statuses.push((await sendLead(t, { ...lead, email: `v6-${i}@example.com` }, { "X-Forwarded-For": address })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await sendLead(t, { ...lead, email: "v6-other@example.com" }, { "X-Forwarded-For": "2001:db8:1:3::1" })).status).toBe(201);

    const mapped: number[] = [];
    for (let i = 0; i < 6; i++) {
      const address = i % 2 === 0 ? "192.0.2.77" : "::ffff:192.0.2.77";
      mapped.push((await sendLead(t, { ...lead, email: `mapped-${i}@example.com` }, { "X-Forwarded-For": address })).status);
    }
    expect(mapped).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test("500 valid submissions at once are 500 stored leads, each once, a 503 resent with its key as the funnel does", async () => {
    const before = ((await t.deps.db.select({ n: count() }).from(leads)) as [{ n: number }])[0].n;
    // On a slow machine some of the 500 outlast the request deadline (4.5 s) and get its 503, while their
    // write may still land: the visitor sends again with the same Idempotency-Key, and that must find it.
    let resent = 0;
    const submit = async (i: number): Promise<Response> => {
      const key = `burst-${i}-${crypto.randomUUID()}`;
      for (let attempt = 1; ; attempt++) {
        const res = await sendLead(t, { ...lead, email: `burst${i}@example.com` }, { "Idempotency-Key": key });
        if (res.status !== 503 || attempt === 5) return res;
        resent++;
      }
    };
    const responses = await Promise.all(Array.from({ length: 500 }, (_, i) => submit(i)));
    const byStatus = new Map<number, Response[]>();
    for (const r of responses) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r]);
    const others = await Promise.all([...byStatus].filter(([status]) => status !== 201).map(async ([status, rs]) => `${status}: ${await rs[0]!.clone().text()}`));
    expect(Object.fromEntries([...byStatus].map(([status, rs]) => [status, rs.length])), others.join("\n")).toEqual({ 201: 500 });
    if (resent > 0) console.log(`500 leads at once: ${resent} answered 503 at the deadline and were resent`);
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(500);
    // A 503's write that landed late and its resend are one lead, not two.
    await Bun.sleep(resent > 0 ? 2000 : 0);
    const after = ((await t.deps.db.select({ n: count() }).from(leads)) as [{ n: number }])[0].n;
    expect(after - before).toBe(500);
  }, 60_000);
});

describe("the site-wide cap", () => {
  test("past LEAD_SITE_LIMIT a minute from all addresses together: 429 with Retry-After, a log line, nothing stored", async () => {
    const capped = await createTestApp({ TRUST_PROXY: "true", LEAD_SITE_LIMIT: "3" });
    const warned: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.join(" "));
    try {
      const send = (i: number) => sendLead(capped, { ...lead, email: `site-${i}@example.com` }, { "X-Forwarded-For": `198.51.100.${i + 1}` });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(i)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const limited = await send(9);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      // A sliding minute: the three leads fade out over the next window, so at most two minutes.
      expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(120);
      expect(await limited.json()).toEqual({ error: "We are receiving an unusual number of requests. Please try again in a minute." });
      expect(warned).toHaveLength(1);
      expect(warned[0]).toContain("more than 3 in a minute");
      const [row] = await capped.deps.db.select({ n: count() }).from(leads);
      expect(row!.n).toBe(3);
    } finally {
      console.warn = originalWarn;
      await capped.close();
    }
  });
});
