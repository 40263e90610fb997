/**
 * Where funnel visits came from: POST /api/funnel-events counts each visit and each completion once per
 * (day, source, medium, campaign), the source being the UTM source, else the referring host, else direct;
 * long or odd values are cut or ignored, never refused. GET /api/admin/funnel-stats and the Funnel tab show
 * visits, completions and conversion by source and by campaign for the range, the rest summed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { funnelDailySources, funnelDailySteps } from "../../db/schema/index.ts";
import { FUNNEL_SOURCE_ROWS } from "../../src/shared/funnel-events.ts";
import { SOURCE_FIELD_MAX } from "../../src/shared/lead-pipeline.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { funnelVisit, sendFunnelReport } from "./funnel-support.ts";

const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

const send = sendFunnelReport;
const visit = funnelVisit;

async function sourceRows(t: TestApp): Promise<string[]> {
  const rows = await t.deps.db.select().from(funnelDailySources);
  return rows.map((r) => `${r.day} ${r.source || "-"}/${r.medium || "-"}/${r.campaign || "-"}: ${r.visits}/${r.completions}`).sort();
}

describe("counting visits by source", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  }, 60_000);
  afterAll(() => t.close());

  test("each visit and each completion once per day, source, medium and campaign; the UTM source before the referrer", async () => {
    const newsletter = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring", referrerHost: "mail.example.com" };
    await visit(t, newsletter, true);
    await visit(t, newsletter, false);
    await visit(t, { referrerHost: "www.google.com" }, true);
    await visit(t, {}, false);
    const d = today();
    expect(await sourceRows(t)).toEqual([`${d} -/-/-: 1/0`, `${d} newsletter/email/spring: 2/1`, `${d} www.google.com/-/-: 1/1`]);
  });

  test("replays, repeated steps and leaving change nothing", async () => {
    const source = { utmSource: "ads", utmCampaign: "replay" };
    const id = await visit(t, source, true);
    const before = await sourceRows(t);
    await send(t, { visit: id, event: "view", step: 1, ...source });
    await send(t, { visit: id, event: "view", step: 3, businessType: "retail", ...source });
    await send(t, { visit: id, event: "done", step: 5, businessType: "retail", ...source });
    await send(t, { visit: id, event: "leave", step: 5, businessType: "retail", ...source });
    await send(t, { visit: crypto.randomUUID(), event: "leave", step: 2, businessType: "retail", ...source });
    expect(await sourceRows(t)).toEqual(before);
    expect(before).toContain(`${today()} ads/-/replay: 1/1`);
  });

  test("a visit first seen at a later step counts once, by the source of that report", async () => {
    const id = crypto.randomUUID();
    await send(t, { visit: id, event: "view", step: 3, businessType: "medical", utmSource: "late" });
    await send(t, { visit: id, event: "view", step: 4, businessType: "medical", utmSource: "late" });
    expect(await sourceRows(t)).toContain(`${today()} late/-/-: 1/0`);
  });

  test("10 KB values are cut to 200 characters; values that are not text are ignored; neither is an error", async () => {
    const long = "s".repeat(10 * 1024);
    await visit(t, { utmSource: long, utmMedium: `${long}m`, utmCampaign: `c${long}`, referrerHost: long }, true);
    const [row] = (await t.deps.db.select().from(funnelDailySources)).filter((r) => r.source.startsWith("sss"));
    expect([row!.source.length, row!.medium.length, row!.campaign.length]).toEqual([SOURCE_FIELD_MAX, SOURCE_FIELD_MAX, SOURCE_FIELD_MAX]);
    expect([row!.visits, row!.completions]).toEqual([1, 1]);

    await visit(t, { utmSource: 42, utmMedium: null, utmCampaign: { a: 1 }, referrerHost: "https://Odd.Example.com/path?q=1" }, false);
    expect(await sourceRows(t)).toContain(`${today()} odd.example.com/-/-: 1/0`);
  });

  test("the steps' own aggregates are what they were without sources", async () => {
    const steps = await t.deps.db.select().from(funnelDailySteps);
    const reached = (step: number) => steps.filter((s) => s.step === step && s.day === today()).reduce((sum, s) => sum + s.visits, 0);
    const sources = await t.deps.db.select().from(funnelDailySources);
    const visits = sources.filter((s) => s.day === today()).reduce((sum, s) => sum + s.visits, 0);
    const completions = sources.filter((s) => s.day === today()).reduce((sum, s) => sum + s.completions, 0);
    // Every visit counted at step 1 is counted once by its source, every completion too.
    expect(visits).toBe(reached(1));
    expect(completions).toBe(reached(6));
  });
});

describe("the Funnel view by source and by campaign", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await login(t);
    const rows: (typeof funnelDailySources.$inferInsert)[] = [
      { day: today(), source: "newsletter", medium: "email", campaign: "spring", visits: 40, completions: 10 },
      { day: daysAgo(3), source: "newsletter", medium: "email", campaign: "summer", visits: 20, completions: 2 },
      { day: today(), source: "www.google.com", medium: "", campaign: "", visits: 50, completions: 5 },
      { day: today(), source: "", medium: "", campaign: "", visits: 30, completions: 0 },
      // Outside 7 days, inside 30.
      { day: daysAgo(20), source: "facebook", medium: "social", campaign: "spring", visits: 100, completions: 1 },
    ];
    // Twelve small referrers: past the rows shown by name.
    for (let i = 0; i < 12; i++)
      rows.push({ day: today(), source: `site-${String(i).padStart(2, "0")}.example`, medium: "", campaign: "", visits: 1, completions: i === 0 ? 1 : 0 });
    await t.deps.db.insert(funnelDailySources).values(rows);
  }, 60_000);
  afterAll(() => t.close());

  test("GET /api/admin/funnel-stats: sources and campaigns of the range, most visits first, the rest summed", async () => {
    const week = await json(await adminRequest(t, "/api/admin/funnel-stats?days=7", { cookie }));
    expect(week.sources.slice(0, 3)).toEqual([
      { name: "newsletter", visits: 60, completions: 12, conversionPercent: 20 },
      { name: "www.google.com", visits: 50, completions: 5, conversionPercent: 10 },
      { name: "", visits: 30, completions: 0, conversionPercent: 0 },
    ]);
    expect(week.sources).toHaveLength(FUNNEL_SOURCE_ROWS);
    expect(week.sources.slice(3).map((s: { name: string }) => s.name)).toEqual([
      "site-00.example",
      "site-01.example",
      "site-02.example",
      "site-03.example",
      "site-04.example",
      "site-05.example",
      "site-06.example",
    ]);
    expect(week.otherSources).toEqual({ count: 5, visits: 5, completions: 0, conversionPercent: 0 });
    expect(week.campaigns).toEqual([
      { name: "spring", visits: 40, completions: 10, conversionPercent: 25 },
      { name: "summer", visits: 20, completions: 2, conversionPercent: 10 },
    ]);
    expect(week.otherCampaigns).toBeNull();

    const month = await json(await adminRequest(t, "/api/admin/funnel-stats?days=30", { cookie }));
    expect(month.sources[0]).toEqual({ name: "facebook", visits: 100, completions: 1, conversionPercent: 1 });
    expect(month.campaigns[0]).toEqual({ name: "spring", visits: 140, completions: 11, conversionPercent: 7.9 });
  });

  test("the Funnel tab shows both tables, direct visits named as such", async () => {
    // The tables sit under the funnel's own numbers, which need a visit in the range.
    await t.deps.db.insert(funnelDailySteps).values({ day: today(), step: 1, businessType: "", visits: 133, exits: 0 });
    const html = await (await adminRequest(t, "/admin/funnel?days=7", { cookie })).text();
    const headings = ["Where visits came from", "Visits, completions and conversion by source", "Visits, completions and conversion by UTM campaign"];
    for (const part of [...headings, ">newsletter<", ">Direct<", ">spring<", "5 more sources"]) expect(html).toContain(part);
  });
});
