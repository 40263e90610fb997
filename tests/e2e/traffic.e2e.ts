/**
 * Traffic analytics end to end, on a server of its own (a fresh embedded database): a person's Chromium
 * opens the home page and follows a link to another page — one visitor, two views, one visit, no cookie
 * and nothing in storage for it; Googlebot's agent and the tests' own headless browser load pages too and
 * are not counted. Then the owner opens the Traffic tab and reads the same numbers, the chart and the tables.
 */
import { type Browser, chromium, type Page, type Request } from "@playwright/test";
import { migratedDataDir } from "./data-dir-template.ts";
import { accessibilityViolations, expect } from "./fixtures.ts";
import { startOwnServer, testOnOwnSite } from "./own-server.ts";

const PASSWORD = "traffic-e2e-password-123";
/** A desktop Chrome: the endpoint ignores bots, HeadlessChrome among them. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const test = testOnOwnSite(() => startOwnServer("traffic", migratedDataDir("traffic-e2e-"), { ADMIN_PASSWORD: PASSWORD }));

// The Traffic tab's test reads the numbers the first test's visits left.
test.describe.configure({ mode: "serial" });

/** Chromium with another user agent, for every request it makes (a context's option would do for a page load's beacon, but this is what a person's browser is). */
function browserAs(userAgent: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--user-agent=${userAgent}`],
  });
}

/** Loads `/` and follows the header's About link; returns the page-view beacons it sent and what went wrong. */
async function twoPages(browser: Browser, site: string) {
  const context = await browser.newContext({ baseURL: site, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const beacons: Request[] = [];
  const problems: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/traffic") && beacons.push(r));
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  // Each beacon's answer is awaited before the next page: leaving sooner may cut what Playwright sees of it.
  const answered = () => page.waitForResponse((r) => r.url().endsWith("/api/traffic"));
  let answer = answered();
  await page.goto("/?utm_source=newsletter&utm_campaign=winter");
  const statuses = [(await answer).status()];
  answer = answered();
  await page.goto("/about-us", { referer: `${site}/` });
  statuses.push((await answer).status());
  expect(beacons).toHaveLength(2);
  return { context, page, beacons, statuses, problems };
}

async function stats(page: Page) {
  const res = await page.request.get("/api/admin/traffic-stats?days=7");
  expect(res.status()).toBe(200);
  return res.json();
}

test("a person's two pages count as one visitor and two views, with no cookie or storage; bots are not counted", async ({ page, site }) => {
  const people = await browserAs(CHROME);
  const person = await twoPages(people, site.url);
  expect(person.beacons.map((b) => b.postDataJSON())).toEqual([
    { p: "/", e: 1, w: 1280, r: "", s: "newsletter", m: "", c: "winter" },
    { p: "/about-us", e: 0, w: 1280 },
  ]);
  expect(await person.context.cookies()).toEqual([]);
  // The funnel's visit source (decision 027's, for the lead) is the only thing in storage; nothing of the traffic's.
  expect(await person.page.evaluate(() => Object.keys(sessionStorage))).toEqual(["biziagent:visit"]);
  expect(await person.page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  expect(person.problems).toEqual([]);

  const bots = await browserAs(GOOGLEBOT);
  const bot = await twoPages(bots, site.url);
  // The headless browser of the tests themselves is a bot too.
  await page.goto(`${site.url}/about-us`);
  // Every beacon is answered alike (204), counted or not: a bot learns nothing from the answer.
  expect([...bot.statuses, ...person.statuses]).toEqual([204, 204, 204, 204]);
  await people.close();
  await bots.close();

  const res = await page.request.post(`${site.url}/api/admin/login`, { data: { password: PASSWORD }, headers: { Origin: site.url } });
  expect(res.status(), await res.text()).toBe(200);
  const numbers = await stats(page);
  expect(numbers).toMatchObject({ views: 2, visitors: 1, entries: 1 });
  expect(numbers.pages.rows.map((r: { name: string; views: number }) => [r.name, r.views])).toEqual([
    ["/", 1],
    ["/about-us", 1],
  ]);
  expect(numbers.sources.rows.map((r: { name: string; entries: number }) => [r.name, r.entries])).toEqual([["newsletter", 1]]);
  expect(numbers.devices.find((d: { device: string }) => d.device === "desktop")).toMatchObject({ views: 2, visitors: 1 });
});

test("the Traffic tab shows the numbers, the chart with its description, and the tables", async ({ page, site }) => {
  const res = await page.request.post(`${site.url}/api/admin/login`, { data: { password: PASSWORD }, headers: { Origin: site.url } });
  expect(res.status()).toBe(200);
  await page.goto(`${site.url}/admin/traffic?days=7`);
  await expect(page.getByRole("link", { name: "Traffic" })).toHaveAttribute("aria-current", "page");
  const figures = page.locator("dl").first();
  await expect(figures.getByText("Page views", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("2");
  await expect(figures.getByText("Visitors", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("1");
  // What the figures leave out is said once, right under them.
  await expect(page.getByText(/^Bots and visitors whose browser runs no JavaScript are left out/)).toHaveCount(1);
  await expect(page.getByTestId("traffic-left-out")).toBeVisible();
  const chart = page.getByRole("img", { name: "Page views and visitors per day, last 7 days (UTC)" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toContainText("2 page views and 1 daily unique visitors");
  const pages = page.getByRole("table", { name: "Page views, visitors and entries by page" });
  await expect(pages.getByRole("row")).toHaveCount(3);
  // A source's name is written twice, for a phone and for a wider screen, one of them hidden.
  const sources = page.getByRole("table", { name: /Visits by source/ });
  await expect(sources.getByRole("rowheader")).toHaveCount(1);
  await expect(sources.getByRole("rowheader").locator("span:visible")).toHaveText("newsletter");
  await page.getByText("Every day's numbers", { exact: true }).click();
  await expect(page.getByRole("table", { name: "Page views and unique visitors per day (UTC)" }).getByRole("row")).toHaveCount(8);
  expect(await accessibilityViolations(page, 'section[aria-labelledby="traffic-heading"]')).toEqual([]);
  // The tab itself is not a visit.
  expect((await stats(page)).views).toBe(2);
});
