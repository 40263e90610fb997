/**
 * The one-click Mark contacted link of the owner's e-mails: the owner's e-mail carries it; GET shows the
 * lead (first name and business only) with a POST button and changes nothing however often it is fetched;
 * the POST marks the lead Contacted (status history actor "email-link", an audit entry) once; a reused,
 * expired or tampered link gets a page saying so and changes nothing, and no answer is ever a 5xx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { createMarkContactedLink, hashLinkToken } from "../../db/queries/lead-links.ts";
import { changeLeadStatus, listStatusChanges } from "../../db/queries/lead-pipeline.ts";
import { leadNotificationPayload } from "../../db/queries/leads.ts";
import { auditLog, leadActionLinks, leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import { startEmailWorker } from "../../src/leads/email-outbox.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import type { TestApp } from "../support/test-app.ts";
import { storeDirectLead } from "../support/test-leads.ts";
import { createAdminTestApp, nextIp } from "./admin-support.ts";

const SITE_URL = "https://www.example.test";
const PATH = "/leads/mark-contacted";

let t: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createAdminTestApp({ SITE_URL, SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: "owner@example.test", MAIL_FROM: "website@example.test", LEAD_CONFIRMATION_EMAIL: "false" });
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

async function statusOf(id: string) {
  const [row] = await t.deps.db.select({ status: leads.status, firstContactedAt: leads.firstContactedAt }).from(leads).where(eq(leads.id, id));
  return row!;
}

/** Each test asks from an address of its own, so that the limit on dead links of one test stays out of the next. */
let ip = "";
beforeEach(() => {
  ip = nextIp();
});

function get(token: string | undefined, from = ip) {
  return t.app.request(token === undefined ? PATH : `${PATH}?token=${encodeURIComponent(token)}`, { headers: { "X-Forwarded-For": from } });
}

/** The button's form as a browser posts it, from another site even: the token is the credential. */
function post(body: string, headers: Record<string, string> = {}) {
  return t.app.request(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": ip, ...headers },
    body,
  });
}

const form = (token: string) => `token=${encodeURIComponent(token)}`;

/** The page's h1, as text. */
async function headingOf(res: Response): Promise<string> {
  const html = await res.text();
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .trim() ?? ""
  );
}

async function linkRow(token: string) {
  const [row] = await t.deps.db
    .select()
    .from(leadActionLinks)
    .where(eq(leadActionLinks.tokenHash, hashLinkToken(token)));
  return row!;
}

describe("the link in the owner's e-mail", () => {
  test("the owner's e-mail carries a fresh link (only its hash stored) that opens the lead's page", async () => {
    const id = await storeDirectLead(t.deps.db, [], { firstName: "Rosa", businessName: "Rosa's Bakery" });
    // Queue the owner's e-mail for this lead, as storeLead does with e-mail configured.
    const [lead] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    await t.deps.db.insert(leadNotificationOutbox).values({ leadId: id, channel: "email", payload: leadNotificationPayload(lead!) });
    const worker = startEmailWorker({ db: t.deps.db, settings: t.deps.env.leadEmail!, siteUrl: SITE_URL, pollMs: 10, log: () => {} });
    try {
      expect(await smtp.waitForMessages(1, 10_000)).toBe(true);
    } finally {
      await worker.stop();
    }
    const mail = smtp.messages.find((m) => m.parsed.headers.get("x-lead-id") === id)!;
    const line = mail.parsed.text!.split("\n").find((l) => l.startsWith("Mark as contacted (one click, no login): "))!;
    const url = new URL(line.slice(line.indexOf("https://")));
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}${PATH}`);
    const token = url.searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.parsed.html).toContain(`href="${SITE_URL}${PATH}?token=${token}"`);
    expect(mail.parsed.html).toContain(">Mark as contacted</a>");
    // The table holds the hash, never the token.
    const row = await linkRow(token);
    expect(row).toMatchObject({ leadId: id, action: "mark-contacted", usedAt: null });
    expect(JSON.stringify(await t.deps.db.select().from(leadActionLinks))).not.toContain(token);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(await headingOf(await get(token))).toBe("Mark Rosa (Rosa's Bakery) as contacted?");
  });
});

describe("GET shows, POST marks", () => {
  test("GET: first name and business, a POST form with the token; never cached or indexed; the site's CSP; nothing changes however often it is fetched", async () => {
    const id = await storeDirectLead(t.deps.db, [], { firstName: "Ana", lastName: "Lopez", businessName: "Taqueria Lopez" });
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    for (let i = 0; i < 3; i++) {
      const res = await get(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
      const csp = res.headers.get("Content-Security-Policy")!;
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain("unsafe-inline");
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(html).toMatch(/<h1[^>]*>Mark Ana \(Taqueria Lopez\) as contacted\?<\/h1>/);
      expect(html).toMatch(new RegExp(`<form[^>]* action="${PATH}" method="post">`));
      expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
      expect(html).toMatch(/<button type="submit"[^>]*>.*Mark as contacted<\/button>/s);
      // No script at all: nothing for the CSP to allow, nothing a mail scanner could run.
      expect(html).not.toContain("<script");
      // Whoever holds the link sees the first name and the business, not the rest of the lead.
      expect(html).not.toContain("Lopez<");
      expect(html).not.toMatch(/ana\.[0-9a-f]+@example\.com/);
    }
    expect(await statusOf(id)).toEqual({ status: "new", firstContactedAt: null });
    expect((await linkRow(token)).usedAt).toBeNull();
    expect(await listStatusChanges(t.deps.db, id)).toEqual([]);
  });

  test("POST marks the lead Contacted once: status history by email-link, first contact stamped, the audit log, the link spent", async () => {
    const id = await storeDirectLead(t.deps.db, [], { firstName: "Sam", businessName: null });
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    const res = await post(form(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await headingOf(res)).toBe("Sam is marked as contacted");
    const after = await statusOf(id);
    expect(after.status).toBe("contacted");
    expect(after.firstContactedAt).not.toBeNull();
    expect((await listStatusChanges(t.deps.db, id)).map((c) => [c.fromStatus, c.toStatus, c.actor])).toEqual([["new", "contacted", "email-link"]]);
    expect((await linkRow(token)).usedAt).not.toBeNull();
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: "lead.status",
      outcome: "success",
      targetType: "lead",
      actorKind: "anonymous",
      actorId: "email-link",
      detail: { from: "new", to: "contacted", via: "email-link" },
    });

    // Used: a page saying so, and nothing moves (not even a lead the owner moved on meanwhile).
    await changeLeadStatus(t.deps.db, id, { to: "qualified", actor: "session:test" });
    const again = await post(form(token));
    expect(again.status).toBe(410);
    expect(await headingOf(again)).toBe("This link was already used");
    expect((await statusOf(id)).status).toBe("qualified");
    expect(await headingOf(await get(token))).toBe("This link was already used");
    const refused = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.outcome, "refused")));
    expect(refused.map((r) => r.detail)).toEqual([{ via: "email-link", link: "used" }]);
  });

  test("five clicks at once: one marks it, the others are told it was used", async () => {
    const id = await storeDirectLead(t.deps.db, []);
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(form(token))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410, 410, 410, 410]);
    expect(await listStatusChanges(t.deps.db, id)).toHaveLength(1);
  });

  test("a lead moved on before the click: GET says so without a button; POST spends the link and changes nothing", async () => {
    const id = await storeDirectLead(t.deps.db, [], { firstName: "Lee", businessName: "Lee's Garage" });
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    await changeLeadStatus(t.deps.db, id, { to: "won", actor: "session:test" });
    const page = await get(token);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Lee \(Lee&#x27;s Garage\) is already Won<\/h1>/);
    expect(html).not.toContain("<form");
    const res = await post(form(token));
    expect(res.status).toBe(200);
    expect(await headingOf(res)).toBe("Lee (Lee's Garage) is already Won");
    expect((await statusOf(id)).status).toBe("won");
    expect(await listStatusChanges(t.deps.db, id)).toHaveLength(1);
  });
});

describe("links that open nothing", () => {
  test("expired: GET and POST say so (410) and change nothing", async () => {
    const id = await storeDirectLead(t.deps.db, [], { firstName: "Old" });
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    await t.deps.db
      .update(leadActionLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadActionLinks.tokenHash, hashLinkToken(token)));
    for (const res of [await get(token), await post(form(token))]) {
      expect(res.status).toBe(410);
      expect(await headingOf(res)).toBe("This link has expired");
    }
    expect(await statusOf(id)).toEqual({ status: "new", firstContactedAt: null });
    expect((await linkRow(token)).usedAt).toBeNull();
  });

  test("tampered, cut short, missing, malformed or sent another way: 404 'not valid', nothing changes, never a 5xx", async () => {
    const id = await storeDirectLead(t.deps.db, []);
    const token = await createMarkContactedLink(t.deps.db, id, 7);
    const flipped = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    const tokens = [flipped, token.slice(0, 42), `${token}x`, "", " ", "%%%", "'; drop table leads; --", "é".repeat(43), "a".repeat(5000)];
    for (const bad of tokens) {
      ip = nextIp(); // past the limit on dead links otherwise: that one is tested below
      for (const res of [await get(bad), await post(form(bad))]) {
        expect(`${JSON.stringify(bad.slice(0, 20))} ${res.status}`).toBe(`${JSON.stringify(bad.slice(0, 20))} 404`);
        expect(await headingOf(res)).toBe("This link is not valid");
      }
    }
    ip = nextIp();
    const odd: [string, Response][] = [
      ["GET without a token", await get(undefined)],
      ["GET with two tokens", await t.app.request(`${PATH}?token=${token}&token=x`, { headers: { "X-Forwarded-For": ip } })],
      ["POST without a body", await t.app.request(PATH, { method: "POST", headers: { "X-Forwarded-For": ip } })],
      ["POST as JSON", await post(JSON.stringify({ token }), { "Content-Type": "application/json" })],
      [
        "POST with the token in the query only",
        await t.app.request(`${PATH}?token=${token}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip }, body: "" }),
      ],
      ["POST with a huge body", await post(`token=${"a".repeat(10_000)}`)],
      ["POST as multipart", await post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" })],
    ];
    for (const [what, res] of odd) expect(`${what}: ${res.status < 500}`).toBe(`${what}: true`);
    // A repeated query parameter counts by its first value, the real token: the page shows it, but shows only.
    expect(odd[1]![1].status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: "new", firstContactedAt: null });
    expect((await linkRow(token)).usedAt).toBeNull();
  });
});

describe("a dead link names no one, is recorded once, and cannot be knocked on forever", () => {
  async function deadLinks() {
    const usedId = await storeDirectLead(t.deps.db, [], { firstName: "Usha", businessName: "Usha Tailoring" });
    const used = await createMarkContactedLink(t.deps.db, usedId, 7);
    expect((await post(form(used))).status).toBe(200);
    const expiredId = await storeDirectLead(t.deps.db, [], { firstName: "Ezra", businessName: "Ezra Plumbing" });
    const expired = await createMarkContactedLink(t.deps.db, expiredId, 7);
    await t.deps.db
      .update(leadActionLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadActionLinks.tokenHash, hashLinkToken(expired)));
    return { usedId, used, expiredId, expired };
  }

  test("a used or an expired link's page shows neither the lead's name nor the business, on GET or POST", async () => {
    const { used, expired } = await deadLinks();
    const pages: [string, Response][] = [
      ["GET used", await get(used)],
      ["POST used", await post(form(used))],
      ["GET expired", await get(expired)],
      ["POST expired", await post(form(expired))],
    ];
    for (const [what, res] of pages) {
      expect(`${what} ${res.status}`).toBe(`${what} 410`);
      const html = await res.text();
      for (const secret of ["Usha", "Tailoring", "Ezra", "Plumbing"]) expect(`${what}: ${html.includes(secret)}`).toBe(`${what}: false`);
    }
    expect(await headingOf(await get(used))).toBe("This link was already used");
    expect(await headingOf(await get(expired))).toBe("This link has expired");
  });

  test("refusals of a dead link are recorded in the audit log once per link, however often it is posted", async () => {
    const { usedId, used, expiredId, expired } = await deadLinks();
    for (let i = 0; i < 4; i++) {
      expect((await post(form(used))).status).toBe(410);
      expect((await post(form(expired))).status).toBe(410);
    }
    const refusedOf = async (id: string) =>
      (
        await t.deps.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, id), eq(auditLog.outcome, "refused")))
      ).map((r) => r.detail);
    expect(await refusedOf(usedId)).toEqual([{ via: "email-link", link: "used" }]);
    expect(await refusedOf(expiredId)).toEqual([{ via: "email-link", link: "expired" }]);
  });

  test("dead or invalid tokens from one address: 429 with Retry-After and a page that says so; a live link and other addresses still work", async () => {
    const { used, expired } = await deadLinks();
    const liveId = await storeDirectLead(t.deps.db, [], { firstName: "Lina", businessName: "Lina Flowers" });
    const live = await createMarkContactedLink(t.deps.db, liveId, 7);
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = [() => get(used), () => post(form(expired)), () => get("A".repeat(43)), () => post(form("cut-short"))][i % 4]!();
      const answer = await res;
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(limited).toBeDefined();
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.slice(0, -1).every((s) => s === 404 || s === 410)).toBe(true);
    expect(Number(limited!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(limited!.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await headingOf(limited!)).toBe("Too many links that do not work");
    // Every kind of dead answer is refused now, never a 5xx.
    for (const res of [await get(used), await post(form(used)), await get(expired), await post(form("x")), await get(undefined)]) expect(res.status).toBe(429);
    // The owner's live link still opens from this address, and another address is not held back.
    expect(await headingOf(await get(live))).toBe("Mark Lina (Lina Flowers) as contacted?");
    expect((await get(used, nextIp())).status).toBe(410);
  });
});
