/**
 * Page views counted in memory and written in batches (decision 043): the beacon makes no statement of its
 * own, a batch counts exactly what the same views counted one at a time would, the per-client limit holds in
 * memory, and a lead or funnel report right after a page view still finds the visit that view started.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { asc, sql } from "drizzle-orm";
import { leads, rateLimits, trafficDaily, trafficVisitorDays, trafficVisitorMarks, trafficVisits } from "../../db/schema/index.ts";
import { TRAFFIC_CLIENT_LIMIT } from "../../src/routes/api/traffic.ts";
import { pageViewReportOf } from "../../src/shared/traffic.ts";
import { PAGE_VIEW_CHUNK } from "../../src/traffic/page-view-counter.ts";
import type { TestApp } from "../support/test-app.ts";
import { createAdminTestApp, nextIp } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SITE = "http://localhost:3000";
const today = () => new Date().toISOString().slice(0, 10);

interface Visitor {
  ip: string;
  agent: string;
}

async function beacon(t: TestApp, who: Visitor, address: string, referrer = "", width = 1280): Promise<Response> {
  return t.app.request("/api/traffic", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": who.agent, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": who.ip },
    body: JSON.stringify(pageViewReportOf(new URL(address, SITE), referrer, width)),
  });
}

/** Eight people reading the site: entries from search, a newsletter and links, reloads, phones and desktops. */
function script(): { who: Visitor; address: string; referrer: string; width: number }[] {
  const people = Array.from({ length: 8 }, (_, n) => ({ ip: `203.0.113.${n + 10}`, agent: `${CHROME} reader-${n}` }));
  // Two of them behind one office address with different browsers.
  people[7]!.ip = people[6]!.ip;
  const steps: { who: Visitor; address: string; referrer: string; width: number }[] = [];
  people.forEach((who, n) => {
    const width = n % 3 === 0 ? 390 : 1280;
    const entry = ["/", "/blog?utm_source=newsletter&utm_medium=email&utm_campaign=fall", "/solutions", "/about-us"][n % 4]!;
    const referrer = ["https://www.google.com/", "", "https://news.example.org/story", ""][n % 4]!;
    steps.push({ who, address: entry, referrer, width });
    steps.push({ who, address: "/blog", referrer: `${SITE}/`, width });
    steps.push({ who, address: "/blog", referrer: `${SITE}/blog`, width });
    // A reload of the entry page from outside again: a view, not a second entry.
    steps.push({ who, address: entry, referrer, width });
    if (n % 2 === 0) steps.push({ who, address: "/made-up-page", referrer: `${SITE}/blog`, width });
  });
  return steps;
}

async function tables(t: TestApp) {
  await t.deps.flushCounts?.();
  const daily = await t.deps.db.select().from(trafficDaily).orderBy(asc(trafficDaily.dimension), asc(trafficDaily.value));
  const visits = await t.deps.db
    .select({ page: trafficVisits.page, source: trafficVisits.source, referrer: trafficVisits.referrer, campaign: trafficVisits.campaign })
    .from(trafficVisits);
  const marks = await t.deps.db.select({ n: sql<number>`count(*)::integer` }).from(trafficVisitorMarks);
  const days = await t.deps.db.select({ marks: trafficVisitorDays.marks }).from(trafficVisitorDays);
  return { daily, visits: visits.map((v) => JSON.stringify(v)).sort(), marks: marks[0]!.n, visitorMarks: days.map((d) => [...d.marks].sort().join("|")).sort() };
}

async function clear(t: TestApp) {
  await t.deps.flushCounts?.();
  await t.deps.db.delete(trafficDaily);
  await t.deps.db.delete(trafficVisitorMarks);
  await t.deps.db.delete(trafficVisitorDays);
  await t.deps.db.delete(trafficVisits);
  await t.deps.db.delete(leads);
}

describe("page views written in batches", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000" });
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => clear(t));

  test("one batch counts exactly what the same views counted one at a time do", async () => {
    const steps = script();
    for (const step of steps) {
      expect((await beacon(t, step.who, step.address, step.referrer, step.width)).status).toBe(204);
      await t.deps.flushCounts?.();
    }
    const oneByOne = await tables(t);
    await clear(t);
    const before = t.deps.pageViews!.stats.statements;
    await Promise.all(steps.map(async (step) => expect((await beacon(t, step.who, step.address, step.referrer, step.width)).status).toBe(204)));
    const batched = await tables(t);
    expect(t.deps.pageViews!.stats.statements - before).toBe(1);
    expect(batched).toEqual(oneByOne);
    // What the script holds: 36 views by 8 visitors, 8 entries, 2 from the newsletter; /blog read twice by each and entered (twice) by two.
    const row = (dimension: string, value: string) => batched.daily.find((r) => r.dimension === dimension && r.value === value);
    expect(row("site", "")).toMatchObject({ views: steps.length, visitors: 8, entries: 8 });
    expect(row("source", "newsletter")).toMatchObject({ views: 2, visitors: 2, entries: 2 });
    expect(row("page", "/blog")).toMatchObject({ views: 20, visitors: 8, entries: 2 });
    expect(batched.visits).toHaveLength(8);
  });

  test("the beacon writes nothing itself: 500 views from 50 addresses wait in memory, then take one statement per PAGE_VIEW_CHUNK", async () => {
    const before = { ...t.deps.pageViews!.stats };
    const senders = Array.from({ length: 50 }, () => ({ ip: nextIp(), agent: CHROME }));
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => beacon(t, senders[n % 50]!, n % 3 === 0 ? "/" : "/blog", "https://www.google.com/")));
    expect(answers.every((res) => res.status === 204)).toBe(true);
    expect(await t.deps.db.select().from(trafficDaily)).toEqual([]);
    expect(await t.deps.db.select().from(rateLimits).where(sql`${rateLimits.bucket} like 'traffic%'`)).toEqual([]);
    expect(t.deps.pageViews!.stats.statements).toBe(before.statements);
    await t.deps.flushCounts?.();
    // Entries stay rows of their own (500 of them): ceil(500 / PAGE_VIEW_CHUNK) statements.
    expect(t.deps.pageViews!.stats.statements - before.statements).toBe(Math.ceil(500 / PAGE_VIEW_CHUNK));
    const [site] = await t.deps.db.select().from(trafficDaily).where(sql`${trafficDaily.dimension} = 'site' and ${trafficDaily.day} = ${today()}::date`);
    expect(site).toMatchObject({ views: 500, visitors: 50 });
  });

  test("the beacon's own way past the site-wide middleware keeps the site's security headers on each answer", async () => {
    const securityHeaders = (res: Response) =>
      [...res.headers.keys()]
        .filter((name) => /^(content-security-policy|strict-transport|x-content-type|x-frame|referrer-policy|permissions-policy|cross-origin)/.test(name))
        .sort();
    const elsewhere = securityHeaders(await t.app.request("/api/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));
    expect(elsewhere).toContain("x-content-type-options");
    const counted = await beacon(t, { ip: nextIp(), agent: CHROME }, "/blog");
    const invalid = await t.app.request("/api/traffic", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": CHROME, "Sec-Fetch-Site": "same-origin" },
      body: "{",
    });
    expect([counted.status, invalid.status]).toEqual([204, 400]);
    expect(securityHeaders(counted)).toEqual(elsewhere);
    expect(securityHeaders(invalid)).toEqual(elsewhere);
    expect(invalid.headers.get("Cache-Control")).toContain("no-store");
  });

  test(`one address past ${TRAFFIC_CLIENT_LIMIT} views in 10 minutes gets 429 with Retry-After; another address does not`, async () => {
    const busy = { ip: nextIp(), agent: CHROME };
    for (let n = 0; n < TRAFFIC_CLIENT_LIMIT; n++) expect((await beacon(t, busy, "/blog", `${SITE}/`)).status).toBe(204);
    const refused = await beacon(t, busy, "/blog", `${SITE}/`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Too many page views" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await beacon(t, { ip: nextIp(), agent: CHROME }, "/blog")).status).toBe(204);
  }, 60_000);

  test("a lead sent before the batch is written still counts in the visit its first page view started", async () => {
    const who = { ip: nextIp(), agent: CHROME };
    expect((await beacon(t, who, "/?utm_source=ads&utm_campaign=winter", "https://www.google.com/")).status).toBe(204);
    expect(t.deps.pageViews!.waiting).toBeGreaterThan(0);
    const sent = await t.app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": who.agent, "X-Forwarded-For": who.ip },
      body: JSON.stringify(VALID_LEAD),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const visits = await t.deps.db.select().from(trafficVisits);
    expect(visits.map((v) => [v.source, v.campaign, v.sentLead])).toEqual([["ads", "winter", true]]);
  });
});
