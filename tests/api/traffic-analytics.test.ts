/**
 * Traffic analytics that track no one (decision 031): POST /api/traffic counts a page view into daily
 * aggregates, a visitor once per UTC day by a salted hash that lives only in raw rows gone within the day;
 * bots and automation are not counted; long or odd input is cut or refused, never a 5xx; the salt rotates
 * daily and is never beside the counts; GET /api/admin/traffic-stats and the Traffic tab show the numbers
 * with conversion to leads. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where two instances
 * on one database count one visitor once).
 */
import { afterAll, afterEach, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { pruneTrafficRaw, TRAFFIC_MARK_RETENTION_MS, TRAFFIC_NEW_VALUES_PER_CLIENT } from "../../db/queries/traffic.ts";
import { forgetDailySalt } from "../../db/queries/traffic-salts.ts";
import {
  blogPosts,
  funnelDailySources,
  funnelDailySteps,
  funnelVisitMarks,
  leads,
  trafficDaily,
  trafficSalts,
  trafficVisitorDays,
  trafficVisitorMarks,
  trafficVisits,
} from "../../db/schema/index.ts";
import { businessTypes, contactPreferences, goalOptions, painPoints } from "../../src/shared/lead-options.ts";
import { SOURCE_FIELD_MAX } from "../../src/shared/lead-pipeline.ts";
import { pageViewReportOf } from "../../src/shared/traffic.ts";
import { OTHER_VALUE, TRAFFIC_VALUES_PER_DAY, type TrafficStats } from "../../src/shared/traffic-stats.ts";
import { createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { adminRequest, createAdminTestApp, json, login, nextIp } from "./admin-support.ts";
import { insertCategory, insertPost } from "./blog-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";
const SITE = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

interface Visitor {
  ip: string;
  agent: string;
}
const newVisitor = (agent = CHROME): Visitor => ({ ip: nextIp(), agent });

function beacon(t: TestApp, who: Visitor, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.request("/api/traffic", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": who.agent, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": who.ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A page load as the loader reports it: the page's address, its referrer and the viewport's width. */
async function view(t: TestApp, who: Visitor, address: string, referrer = "", width = 1280) {
  const res = await beacon(t, who, pageViewReportOf(new URL(address, SITE), referrer, width));
  expect(res.status, await res.clone().text()).toBe(204);
}

/** The day's row, once the views this app still holds in memory are written (they are written in batches). */
async function daily(t: TestApp, dimension: string, value: string, day = today()) {
  await t.deps.flushCounts?.();
  const [row] = await t.deps.db
    .select({ views: trafficDaily.views, visitors: trafficDaily.visitors, entries: trafficDaily.entries })
    .from(trafficDaily)
    .where(sql`${trafficDaily.day} = ${day}::date and ${trafficDaily.dimension} = ${dimension} and ${trafficDaily.value} = ${value}`);
  return row ?? { views: 0, visitors: 0, entries: 0 };
}

async function clear(t: TestApp) {
  await t.deps.db.delete(funnelDailySteps);
  await t.deps.db.delete(funnelDailySources);
  await t.deps.db.delete(funnelVisitMarks);
  await t.deps.db.delete(trafficDaily);
  await t.deps.db.delete(trafficVisitorMarks);
  await t.deps.db.delete(trafficVisitorDays);
  await t.deps.db.delete(trafficVisits);
  await t.deps.db.delete(leads);
  await t.deps.db.delete(blogPosts);
}

describe("counting page views", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  }, 60_000);
  afterAll(() => t.close());
  afterEach(async () => {
    setSystemTime();
    // A test may prune "tomorrow", taking today's salt: this instance must not go on with the one it remembers.
    forgetDailySalt(t.deps.db);
    await clear(t);
  });

  test("two pages viewed by one visitor: 2 views, 1 visitor, 1 entry; a second visitor adds one", async () => {
    const ana = newVisitor();
    await view(t, ana, "/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring", "https://mail.example.com/inbox");
    await view(t, ana, "/about-us", `${SITE}/blog`);
    expect(await daily(t, "site", "")).toEqual({ views: 2, visitors: 1, entries: 1 });
    expect(await daily(t, "page", "/blog")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "page", "/about-us")).toEqual({ views: 1, visitors: 1, entries: 0 });
    expect(await daily(t, "source", "newsletter")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "referrer", "mail.example.com")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "utm_campaign", "spring")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "utm_medium", "email")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "device", "desktop")).toEqual({ views: 2, visitors: 1, entries: 1 });

    const ben = newVisitor(IPHONE);
    await view(t, ben, "/about-us", "", 390);
    expect(await daily(t, "site", "")).toEqual({ views: 3, visitors: 2, entries: 2 });
    expect(await daily(t, "page", "/about-us")).toEqual({ views: 2, visitors: 2, entries: 1 });
    expect(await daily(t, "source", "")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "device", "mobile")).toEqual({ views: 1, visitors: 1, entries: 1 });
    // Same address, another browser: another visitor (the hash takes the user agent).
    await view(t, { ip: ben.ip, agent: CHROME }, "/about-us");
    expect(await daily(t, "site", "")).toMatchObject({ views: 4, visitors: 3 });
  });

  test("a reload within 30 minutes is a view, not a new entry; later it is one again", async () => {
    const who = newVisitor();
    // Noon of today (UTC), so that the day cannot end in between (a new day is checked below).
    const start = Date.parse(`${today()}T12:00:00Z`);
    setSystemTime(new Date(start));
    await view(t, who, "/", "https://www.google.com/");
    setSystemTime(new Date(start + 10 * 60 * 1000));
    await view(t, who, "/", "https://www.google.com/");
    expect(await daily(t, "page", "/")).toEqual({ views: 2, visitors: 1, entries: 1 });
    expect(await daily(t, "referrer", "www.google.com")).toEqual({ views: 1, visitors: 1, entries: 1 });
    setSystemTime(new Date(start + 41 * 60 * 1000));
    await view(t, who, "/", "https://www.google.com/");
    expect(await daily(t, "page", "/")).toEqual({ views: 3, visitors: 1, entries: 2 });
  });

  test("bots, automation, prefetches and other sites' requests are not counted", async () => {
    for (const agent of [GOOGLEBOT, HEADLESS, "curl/8.5.0", "", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "facebookexternalhit/1.1"]) {
      const res = await beacon(t, newVisitor(agent), pageViewReportOf(new URL("/", SITE), "", 1280));
      expect(`${agent}: ${res.status}`).toBe(`${agent}: 204`);
    }
    const human = newVisitor();
    expect((await beacon(t, human, pageViewReportOf(new URL("/", SITE), "", 1280), { "Sec-Purpose": "prefetch;prerender" })).status).toBe(204);
    expect((await beacon(t, human, pageViewReportOf(new URL("/", SITE), "", 1280), { "Sec-Fetch-Site": "cross-site" })).status).toBe(204);
    await t.deps.flushCounts?.();
    expect(await t.deps.db.select().from(trafficDaily)).toEqual([]);
    expect(await t.deps.db.select().from(trafficVisitorMarks)).toEqual([]);
    expect(await t.deps.db.select().from(trafficVisitorDays)).toEqual([]);
  });

  test("a 10 KB referrer or UTM value is cut to length; a 10 KB path too", async () => {
    const long = "x".repeat(10 * 1024);
    const res = await beacon(t, newVisitor(), { p: `/blog/${long}`, e: 1, w: 800, r: `${long}.example.com`, s: long, m: long, c: `${long}\u0007` });
    expect(res.status).toBe(204);
    await t.deps.flushCounts?.();
    const rows = await t.deps.db.select().from(trafficDaily);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.value.length).toBeLessThanOrEqual(SOURCE_FIELD_MAX);
    expect(rows.find((r) => r.dimension === "utm_campaign")!.value).toBe("x".repeat(SOURCE_FIELD_MAX));
    expect(rows.find((r) => r.dimension === "device")!.value).toBe("tablet");
  });

  test("NUL, garbage and wrong shapes answer 204, 400, 413 or 415, never a 5xx", async () => {
    const who = newVisitor();
    const cases: [unknown, number][] = [
      ["not json", 400],
      // NUL is refused before anything reads it, as by every JSON route (PostgreSQL cannot store it).
      ['{"p":"/\\u0000","e":1,"w":1}', 400],
      [{ p: "/a", e: 0, w: 390, r: "a\u0000b" }, 400],
      // Other control characters are dropped.
      [{ p: "/about\u0007-us", e: 0, w: 390 }, 204],
      [{ p: "no-slash", e: 0, w: 390 }, 400],
      [{ p: "/", e: 2, w: 390 }, 400],
      [{ p: "/", e: 1, w: -1 }, 400],
      [{ p: "/", e: 1, w: 390, extra: 1 }, 400],
      [{ p: "/", e: 1, w: 390, r: 5, s: ["x"], m: { a: 1 }, c: null }, 204],
      [[], 400],
      ["null", 400],
      ["x".repeat(70 * 1024), 413],
    ];
    for (const [body, status] of cases) {
      const res = await beacon(t, who, body);
      expect(`${JSON.stringify(body).slice(0, 60)} ${res.status}`).toBe(`${JSON.stringify(body).slice(0, 60)} ${status}`);
    }
    const form = await beacon(t, who, "p=/", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await daily(t, "page", "/about-us")).toMatchObject({ views: 1 });
    expect(await daily(t, "page", "/")).toMatchObject({ views: 1 });
  });

  test("a new UTC day: a new salt, the same visitor counts again, and the prune takes yesterday's salt and marks", async () => {
    const who = newVisitor();
    const day1 = new Date(Date.now() - DAY);
    setSystemTime(day1);
    forgetDailySalt(t.deps.db);
    await view(t, who, "/");
    const [salt1] = await t.deps.db
      .select()
      .from(trafficSalts)
      .where(eq(trafficSalts.day, day1.toISOString().slice(0, 10)));
    expect(salt1?.salt).toMatch(/^[0-9a-f]{64}$/);
    await t.deps.flushCounts?.();
    const [mark1] = await t.deps.db.select().from(trafficVisitorDays);

    setSystemTime();
    await view(t, who, "/");
    expect(await daily(t, "site", "", day1.toISOString().slice(0, 10))).toMatchObject({ views: 1, visitors: 1 });
    expect(await daily(t, "site", "")).toMatchObject({ views: 1, visitors: 1 });
    const [salt2] = await t.deps.db.select().from(trafficSalts).where(eq(trafficSalts.day, today()));
    expect(salt2!.salt).not.toBe(salt1!.salt);
    // The visitor's marks (an address's own key marks only the new values it brought, never the site's total).
    await t.deps.flushCounts?.();
    const hashes = new Set((await t.deps.db.select().from(trafficVisitorDays)).filter((d) => d.marks.includes("site ")).map((d) => d.visitor));
    expect(hashes.size).toBe(2); // yesterday's and today's hash of the same visitor differ
    expect(hashes.has(mark1!.visitor)).toBe(true);

    await pruneTrafficRaw(t.deps.db);
    expect(
      await t.deps.db
        .select()
        .from(trafficSalts)
        .where(eq(trafficSalts.day, day1.toISOString().slice(0, 10))),
    ).toEqual([]);
    const left = await t.deps.db.select().from(trafficVisitorMarks);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((m) => m.day === today())).toBe(true);
    expect((await t.deps.db.select().from(trafficVisitorDays)).map((d) => d.day)).toEqual([today()]);
    // The visits the hash started (what a funnel report or a lead finds) go with their day too.
    const visits = await t.deps.db.select().from(trafficVisits);
    expect(visits.map((v) => v.day)).toEqual([today()]);
    // Today's marks and visits go too once they are older than the retention (the day-end prune would take them anyway).
    await pruneTrafficRaw(t.deps.db, new Date(Date.now() + TRAFFIC_MARK_RETENTION_MS + 1000));
    expect(await t.deps.db.select().from(trafficVisitorMarks)).toEqual([]);
    expect(await t.deps.db.select().from(trafficVisitorDays)).toEqual([]);
    expect(await t.deps.db.select().from(trafficVisits)).toEqual([]);
    // The counts stay.
    expect(await daily(t, "site", "")).toMatchObject({ views: 1, visitors: 1 });
  });

  test("no salt, hash, address or user agent is in the aggregates", async () => {
    const who = newVisitor();
    await view(t, who, "/solutions", "https://news.example.org/x");
    const [salt] = await t.deps.db.select().from(trafficSalts).where(eq(trafficSalts.day, today()));
    await t.deps.flushCounts?.();
    const [mark] = await t.deps.db.select().from(trafficVisitorDays);
    const aggregates = JSON.stringify(await t.deps.db.select().from(trafficDaily));
    for (const secret of [salt!.salt, mark!.visitor, who.ip, "Chrome/156"]) expect(aggregates).not.toContain(secret);
    const columns = await t.deps.db.execute(sql`select column_name from information_schema.columns where table_name = 'traffic_daily' order by 1`);
    const names = (Array.isArray(columns) ? columns : (columns as { rows: unknown[] }).rows).map((c) => (c as { column_name: string }).column_name);
    expect(names).toEqual(["day", "dimension", "entries", "finished_funnel", "saw_funnel", "sent_lead", "value", "views", "visitors"]);
  });

  test("past the day's cap of distinct values, new ones are counted as (other)", async () => {
    const d = today();
    await t.deps.db.execute(
      sql`insert into traffic_daily (day, dimension, value, views, visitors, entries) select ${d}::date, 'referrer', 'junk-' || n || '.example', 1, 1, 1 from generate_series(1, 1000) n`,
    );
    await view(t, newVisitor(), "/", "https://another-junk.example/");
    expect(await daily(t, "referrer", "another-junk.example")).toEqual({ views: 0, visitors: 0, entries: 0 });
    expect(await daily(t, "referrer", OTHER_VALUE)).toMatchObject({ views: 1 });
    await view(t, newVisitor(), "/", "https://junk-7.example/");
    expect(await daily(t, "referrer", "junk-7.example")).toMatchObject({ views: 2 });
  });

  test("a made-up path is counted as (other); a page of the site, a post and an archive that exist under their own names", async () => {
    const category = await insertCategory(t.deps.db);
    const post = await insertPost(t.deps.db, { categoryId: category.id });
    await insertPost(t.deps.db, { slug: "still-a-draft", status: "draft" });
    await t.settle(); // written straight to the database: this instance learns of the new content version
    const who = newVisitor();
    await view(t, who, "/about-us");
    await view(t, who, "/made-up-page");
    await view(t, who, `/blog/${post.slug}`);
    await view(t, who, `/blog/category/${category.slug}`);
    await view(t, who, "/blog/no-such-post");
    await view(t, who, "/blog/still-a-draft");
    await view(t, who, "/admin/dashboard");
    expect(await daily(t, "page", "/about-us")).toMatchObject({ views: 1, visitors: 1 });
    expect(await daily(t, "page", `/blog/${post.slug}`)).toMatchObject({ views: 1, visitors: 1 });
    expect(await daily(t, "page", `/blog/category/${category.slug}`)).toMatchObject({ views: 1, visitors: 1 });
    for (const madeUp of ["/made-up-page", "/blog/no-such-post", "/blog/still-a-draft", "/admin/dashboard"]) {
      expect(`${madeUp}: ${JSON.stringify(await daily(t, "page", madeUp))}`).toBe(`${madeUp}: ${JSON.stringify({ views: 0, visitors: 0, entries: 0 })}`);
    }
    // Every view is still counted: the made-up ones in one row.
    expect(await daily(t, "page", OTHER_VALUE)).toMatchObject({ views: 4, visitors: 1 });
    expect(await daily(t, "site", "")).toMatchObject({ views: 7, visitors: 1 });
  });

  test("four addresses sending made-up referrers and campaigns cannot push a real one that comes afterwards into (other)", async () => {
    const flooders = [newVisitor(), newVisitor(), newVisitor(), newVisitor()];
    // At once, 250 views each (under the 300 a client may send in 10 minutes), every one with a new referrer and campaign:
    // 1,000 of each, the day's cap. Each view with another user agent, so each is a new visitor's entry (a re-entry on
    // one page within 30 minutes is not one).
    await Promise.all(
      flooders.map(async (flooder, n) => {
        for (let i = 0; i < TRAFFIC_VALUES_PER_DAY / flooders.length; i++) {
          const res = await beacon(t, { ip: flooder.ip, agent: `${CHROME} ${i}` }, { p: "/", e: 1, w: 1280, r: `junk-${n}-${i}.example`, c: `junk-${n}-${i}` });
          expect(res.status).toBe(204);
        }
      }),
    );
    expect(await daily(t, "site", "")).toMatchObject({ views: TRAFFIC_VALUES_PER_DAY });
    // Every view counted; the flooders' values each under their own name only as far as their allowance goes.
    expect(await daily(t, "referrer", OTHER_VALUE)).toMatchObject({ entries: TRAFFIC_VALUES_PER_DAY - flooders.length * TRAFFIC_NEW_VALUES_PER_CLIENT });
    await view(t, newVisitor(), "/?utm_source=newsletter&utm_campaign=spring-sale", "https://news.example.org/story");
    expect(await daily(t, "referrer", "news.example.org")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "utm_campaign", "spring-sale")).toEqual({ views: 1, visitors: 1, entries: 1 });
    expect(await daily(t, "source", "newsletter")).toEqual({ views: 1, visitors: 1, entries: 1 });
  }, 120_000);

  test("one address introduces at most TRAFFIC_NEW_VALUES_PER_CLIENT new values a day per dimension; its views still count", async () => {
    const limit = TRAFFIC_NEW_VALUES_PER_CLIENT;
    const posts = [];
    for (let i = 0; i < limit + 2; i++) posts.push(await insertPost(t.deps.db));
    await t.settle();
    const someone = newVisitor();
    await view(t, someone, "/", "https://www.google.com/");
    const flooder = newVisitor();
    // Every view with another user agent (a new visitor's entry), all from one address.
    for (let i = 0; i < limit + 5; i++) {
      const res = await beacon(t, { ip: flooder.ip, agent: `${CHROME} ${i}` }, { p: "/", e: 1, w: 1280, r: `junk-${i}.example`, s: `junk-${i}`, m: `junk-${i}`, c: `junk-${i}` });
      expect(res.status).toBe(204);
    }
    for (const dimension of ["referrer", "source", "utm_medium", "utm_campaign"]) {
      await t.deps.flushCounts?.();
      const named = await t.deps.db.select().from(trafficDaily).where(sql`${trafficDaily.dimension} = ${dimension} and ${trafficDaily.value} like 'junk-%'`);
      expect(`${dimension}: ${named.length}`).toBe(`${dimension}: ${limit}`);
      expect(await daily(t, dimension, OTHER_VALUE)).toEqual({ views: 5, visitors: 5, entries: 5 });
    }
    expect(await daily(t, "site", "")).toMatchObject({ views: limit + 6, visitors: limit + 6 });
    // A value someone else brought today is not new: still counted under its name.
    await view(t, { ip: flooder.ip, agent: IPHONE }, "/", "https://www.google.com/", 390);
    expect(await daily(t, "referrer", "www.google.com")).toEqual({ views: 2, visitors: 2, entries: 2 });
    // The same address is the same client whatever its user agent: no more new values today.
    await view(t, { ip: flooder.ip, agent: IPHONE }, "/about-us?utm_campaign=one-more", "", 390);
    expect(await daily(t, "utm_campaign", "one-more")).toEqual({ views: 0, visitors: 0, entries: 0 });
    expect(await daily(t, "utm_campaign", OTHER_VALUE)).toMatchObject({ views: 6, entries: 6 });
    // Another address may.
    await view(t, newVisitor(), "/?utm_campaign=one-more");
    expect(await daily(t, "utm_campaign", "one-more")).toMatchObject({ views: 1 });

    // Pages too: the first reader of the day names at most that many pages; later readers name the rest.
    const reader = newVisitor();
    for (const post of posts) await view(t, reader, `/blog/${post.slug}`, `${SITE}/blog`);
    const named = await Promise.all(posts.map(async (post) => (await daily(t, "page", `/blog/${post.slug}`)).views));
    expect(named.filter((views) => views === 1)).toHaveLength(limit);
    expect(await daily(t, "page", OTHER_VALUE)).toMatchObject({ views: 2 });
    await view(t, newVisitor(), `/blog/${posts.at(-1)!.slug}`);
    expect(await daily(t, "page", `/blog/${posts.at(-1)!.slug}`)).toMatchObject({ views: 1 });
  }, 60_000);

  test("GET /api/admin/traffic-stats: days, pages, entries, sources, and the visits that saw the funnel and sent a lead", async () => {
    const visitors = [newVisitor(), newVisitor(), newVisitor(), newVisitor(IPHONE)];
    await view(t, visitors[0]!, "/local-boost-seo?utm_source=ads&utm_campaign=fall", "");
    await view(t, visitors[0]!, "/", `${SITE}/local-boost-seo`);
    await view(t, visitors[1]!, "/local-boost-seo", "https://www.google.com/");
    await view(t, visitors[2]!, "/blog", "https://www.google.com/");
    await view(t, visitors[3]!, "/blog", "", 390);
    const lead = (n: number, fields: Partial<typeof leads.$inferInsert>) => ({
      businessType: businessTypes[0],
      painPoint: painPoints[0],
      goals: goalOptions[0],
      contactPreference: contactPreferences[0],
      firstName: "A",
      lastName: `B${n}`,
      email: `lead${n}@example.com`,
      ...fields,
    });
    // Leads no counted visit sent (stored straight, as from a browser the analytics never saw): in `leads`, in no ratio.
    await t.deps.db
      .insert(leads)
      .values([
        lead(1, { landingPage: "/local-boost-seo", utmSource: "ads", utmCampaign: "fall" }),
        lead(2, { landingPage: "/local-boost-seo", referrerHost: "www.google.com" }),
        lead(3, { landingPage: "/local-boost-seo", referrerHost: "www.google.com", isSpam: true }),
        lead(4, {}),
      ]);
    // The first visitor's browser reports the funnel on screen; the second's sends a lead (which finishes the funnel too).
    const seen = await t.app.request("/api/funnel-events", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": visitors[0]!.agent, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": visitors[0]!.ip },
      body: JSON.stringify({ visit: crypto.randomUUID(), event: "view", step: 1, utmSource: "ads", utmCampaign: "fall" }),
    });
    expect(seen.status).toBe(204);
    const sent = await t.app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": visitors[1]!.agent, "X-Forwarded-For": visitors[1]!.ip },
      body: JSON.stringify({ ...VALID_LEAD, landingPage: "/local-boost-seo", referrerHost: "www.google.com" }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const cookie = await login(t);
    const res = await adminRequest(t, "/api/admin/traffic-stats?days=7", { cookie });
    expect(res.status).toBe(200);
    const stats = await json<TrafficStats>(res);
    // Leads: the three stored straight that are not spam, and the second visitor's. Conversion: 1 visit of 4 sent a lead.
    expect(stats).toMatchObject({ days: 7, to: today(), timeZone: "UTC", views: 5, visitors: 4, entries: 4, leads: 4, leadConversionPercent: 25 });
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily.at(-1)).toEqual({ day: today(), views: 5, visitors: 4 });
    expect(stats.pages.rows.map((r) => [r.name, r.views, r.visitors, r.entries])).toEqual([
      ["/blog", 2, 2, 2],
      ["/local-boost-seo", 2, 2, 2],
      ["/", 1, 1, 0],
    ]);
    expect(stats.entryPages.rows.map((r) => [r.name, r.entries, r.sawFunnel, r.leads, r.conversionPercent])).toEqual([
      ["/blog", 2, 0, 0, 0],
      ["/local-boost-seo", 2, 2, 1, 50],
    ]);
    expect(stats.sources.rows.map((r) => [r.name, r.entries, r.sawFunnel, r.leads, r.conversionPercent])).toEqual([
      ["www.google.com", 2, 1, 1, 50],
      ["", 1, 0, 0, 0],
      ["ads", 1, 1, 0, 0],
    ]);
    expect(stats.referrers.rows.map((r) => [r.name, r.entries])).toEqual([["www.google.com", 2]]);
    expect(stats.campaigns.rows.map((r) => [r.name, r.entries, r.sawFunnel, r.leads])).toEqual([["fall", 1, 1, 0]]);
    expect(stats.devices).toEqual([
      { device: "mobile", views: 1, visitors: 1, viewsPercent: 20 },
      { device: "tablet", views: 0, visitors: 0, viewsPercent: 0 },
      { device: "desktop", views: 4, visitors: 3, viewsPercent: 80 },
    ]);
    expect(stats.path).toEqual({
      visits: 4,
      sawFunnel: 2,
      finishedFunnel: 1,
      sentLead: 1,
      sawFunnelPercent: 50,
      finishedFunnelPercent: 50,
      sentLeadPercent: 100,
    });
    expect(stats.funnel).toEqual({ visits: 2, completions: 1, conversionPercent: 50 });

    expect((await adminRequest(t, "/api/admin/traffic-stats?days=8", { cookie })).status).toBe(400);
    expect((await adminRequest(t, "/api/admin/traffic-stats")).status).toBe(401);

    const page = await adminRequest(t, "/admin/traffic?days=7", { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Traffic");
    expect(html).toContain('role="img"');
    expect(html).toContain("/local-boost-seo");
  });

  test("an empty range shows the empty state", async () => {
    const cookie = await login(t);
    const html = await (await adminRequest(t, "/admin/traffic", { cookie })).text();
    expect(html).toContain("No page views in the last 30 days yet");
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createAdminTestApp();
    // Both read the client's address from X-Forwarded-For, as instances behind one proxy do.
    second = await createSecondInstance(first, { TRUST_PROXY: "true" });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test("count one visitor once, whichever instance each view reaches, also at once", async () => {
    const who = newVisitor();
    await Promise.all([view(first, who, "/"), view(second, who, "/about-us", `${SITE}/`), view(second, who, "/blog", `${SITE}/`), view(first, who, "/solutions", `${SITE}/`)]);
    await Promise.all([first.deps.flushCounts?.(), second.deps.flushCounts?.()]);
    expect(await daily(first, "site", "")).toEqual({ views: 4, visitors: 1, entries: 1 });
    const salts = await first.deps.db.select().from(trafficSalts).where(eq(trafficSalts.day, today()));
    expect(salts).toHaveLength(1);
  });

  test("30 visitors, each read on both instances, both writing their batches at once: each counted once per value", async () => {
    await clear(first);
    const people = Array.from({ length: 30 }, () => newVisitor());
    for (let round = 0; round < 3; round++) {
      await Promise.all(people.flatMap((who) => [view(first, who, "/blog", `${SITE}/`), view(second, who, "/blog", `${SITE}/`)]));
      await Promise.all([first.deps.flushCounts?.(), second.deps.flushCounts?.()]);
    }
    expect(await daily(first, "site", "")).toEqual({ views: 180, visitors: 30, entries: 0 });
    expect(await daily(first, "page", "/blog")).toEqual({ views: 180, visitors: 30, entries: 0 });
  });
});
