/**
 * The Traffic and Funnel tabs' numbers add up: mixed traffic — a bot, a visitor whose browser sends no
 * analytics (no JavaScript) but a lead, one visitor with two tabs, a reload, a visitor who sees the funnel
 * and leaves, visitors who finish — is sent through the real endpoints, then every total and every ratio
 * of GET /api/admin/traffic-stats and GET /api/admin/funnel-stats is checked against a count made by hand
 * below, and every percent in both answers is at most 100.
 */
import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { FunnelEvent, FunnelStats } from "../../src/shared/funnel-events.ts";
import { pageViewReportOf } from "../../src/shared/traffic.ts";
import type { TrafficStats } from "../../src/shared/traffic-stats.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, createAdminTestApp, json, login, nextIp } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SITE = "http://localhost:3000";
const MINUTE = 60 * 1000;

interface Person {
  ip: string;
  agent: string;
}

function headersOf(who: Person, contentType: string): Record<string, string> {
  return { "Content-Type": contentType, "User-Agent": who.agent, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": who.ip };
}

/** A page load as the loader reports it. */
async function view(t: TestApp, who: Person, address: string, referrer = "") {
  const body = JSON.stringify(pageViewReportOf(new URL(address, SITE), referrer, 1280));
  const res = await t.app.request("/api/traffic", { method: "POST", headers: headersOf(who, "text/plain;charset=UTF-8"), body });
  expect(res.status, await res.clone().text()).toBe(204);
}

/** A funnel report as the island sends it from that person's browser. */
async function report(t: TestApp, who: Person, body: FunnelEvent) {
  const res = await t.app.request("/api/funnel-events", { method: "POST", headers: headersOf(who, "text/plain;charset=UTF-8"), body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(204);
}

/** One page load's funnel: its reports share one random id, as the island's do. */
function funnelOn(t: TestApp, who: Person, source: Partial<FunnelEvent> = {}) {
  const visit = crypto.randomUUID();
  return {
    view: (step: number, businessType?: FunnelEvent["businessType"]) => report(t, who, { visit, event: "view", step, businessType, ...source }),
    done: (businessType: FunnelEvent["businessType"]) => report(t, who, { visit, event: "done", step: 5, businessType, ...source }),
    leave: (step: number, businessType?: FunnelEvent["businessType"]) => report(t, who, { visit, event: "leave", step, businessType, ...source }),
  };
}

/** The lead the funnel posts (POST /api/leads, JSON), from that person's browser. */
async function sendLead(t: TestApp, who: Person, fields: Record<string, string>) {
  const res = await t.app.request("/api/leads", { method: "POST", headers: headersOf(who, "application/json"), body: JSON.stringify({ ...VALID_LEAD, ...fields }) });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Every number in an answer whose key ends in "Percent". */
function percents(value: unknown, path = ""): [string, number][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]): [string, number][] =>
    key.endsWith("Percent") && typeof v === "number" ? [[`${path}.${key}`, v]] : percents(v, `${path}.${key}`),
  );
}

describe("mixed traffic: every total and ratio against a hand count", () => {
  let t: TestApp;
  let traffic: TrafficStats;
  let funnel: FunnelStats;
  let cookie: string;

  beforeAll(async () => {
    t = await createAdminTestApp();
    // Noon (UTC) of today: every visit below starts and ends on one UTC day, and within its 30 minutes.
    const noon = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    const at = (minutes: number) => setSystemTime(new Date(noon + minutes * MINUTE));
    at(0);

    // A crawler: its page views and a funnel report are answered 204 and counted nowhere.
    const bot = { ip: nextIp(), agent: GOOGLEBOT };
    await view(t, bot, "/");
    await view(t, bot, "/blog", `${SITE}/`);
    await report(t, bot, { visit: crypto.randomUUID(), event: "view", step: 1 });

    // Nadia's browser runs no script: no page view, no funnel report — only her lead, which names /blog as
    // its landing page. It counts among the leads, in no ratio.
    const nadia = { ip: nextIp(), agent: FIREFOX };
    await sendLead(t, nadia, { email: "nadia@example.com", landingPage: "/blog" });

    // Tom opens the home page in two tabs two minutes apart: two views, one visit (the same page within 30
    // minutes). The funnel shows in both tabs; in the second he answers two questions and closes it at step 3.
    const tom = { ip: nextIp(), agent: CHROME };
    await view(t, tom, "/");
    const tomFirstTab = funnelOn(t, tom);
    await tomFirstTab.view(1);
    at(2);
    await view(t, tom, "/");
    const tomSecondTab = funnelOn(t, tom);
    await tomSecondTab.view(1);
    await tomSecondTab.view(2, "service");
    await tomSecondTab.view(3, "service");
    await tomSecondTab.leave(3, "service");

    // Rita comes from Google to the home page, reaches step 2, reloads (the page reports leaving at step 2,
    // and the reloaded page — the same referrer, so a view but no new visit — reports its restored step 2),
    // then finishes: her lead, then the funnel's "done".
    const rita = { ip: nextIp(), agent: CHROME };
    const google = { referrerHost: "www.google.com" };
    await view(t, rita, "/", "https://www.google.com/");
    const ritaFirstLoad = funnelOn(t, rita, google);
    await ritaFirstLoad.view(1);
    await ritaFirstLoad.view(2, "retail");
    await ritaFirstLoad.leave(2, "retail");
    at(5);
    await view(t, rita, "/", "https://www.google.com/");
    const ritaReload = funnelOn(t, rita, google);
    await ritaReload.view(2, "retail");
    for (const step of [3, 4, 5]) await ritaReload.view(step, "retail");
    await sendLead(t, rita, { email: "rita@example.com", businessType: "retail", landingPage: "/", referrerHost: "www.google.com" });
    await ritaReload.done("retail");

    // Sam follows a newsletter link to Local Boost SEO, moves to the home page, sees the funnel and leaves.
    const sam = { ip: nextIp(), agent: CHROME };
    const newsletter = { utmSource: "newsletter", utmCampaign: "spring" };
    await view(t, sam, "/local-boost-seo?utm_source=newsletter&utm_campaign=spring");
    await view(t, sam, "/", `${SITE}/local-boost-seo?utm_source=newsletter&utm_campaign=spring`);
    const samFunnel = funnelOn(t, sam, newsletter);
    await samFunnel.view(1);
    await samFunnel.leave(1);

    // Fay types the blog's address, moves to the home page and finishes the funnel; she chose Restaurant
    // at step 1, then went back after step 2 and changed it to Medical.
    const fay = { ip: nextIp(), agent: CHROME };
    await view(t, fay, "/blog");
    await view(t, fay, "/", `${SITE}/blog`);
    const fayFunnel = funnelOn(t, fay);
    await fayFunnel.view(1);
    await fayFunnel.view(2, "restaurant");
    for (const step of [3, 4, 5]) await fayFunnel.view(step, "medical");
    await sendLead(t, fay, { email: "fay@example.com", businessType: "medical", landingPage: "/blog" });
    await fayFunnel.done("medical");

    // Ole reads About us and goes.
    await view(t, { ip: nextIp(), agent: CHROME }, "/about-us");

    cookie = await login(t);
    traffic = await json<TrafficStats>(await adminRequest(t, "/api/admin/traffic-stats?days=7", { cookie }));
    funnel = await json<FunnelStats>(await adminRequest(t, "/api/admin/funnel-stats?days=7", { cookie }));
  }, 60_000);
  afterAll(async () => {
    setSystemTime();
    await t.close();
  });

  test("the Traffic tab's totals", () => {
    // Views: Tom 2, Rita 2, Sam 2, Fay 2, Ole 1 (the bot's none, Nadia's none).
    // Visitors: Tom, Rita, Sam, Fay, Ole. Visits: one each — Tom's second tab and Rita's reload start none.
    expect({ views: traffic.views, visitors: traffic.visitors, entries: traffic.entries }).toEqual({ views: 9, visitors: 5, entries: 5 });
    // Leads received: Nadia, Rita, Fay — all three, as the Leads tab counts them.
    expect(traffic.leads).toBe(3);
  });

  test("from a visit to a lead: each stage a part of the one before", () => {
    expect(traffic.path).toEqual({
      visits: 5,
      // Tom (once for two tabs), Rita (once for two page loads), Sam, Fay — not Ole.
      sawFunnel: 4,
      // Rita, Fay.
      finishedFunnel: 2,
      // Rita, Fay; Nadia's lead came from no visit the analytics saw.
      sentLead: 2,
      sawFunnelPercent: 80, // 4 of 5 visits
      finishedFunnelPercent: 50, // 2 of the 4 that saw it
      sentLeadPercent: 100, // 2 of the 2 that finished it
    });
    expect(traffic.funnel).toEqual({ visits: 4, completions: 2, conversionPercent: 50 });
    // Visits that sent a lead ÷ visits: 2 of 5.
    expect(traffic.leadConversionPercent).toBe(40);
  });

  test("entry pages, sources and campaigns: visits, saw the funnel, sent a lead, conversion", () => {
    const rows = (table: TrafficStats["entryPages"]) => table.rows.map((r) => [r.name, r.entries, r.sawFunnel, r.finishedFunnel, r.leads, r.conversionPercent]);
    expect(rows(traffic.entryPages)).toEqual([
      ["/", 2, 2, 1, 1, 50], // Tom, Rita; Rita finished and sent a lead
      ["/about-us", 1, 0, 0, 0, 0], // Ole
      ["/blog", 1, 1, 1, 1, 100], // Fay — Nadia's lead names /blog, but no visit of hers was counted there
      ["/local-boost-seo", 1, 1, 0, 0, 0], // Sam
    ]);
    expect(rows(traffic.sources)).toEqual([
      ["", 3, 2, 1, 1, 33.3], // direct: Tom, Fay, Ole
      ["newsletter", 1, 1, 0, 0, 0], // Sam
      ["www.google.com", 1, 1, 1, 1, 100], // Rita
    ]);
    expect(rows(traffic.campaigns)).toEqual([["spring", 1, 1, 0, 0, 0]]);
    expect(traffic.referrers.rows.map((r) => [r.name, r.entries])).toEqual([["www.google.com", 1]]);
    expect(traffic.pages.rows.map((r) => [r.name, r.views, r.visitors, r.entries])).toEqual([
      ["/", 6, 4, 2], // Tom 2, Rita 2, Sam 1, Fay 1
      ["/about-us", 1, 1, 1],
      ["/blog", 1, 1, 1],
      ["/local-boost-seo", 1, 1, 1],
    ]);
  });

  test("the Funnel tab: page loads that showed the funnel, each step once", () => {
    // Step 1: Tom's two tabs, Rita's two page loads, Sam, Fay = 6.
    // Step 2: Tom's second tab, Rita's two page loads (the reload restored step 2), Fay = 4.
    // Step 3: Tom's second tab, Rita's reload, Fay = 3. Steps 4 and 5: Rita, Fay. Completed: Rita, Fay.
    // Left: Sam at 1, Rita's first page load at 2 (the reload), Tom's second tab at 3.
    expect(funnel.steps.map((s) => [s.step, s.reached, s.dropOffPercent, s.left])).toEqual([
      [1, 6, 33.3, 1], // 2 of 6 went no further
      [2, 4, 25, 1], // 1 of 4
      [3, 3, 33.3, 1], // 1 of 3
      [4, 2, 0, 0],
      [5, 2, 0, 0],
    ]);
    expect(funnel.completions).toBe(2);
    expect(funnel.conversionPercent).toBe(33.3); // 2 of 6
    // Each type by the type the page load had at step 2: Fay's completion counts under Restaurant, where she started.
    expect(funnel.businessTypes.map((b) => [b.businessType, b.started, b.completions, b.conversionPercent])).toEqual([
      ["retail", 2, 1, 50], // Rita's two page loads, one finished
      ["restaurant", 1, 1, 100], // Fay
      ["service", 1, 0, 0], // Tom's second tab
      ["medical", 0, 0, null],
      ["other", 0, 0, null],
    ]);
    expect(funnel.sources.map((s) => [s.name, s.visits, s.completions, s.conversionPercent])).toEqual([
      ["", 3, 1, 33.3], // Tom's two tabs, Fay
      ["www.google.com", 2, 1, 50], // Rita's two page loads
      ["newsletter", 1, 0, 0], // Sam
    ]);
    expect(funnel.campaigns.map((s) => [s.name, s.visits, s.completions])).toEqual([["spring", 1, 0]]);
    // The leads received, Nadia's among them: more than the completions, and said so under the figures.
    expect(funnel.leads).toBe(3);
  });

  test("no ratio in either answer passes 100 %", () => {
    const all = [...percents(traffic, "traffic"), ...percents(funnel, "funnel")];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(([, value]) => value < 0 || value > 100)).toEqual([]);
  });

  test("both tabs say once, under the figures, what they leave out", async () => {
    const leftOut = "Bots and visitors whose browser runs no JavaScript are left out of these figures";
    for (const address of ["/admin/traffic?days=7", "/admin/funnel?days=7"]) {
      const html = await (await adminRequest(t, address, { cookie })).text();
      expect(html.split(leftOut).length - 1, address).toBe(1);
    }
    const html = await (await adminRequest(t, "/admin/traffic?days=7", { cookie })).text();
    expect(html).toContain("Finished the funnel");
    expect(html).toContain("80.0% of visits");
  });
});
