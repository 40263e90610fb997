/** The lead webhook outbox against a local receiver that fails twice before it accepts. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import { storeLead } from "../../db/queries/leads.ts";
import { leadNotificationOutbox } from "../../db/schema/index.ts";
import { backoffDelay } from "../../src/leads/outbox-worker.ts";
import { SIGNATURE_HEADER, startWebhookWorker } from "../../src/leads/webhook-outbox.ts";
import { createTestDatabase } from "../support/test-database.ts";

const SECRET = "a-webhook-secret-of-some-length";
let database: DatabaseHandle;
let receiver: ReturnType<typeof Bun.serve>;
const received: { body: string; signature: string | null; status: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const body = await req.text();
      // Fails the first two deliveries, accepts the third.
      const status = received.length < 2 ? 503 : 200;
      received.push({ body, signature: req.headers.get(SIGNATURE_HEADER), status });
      return new Response(status === 200 ? "ok" : "unavailable", { status });
    },
  });
}, 60_000);
afterAll(async () => {
  receiver.stop(true);
  await database.close();
});

const lead = {
  businessType: "medical",
  painPoint: "customer-messages",
  goals: "customer-service",
  contactPreference: "demo",
  firstName: "Sam",
  lastName: "Okafor",
  email: "sam@example.com",
  phone: "+1 555 010 2030",
  businessName: undefined,
} as const;

describe("lead webhook outbox", () => {
  test("retries with backoff until the receiver accepts, signing each delivery", async () => {
    const { id } = await storeLead(
      database.db,
      { ...lead, idempotencyKey: null, isSpam: false, consentVersion: "v", consentedAt: new Date(), clientIp: null, userAgent: null },
      { notify: ["webhook"] },
    );
    const worker = startWebhookWorker({
      db: database.db,
      target: { url: `http://127.0.0.1:${receiver.port}/hook`, secret: SECRET },
      pollMs: 20,
      baseDelayMs: 50,
      log: () => {},
    });
    try {
      for (let i = 0; i < 200 && received.filter((r) => r.status === 200).length === 0; i++) await Bun.sleep(25);
    } finally {
      await worker.stop();
    }
    expect(received.map((r) => r.status)).toEqual([503, 503, 200]);
    const [row] = await database.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id));
    expect(row!.attempts).toBe(3);
    expect(row!.deliveredAt).not.toBeNull();

    const delivered = received[2]!;
    const payload = JSON.parse(delivered.body);
    expect(payload).toMatchObject({ event: "lead.created", lead: { id, firstName: "Sam", email: "sam@example.com", contactPreference: "demo" } });
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivered.signature ?? "");
    expect(match).not.toBeNull();
    const expected = createHmac("sha256", SECRET).update(`${match![1]}.${delivered.body}`).digest("hex");
    expect(match![2]).toBe(expected);
  });

  test("backoff doubles from the base delay and is capped", () => {
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });

  test("a redirect is a failed delivery, never followed: the signed lead goes nowhere else", async () => {
    const followed: string[] = [];
    const target = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: (req) => {
        followed.push(req.url);
        return new Response("ok");
      },
    });
    const redirecting = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: () => new Response(null, { status: 307, headers: { Location: `http://127.0.0.1:${target.port}/stolen` } }),
    });
    const logged: string[] = [];
    try {
      const { id } = await storeLead(
        database.db,
        { ...lead, email: "redirect@example.com", idempotencyKey: null, isSpam: false, consentVersion: "v", consentedAt: new Date(), clientIp: null, userAgent: null },
        { notify: ["webhook"] },
      );
      const worker = startWebhookWorker({
        db: database.db,
        target: { url: `http://127.0.0.1:${redirecting.port}/hook`, secret: SECRET },
        pollMs: 10,
        baseDelayMs: 20,
        log: (line) => logged.push(line),
      });
      try {
        for (let i = 0; i < 200 && logged.length < 3; i++) await Bun.sleep(10);
      } finally {
        await worker.stop();
      }
      expect(followed).toEqual([]);
      expect(logged[0]).toContain("HTTP 307");
      const [row] = await database.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, id));
      expect(row!.deliveredAt).toBeNull();
      expect(row!.attempts).toBeGreaterThanOrEqual(3);
      // Out of the way of the next test: this one is settled.
      await database.db.update(leadNotificationOutbox).set({ deliveredAt: new Date() }).where(eq(leadNotificationOutbox.leadId, id));
    } finally {
      redirecting.stop(true);
      target.stop(true);
    }
  });

  test("a delivered notification is never sent again", async () => {
    const before = received.length;
    const worker = startWebhookWorker({ db: database.db, target: { url: `http://127.0.0.1:${receiver.port}/hook` }, pollMs: 10, log: () => {} });
    await Bun.sleep(100);
    await worker.stop();
    expect(received.length).toBe(before);
  });
});
