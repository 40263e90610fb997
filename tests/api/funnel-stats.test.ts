/**
 * Funnel analytics in-process: POST /api/funnel-events (counted once per visit and step, replays change
 * nothing, bad bodies 400, bots ignored, rate limits 429, no cookie), the raw marks pruned after a day,
 * and GET /api/admin/funnel-stats (7 / 30 / 90 UTC days, admin only) with the dashboard's Funnel view.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { getFunnelStats, pruneFunnelMarks, recordFunnelEvent } from "../../db/queries/funnel-stats.ts";
import { funnelDailySteps, funnelVisitMarks, rateLimits } from "../../db/schema/index.ts";
import { FUNNEL_EVENT_CLIENT_LIMIT, FUNNEL_EVENT_CLIENT_WINDOW_MS, FUNNEL_EVENT_SITE_LIMIT, FUNNEL_EVENT_SITE_WINDOW_MS } from "../../src/routes/api/funnel-events.ts";
import type { FunnelEvent } from "../../src/shared/funnel-events.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, createAdminTestApp, json, login, nextIp } from "./admin-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

interface Beacon {
  ip?: string;
  headers?: Record<string, string>;
}

/** What navigator.sendBeacon sends for a string from our page: text/plain, same-origin, a browser's agent. */
function beacon(t: TestApp, body: unknown, options: Beacon = {}): Promise<Response> {
  return t.app.request("/api/funnel-events", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": CHROME,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": options.ip ?? nextIp(),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Sends and expects the 204 every accepted, replayed or ignored report gets. */
async function send(t: TestApp, body: FunnelEvent, options: Beacon = {}) {
  const res = await beacon(t, body, options);
  expect(res.status, await res.clone().text()).toBe(204);
  return res;
}

/** The aggregates as "day step type: visits/exits", sorted, for exact comparisons. */
async function aggregates(t: TestApp): Promise<string[]> {
  const rows = await t.deps.db.select().from(funnelDailySteps);
  return rows.map((r) => `${r.day} ${r.step} ${r.businessType || "-"}: ${r.visits}/${r.exits}`).sort();
}

const today = () => new Date().toISOString().slice(0, 10);

describe("POST /api/funnel-events", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  }, 60_000);
  afterAll(() => t.close());

  test("views, completions and leaving aggregate per day, step and business type", async () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const c = crypto.randomUUID();
    await send(t, { visit: a, event: "view", step: 1 });
    await send(t, { visit: a, event: "view", step: 2, businessType: "retail" });
    await send(t, { visit: a, event: "view", step: 3, businessType: "retail" });
    await send(t, { visit: a, event: "leave", step: 3, businessType: "retail" });
    await send(t, { visit: c, event: "view", step: 1 });
    await send(t, { visit: c, event: "leave", step: 1 });
    for (const step of [1, 2, 3, 4, 5]) await send(t, { visit: b, event: "view", step, businessType: "restaurant" });
    await send(t, { visit: b, event: "done", step: 5, businessType: "restaurant" });
    const d = today();
    expect(await aggregates(t)).toEqual(
      [
        `${d} 1 -: 3/1`,
        `${d} 2 retail: 1/0`,
        `${d} 2 restaurant: 1/0`,
        `${d} 3 retail: 1/1`,
        `${d} 3 restaurant: 1/0`,
        `${d} 4 restaurant: 1/0`,
        `${d} 5 restaurant: 1/0`,
        `${d} 6 restaurant: 1/0`,
      ].sort(),
    );
    // Only random ids, steps, the business type and times are kept about a visit: no address, no agent, no cookie.
    const marks = await t.deps.db.select().from(funnelVisitMarks);
    expect(Object.keys(marks[0]!).sort()).toEqual(["businessType", "createdAt", "day", "mark", "visitId"]);
    expect(
      marks
        .filter((m) => m.visitId === b)
        .map((m) => m.mark)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("a visitor who changes the business type after step 2 counts every later step, and the completion, under the first", async () => {
    const visit = crypto.randomUUID();
    await send(t, { visit, event: "view", step: 1 });
    await send(t, { visit, event: "view", step: 2, businessType: "retail" });
    for (const step of [3, 4, 5]) await send(t, { visit, event: "view", step, businessType: "other" });
    await send(t, { visit, event: "done", step: 5, businessType: "other" });
    const marks = await t.deps.db.select({ mark: funnelVisitMarks.mark, type: funnelVisitMarks.businessType }).from(funnelVisitMarks).where(eq(funnelVisitMarks.visitId, visit));
    expect(marks.map((m) => `${m.mark} ${m.type}`).sort()).toEqual(["1 ", "2 retail", "3 retail", "4 retail", "5 retail", "6 retail"]);
    // "Other" never started (step 2), so it has no completion: per-type conversion stays at most 100 %.
    expect((await aggregates(t)).filter((row) => row.includes(" other:"))).toEqual([]);
  });

  test("a replayed report changes nothing, also when sent many times at once", async () => {
    const visit = crypto.randomUUID();
    const report: FunnelEvent = { visit, event: "view", step: 2, businessType: "medical" };
    await send(t, report);
    const before = await aggregates(t);
    await Promise.all(Array.from({ length: 8 }, () => send(t, report)));
    await send(t, { visit, event: "view", step: 1 });
    await send(t, { visit, event: "view", step: 2, businessType: "medical" });
    expect(await aggregates(t)).toEqual(before);
    // Leaving counts once per visit, whatever step a later report names.
    await send(t, { visit, event: "leave", step: 2, businessType: "medical" });
    const left = await aggregates(t);
    await send(t, { visit, event: "leave", step: 2, businessType: "medical" });
    await send(t, { visit, event: "view", step: 3, businessType: "medical" });
    await send(t, { visit, event: "leave", step: 3, businessType: "medical" });
    expect((await aggregates(t)).filter((line) => line.includes(" 3 medical"))).toEqual([`${today()} 3 medical: 1/0`]);
    expect((await aggregates(t)).filter((line) => line.includes(" 2 medical"))).toEqual(left.filter((line) => line.includes(" 2 medical")));
  });

  test("many visits at once are all counted (rows shared by concurrent reports are taken in one order)", async () => {
    const before = await aggregates(t);
    const visitsAt = (lines: string[], prefix: string) => Number(/: (\d+)\//.exec(lines.find((l) => l.startsWith(prefix)) ?? ": 0/")![1]);
    const reports: FunnelEvent[] = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? { visit: crypto.randomUUID(), event: "done", step: 5, businessType: "service" }
        : { visit: crypto.randomUUID(), event: "view", step: 3, businessType: "service" },
    );
    await Promise.all(reports.map((r) => send(t, r)));
    const after = await aggregates(t);
    const d = today();
    expect(visitsAt(after, `${d} 1 -`) - visitsAt(before, `${d} 1 -`)).toBe(40);
    expect([2, 3, 4, 5, 6].map((s) => visitsAt(after, `${d} ${s} service`) - visitsAt(before, `${d} ${s} service`))).toEqual([40, 40, 20, 20, 20]);
  });

  test("a visit first seen at a later step (a reload that restored the funnel) counts the steps before it, once", async () => {
    const visit = crypto.randomUUID();
    const stepOne = async () => (await aggregates(t)).find((line) => line.startsWith(`${today()} 1 -`))!;
    const before = await stepOne();
    await send(t, { visit, event: "view", step: 4, businessType: "other" });
    await send(t, { visit, event: "view", step: 2, businessType: "other" });
    const visits = (line: string) => Number(/: (\d+)\//.exec(line)![1]);
    expect(visits(await stepOne())).toBe(visits(before) + 1);
    expect((await aggregates(t)).filter((line) => line.includes(" other"))).toEqual([2, 3, 4].map((s) => `${today()} ${s} other: 1/0`));
  });

  test("invalid bodies get 400 with the project's { error, issues }, and nothing is counted", async () => {
    const before = await aggregates(t);
    const visit = crypto.randomUUID();
    const invalid: [unknown, string][] = [
      [{ visit: "not-a-uuid", event: "view", step: 1 }, "visit"],
      [{ event: "view", step: 1 }, "visit"],
      [{ visit, event: "click", step: 1 }, "event"],
      [{ visit, event: "view", step: 0 }, "step"],
      [{ visit, event: "view", step: 6, businessType: "retail" }, "step"],
      [{ visit, event: "view", step: 1.5 }, "step"],
      [{ visit, event: "view", step: "1" }, "step"],
      [{ visit, event: "view", step: 2 }, "businessType"],
      [{ visit, event: "view", step: 2, businessType: "casino" }, "businessType"],
      [{ visit, event: "done", step: 3, businessType: "retail" }, "step"],
      [{ visit, event: "view", step: 1, email: "ana@example.com" }, "body"],
      [[{ visit, event: "view", step: 1 }], "body"],
      [{ visit: `${visit}\u0000`, event: "view", step: 1 }, "visit"],
    ];
    for (const [body, field] of invalid) {
      const res = await beacon(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await json(res);
      expect(typeof answer.error).toBe("string");
      expect(
        answer.issues.map((i: { field: string }) => i.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    for (const text of ["", "{", "view 1", "null"]) {
      const res = await beacon(t, text);
      expect(res.status, text).toBe(400);
      expect(typeof (await json(res)).error).toBe("string");
    }
    // JSON from fetch() is accepted; a form is not; a large body is refused before it is read.
    expect((await beacon(t, { visit, event: "view", step: 1 }, { headers: { "Content-Type": "application/json" } })).status).toBe(204);
    expect((await beacon(t, { visit, event: "view", step: 1 }, { headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await beacon(t, { visit, event: "view", step: 1, pad: "x".repeat(65 * 1024) })).status).toBe(413);
    expect((await aggregates(t)).length).toBe(before.length);
  });

  test("bots, automated browsers and other sites are ignored: 204, nothing counted, no error", async () => {
    const before = await aggregates(t);
    const visit = crypto.randomUUID();
    const report = { visit, event: "view", step: 1 };
    const ignored: Record<string, string>[] = [
      { "User-Agent": "" },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "User-Agent": CHROME.replace("Chrome/", "HeadlessChrome/") },
      { "User-Agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse" },
      { "User-Agent": "curl/8.5.0" },
      { "User-Agent": "python-requests/2.32" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of ignored) {
      const res = await beacon(t, report, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(204);
      expect(await res.text()).toBe("");
    }
    // A browser that sends no Sec-Fetch-Site: Origin decides.
    const noFetchSite = (origin: string) =>
      t.app.request("/api/funnel-events", {
        method: "POST",
        headers: { "Content-Type": "text/plain", "User-Agent": CHROME, Origin: origin, "X-Forwarded-For": nextIp() },
        body: JSON.stringify(report),
      });
    expect((await noFetchSite("https://evil.example")).status).toBe(204);
    // Ignored before the body is read: junk from a bot is not an error either.
    expect((await beacon(t, "junk", { headers: { "User-Agent": "SomeCrawler/1.0" } })).status).toBe(204);
    expect(await aggregates(t)).toEqual(before);
    expect((await t.deps.db.select().from(funnelVisitMarks).where(eq(funnelVisitMarks.visitId, visit))).length).toBe(0);

    expect((await noFetchSite("https://www.example.test")).status).toBe(204);
    expect((await t.deps.db.select().from(funnelVisitMarks).where(eq(funnelVisitMarks.visitId, visit))).length).toBe(1);
  });

  test("no cookie is read or set, and the answer is never stored by a cache", async () => {
    const res = await beacon(t, { visit: crypto.randomUUID(), event: "view", step: 1 }, { headers: { Cookie: "admin_session=x; tracking=y" } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  test("past the per-client limit: 429 with Retry-After, the report dropped; other clients go on", async () => {
    const ip = nextIp();
    const now = Date.now();
    const windowStart = Math.floor(now / FUNNEL_EVENT_CLIENT_WINDOW_MS) * FUNNEL_EVENT_CLIENT_WINDOW_MS;
    // The whole allowance used up in this window and the one before (so a window change meanwhile changes nothing).
    for (const start of [windowStart, windowStart - FUNNEL_EVENT_CLIENT_WINDOW_MS]) {
      await t.deps.db.insert(rateLimits).values({ bucket: "funnel-event", subject: ip, windowStart: new Date(start), hits: FUNNEL_EVENT_CLIENT_LIMIT });
    }
    const before = await aggregates(t);
    const visit = crypto.randomUUID();
    const res = await beacon(t, { visit, event: "view", step: 1 }, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(typeof (await json(res)).error).toBe("string");
    expect(await aggregates(t)).toEqual(before);
    await send(t, { visit, event: "view", step: 1 }, { ip: nextIp() });
    expect((await t.deps.db.select().from(funnelVisitMarks).where(eq(funnelVisitMarks.visitId, visit))).length).toBe(1);
  });

  test("every report is counted against its client, and past the site-wide limit everyone gets 429", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await send(t, { visit: crypto.randomUUID(), event: "view", step: 1 }, { ip });
    const [row] = await t.deps.db
      .select({ hits: sql<number>`sum(${rateLimits.hits})::integer` })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, "funnel-event"), eq(rateLimits.subject, ip)));
    expect(row!.hits).toBe(3);

    const windowStart = Math.floor(Date.now() / FUNNEL_EVENT_SITE_WINDOW_MS) * FUNNEL_EVENT_SITE_WINDOW_MS;
    for (const start of [windowStart, windowStart - FUNNEL_EVENT_SITE_WINDOW_MS]) {
      await t.deps.db
        .insert(rateLimits)
        .values({ bucket: "funnel-event-site", subject: "*", windowStart: new Date(start), hits: FUNNEL_EVENT_SITE_LIMIT })
        .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.subject, rateLimits.windowStart], set: { hits: FUNNEL_EVENT_SITE_LIMIT } });
    }
    const res = await beacon(t, { visit: crypto.randomUUID(), event: "view", step: 1 });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    await t.deps.db.delete(rateLimits).where(eq(rateLimits.bucket, "funnel-event-site"));
  });
});

describe("raw marks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  }, 60_000);
  afterAll(() => t.close());

  test("are deleted within a day by the background prune; the aggregates stay", async () => {
    const now = Date.now();
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await t.deps.db.insert(funnelVisitMarks).values([
      { visitId: old, mark: 1, day: day(now - 25 * 60 * 60 * 1000), createdAt: new Date(now - 25 * 60 * 60 * 1000) },
      { visitId: old, mark: 0, day: day(now - 25 * 60 * 60 * 1000), createdAt: new Date(now - 24 * 60 * 60 * 1000 - 1000) },
      { visitId: recent, mark: 1, day: day(now - 23 * 60 * 60 * 1000), createdAt: new Date(now - 23 * 60 * 60 * 1000) },
    ]);
    await t.deps.db.insert(funnelDailySteps).values({ day: day(now - DAY), step: 1, businessType: "", visits: 7, exits: 2 });
    await send(t, { visit: crypto.randomUUID(), event: "view", step: 1 });
    await pruneFunnelMarks(t.deps.db);
    const left = await t.deps.db.select({ visitId: funnelVisitMarks.visitId }).from(funnelVisitMarks);
    expect(left.map((m) => m.visitId)).not.toContain(old);
    expect(left.map((m) => m.visitId)).toContain(recent);
    expect(await aggregates(t)).toContain(`${day(now - DAY)} 1 -: 7/2`);
  });

  test("a visit that goes on past midnight counts on the day it started, so each day adds up", async () => {
    const visit = crypto.randomUUID();
    const evening = new Date("2025-06-01T23:59:30Z");
    const morning = new Date("2025-06-02T00:00:30Z");
    await recordFunnelEvent(t.deps.db, { visit, event: "view", step: 1 }, evening);
    await recordFunnelEvent(t.deps.db, { visit, event: "view", step: 2, businessType: "service" }, morning);
    await recordFunnelEvent(t.deps.db, { visit, event: "done", step: 5, businessType: "service" }, morning);
    const june = (await aggregates(t)).filter((line) => line.startsWith("2025-06"));
    expect(june).toEqual(["2025-06-01 1 -: 1/0", ...[2, 3, 4, 5, 6].map((s) => `2025-06-01 ${s} service: 1/0`)]);
  });
});

describe("GET /api/admin/funnel-stats", () => {
  let t: TestApp;
  let cookie: string;
  const offsets = [0, 6, 7, 29, 30, 89, 90];

  /** Per day offset n (today = 0): 100+n visits at step 1 and fewer later; retail and restaurant split step 2 on. */
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await login(t);
    const now = Date.now();
    const rows: (typeof funnelDailySteps.$inferInsert)[] = [];
    for (const n of [...offsets, -1]) {
      const day = new Date(now - n * DAY).toISOString().slice(0, 10);
      rows.push({ day, step: 1, businessType: "", visits: 100 + n, exits: 10 });
      rows.push({ day, step: 2, businessType: "retail", visits: 40, exits: 1 });
      rows.push({ day, step: 2, businessType: "restaurant", visits: 20, exits: 0 });
      for (const step of [3, 4, 5]) rows.push({ day, step, businessType: "retail", visits: 30, exits: step === 5 ? 3 : 0 });
      rows.push({ day, step: 6, businessType: "retail", visits: 10, exits: 0 });
      rows.push({ day, step: 6, businessType: "restaurant", visits: 5, exits: 0 });
    }
    await t.deps.db.insert(funnelDailySteps).values(rows);
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, options: { cookie?: string; bearer?: string } = { cookie }) => adminRequest(t, path, options);

  test("7, 30 and 90 days: the last N UTC days, today included", async () => {
    const expectations: [number, number[]][] = [
      [7, [0, 6]],
      [30, [0, 6, 7, 29]],
      [90, [0, 6, 7, 29, 30, 89]],
    ];
    for (const [days, inside] of expectations) {
      const res = await get(`/api/admin/funnel-stats?days=${days}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      const stats = await json(res);
      const k = inside.length;
      const visits = inside.reduce((sum, n) => sum + 100 + n, 0);
      expect(stats.days).toBe(days);
      expect(stats.timeZone).toBe("UTC");
      expect(stats.to).toBe(today());
      expect(stats.from).toBe(new Date(Date.now() - (days - 1) * DAY).toISOString().slice(0, 10));
      expect(stats.steps.map((s: { reached: number }) => s.reached)).toEqual([visits, 60 * k, 30 * k, 30 * k, 30 * k]);
      expect(stats.steps.map((s: { left: number }) => s.left)).toEqual([10 * k, k, 0, 0, 3 * k]);
      expect(stats.steps.map((s: { label: string }) => s.label)).toEqual(["Business type", "Biggest challenge", "Main goal", "Contact preference", "Contact details"]);
      const round = (x: number) => Math.round(x * 1000) / 10;
      expect(stats.steps.map((s: { dropOffPercent: number }) => s.dropOffPercent)).toEqual([round((visits - 60 * k) / visits), 50, 0, 0, 50]);
      expect(stats.completions).toBe(15 * k);
      expect(stats.conversionPercent).toBe(round((15 * k) / visits));
      expect(stats.businessTypes).toEqual([
        { businessType: "retail", label: "Retail", started: 40 * k, completions: 10 * k, conversionPercent: 25 },
        { businessType: "restaurant", label: "Restaurant", started: 20 * k, completions: 5 * k, conversionPercent: 25 },
        { businessType: "service", label: "Service business", started: 0, completions: 0, conversionPercent: null },
        { businessType: "medical", label: "Medical", started: 0, completions: 0, conversionPercent: null },
        { businessType: "other", label: "Other", started: 0, completions: 0, conversionPercent: null },
      ]);
    }
  });

  test("the window moves at 00:00 UTC", async () => {
    const db = t.deps.db;
    await db.insert(funnelDailySteps).values([
      { day: "2024-02-23", step: 1, businessType: "", visits: 1 },
      { day: "2024-02-24", step: 1, businessType: "", visits: 10 },
      { day: "2024-03-01", step: 1, businessType: "", visits: 100 },
      { day: "2024-03-02", step: 1, businessType: "", visits: 1000 },
    ]);
    const lastMoment = await getFunnelStats(db, 7, new Date("2024-03-01T23:59:59.999Z"));
    expect([lastMoment.from, lastMoment.to, lastMoment.steps[0]!.reached]).toEqual(["2024-02-24", "2024-03-01", 110]);
    const nextDay = await getFunnelStats(db, 7, new Date("2024-03-02T00:00:00.000Z"));
    expect([nextDay.from, nextDay.to, nextDay.steps[0]!.reached]).toEqual(["2024-02-25", "2024-03-02", 1100]);
  });

  test("days defaults to 30; anything but 7, 30 or 90 is a 400 naming the field", async () => {
    const byDefault = await json(await get("/api/admin/funnel-stats"));
    expect(byDefault.days).toBe(30);
    for (const bad of ["8", "0", "-7", "abc", "7.0", "", "90000000000000000000"]) {
      const res = await get(`/api/admin/funnel-stats?days=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(await json(res)).toEqual({ error: "Invalid query", issues: [{ field: "days", message: "Must be one of 7, 30, 90" }] });
    }
  });

  test("admin only: 401 without a session or key, 200 with either; a wrong or inactive key is 401", async () => {
    const anonymous = await adminRequest(t, "/api/admin/funnel-stats?days=7");
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual({ error: "Unauthorized" });
    expect((await adminRequest(t, "/api/admin/funnel-stats", { cookie: "admin_session=forged" })).status).toBe(401);
    expect((await adminRequest(t, "/api/admin/funnel-stats", { bearer: `bza_${"A".repeat(43)}` })).status).toBe(401);

    const created = await json(await adminRequest(t, "/api/admin/api-keys", { method: "POST", cookie, body: { name: "Reporting" } }));
    const withKey = await get("/api/admin/funnel-stats?days=7", { bearer: created.key });
    expect(withKey.status).toBe(200);
    expect(await json(withKey)).toEqual(await json(await get("/api/admin/funnel-stats?days=7")));
    await adminRequest(t, `/api/admin/api-keys/${created.id}/toggle`, { method: "PUT", cookie, body: { isActive: "false" } });
    expect((await get("/api/admin/funnel-stats?days=7", { bearer: created.key })).status).toBe(401);
  });

  test("the dashboard's Funnel view shows the API's numbers, only to the admin", async () => {
    const page = await adminRequest(t, "/admin/funnel?days=7", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    const stats = await json(await get("/api/admin/funnel-stats?days=7"));
    expect(html).toContain(`Visitors who reached each step, last 7 days (UTC)`);
    for (const s of stats.steps) expect(html).toContain(`${s.step}. ${s.label}: ${s.reached.toLocaleString("en-US")}`);
    expect(html).toContain(`Completed: ${stats.completions}`);
    expect(html).toContain(`${stats.conversionPercent.toFixed(1)}%`);
    expect(html).toContain('aria-current="true"');
    // No island and no script for this tab beyond the frame's own (the toaster, woken by a toast).
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]).sort()).toEqual(["toaster"]);
    const old = await adminRequest(t, "/admin/dashboard?tab=funnel&days=7", { cookie });
    expect([old.status, old.headers.get("Location")]).toEqual([301, "/admin/funnel?days=7"]);
    const anonymous = await adminRequest(t, "/admin/funnel");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
  });

  test("an empty range says so", async () => {
    const empty = await createAdminTestApp();
    try {
      const session = await login(empty);
      const html = await (await adminRequest(empty, "/admin/funnel?days=90", { cookie: session })).text();
      expect(html).toContain("No funnel visits in the last 90 days yet");
      expect(html).not.toContain("funnel-chart-title");
      const stats = await json(await adminRequest(empty, "/api/admin/funnel-stats?days=90", { cookie: session }));
      expect(stats.steps.every((s: { reached: number; dropOffPercent: null }) => s.reached === 0 && s.dropOffPercent === null)).toBe(true);
      expect([stats.completions, stats.conversionPercent]).toEqual([0, null]);
    } finally {
      await empty.close();
    }
  }, 60_000);
});
