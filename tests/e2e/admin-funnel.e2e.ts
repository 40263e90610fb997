/**
 * Funnel analytics end to end, on a server of its own (a fresh embedded database with two older days of
 * aggregates, so 7, 30 and 90 days differ): one visitor leaves at step 3, another completes the funnel, an
 * automated browser walks it too; no cookie is set. Then the owner opens the Funnel tab, switches the
 * range and reads the exact numbers, the chart and the API's matching JSON.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from "@playwright/test";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { expect } from "./fixtures.ts";
import { answer, fillContact, funnel, openFunnel, submitContact } from "./funnel-steps.ts";
import { startOwnServer, testOnOwnSite } from "./own-server.ts";

const root = join(import.meta.dirname, "..", "..");
const PASSWORD = "funnel-e2e-password-123";
/** A desktop Chrome: the endpoint ignores automated agents, HeadlessChrome among them. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** 10 days ago (in 30 and 90 days) retail visits; 40 days ago (in 90 only) medical ones. */
function olderAggregates() {
  const rows = [
    { day: dayAgo(10), step: 1, businessType: "", visits: 40, exits: 10 },
    { day: dayAgo(40), step: 1, businessType: "", visits: 100, exits: 0 },
  ];
  for (const [i, visits] of [20, 15, 12, 10, 6].entries()) rows.push({ day: dayAgo(10), step: i + 2, businessType: "retail", visits, exits: 0 });
  for (const [i, visits] of [50, 40, 30, 25, 20].entries()) rows.push({ day: dayAgo(40), step: i + 2, businessType: "medical", visits, exits: 0 });
  return rows;
}

const test = testOnOwnSite(async () => {
  const dataDir = migratedDataDir("funnel-e2e-");
  // The database is prepared before the server holds its lock: migrations, then the older days.
  const prepare = `
    import { migrateDatabase, openDatabase } from ${JSON.stringify(join(root, "db", "client.ts"))};
    import { funnelDailySteps } from ${JSON.stringify(join(root, "db", "schema", "index.ts"))};
    const database = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dataDir)} });
    await migrateDatabase(database);
    await database.db.insert(funnelDailySteps).values(${JSON.stringify(olderAggregates())});
    await database.close();`;
  const prepared = spawnSync(BUN, [NO_ENV_FILE, "--eval", prepare], { cwd: root, encoding: "utf8", env: sandboxEnv() });
  if (prepared.status !== 0) throw new Error(`preparing the database failed:\n${prepared.stderr}`);
  return startOwnServer("funnel", dataDir, { ADMIN_PASSWORD: PASSWORD });
});

// The Funnel tab's test reads the numbers the visitors' test left.
test.describe.configure({ mode: "serial" });

interface Visitor {
  context: BrowserContext;
  page: Page;
  beacons: Request[];
  problems: string[];
}

/**
 * People's browsers: Chromium started with a desktop Chrome user agent. (A context's userAgent option is not
 * enough: the report sent while a page goes away leaves from the browser itself, with its own agent.)
 */
function launchPeoplesBrowser(): Promise<Browser> {
  return chromium.launch({
    // As playwright.config.ts launches the tests' own browser.
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--user-agent=${CHROME}`],
  });
}

async function visitor(browser: Browser, site: string): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: site, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const beacons: Request[] = [];
  const problems: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/funnel-events") && beacons.push(r));
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await openFunnel(page);
  return { context, page, beacons, problems };
}

/** Each row's cells as people read them ("Main goal | 2 | 50.0% | 1"), decorations hidden from assistive technology left out. */
function cells(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...(tr as HTMLTableRowElement).cells]
        .map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll("[aria-hidden]")) hidden.remove();
          return (copy.textContent ?? "").trim();
        })
        .join(" | "),
    ),
  );
}

async function stats(page: Page, days: number) {
  const res = await page.request.get(`/api/admin/funnel-stats?days=${days}`);
  expect(res.status()).toBe(200);
  return res.json();
}

async function login(page: Page, site: string) {
  const res = await page.request.post("/api/admin/login", { data: { password: PASSWORD }, headers: { Origin: site } });
  expect(res.status(), await res.text()).toBe(200);
}

test("visitors are counted per step without a cookie; an automated browser is not counted", async ({ browser, page, site }) => {
  const people = await launchPeoplesBrowser();
  // One leaves at step 3.
  const leaver = await visitor(people, site.url);
  expect(await leaver.page.evaluate(() => navigator.userAgent)).toBe(CHROME);
  await expect(funnel(leaver.page).getByText("Step 1 of 4")).toBeVisible();
  await answer(leaver.page, "Retail");
  await answer(leaver.page, "Missed calls");
  await expect(funnel(leaver.page).getByText("Step 3 of 4")).toBeVisible();
  await expect.poll(() => leaver.beacons.length).toBe(3);
  await leaver.page.goto("/about-us");

  // One completes.
  const buyer = await visitor(people, site.url);
  await answer(buyer.page, "Restaurant");
  await answer(buyer.page, "Google visibility");
  await answer(buyer.page, "More local customers");
  await answer(buyer.page, "Send info by email");
  await fillContact(buyer.page, { firstName: "Ana", lastName: "Lopez", email: "ana.funnel@example.com" });
  await submitContact(buyer.page);
  await expect.poll(() => buyer.beacons.length).toBe(6);
  await buyer.page.goto("/about-us");

  // Headless Chrome's own user agent: it reports like any browser, and the server ignores it.
  const robot = await visitor(browser, site.url);
  await answer(robot.page, "Medical");
  await expect.poll(() => robot.beacons.length).toBe(2);

  // What went over the wire: the fixed shape as text/plain, no cookie either way; nothing kept in the browser.
  const sent = [...leaver.beacons, ...buyer.beacons];
  for (const beacon of sent) {
    expect(beacon.method()).toBe("POST");
    expect(await beacon.headerValue("content-type")).toMatch(/^text\/plain/);
    expect(await beacon.headerValue("cookie")).toBeNull();
    expect(Object.keys(beacon.postDataJSON()).every((k) => ["visit", "event", "step", "businessType"].includes(k))).toBe(true);
    const response = beacon.postDataJSON().event === "leave" ? null : await beacon.response();
    if (response) {
      expect(response.status()).toBe(204);
      expect(await response.headerValue("set-cookie")).toBeNull();
    }
  }
  // The report sent as the page goes away is not always seen by Playwright: the server's count below proves it.
  expect(sent.map((b) => `${b.postDataJSON().event} ${b.postDataJSON().step}`).filter((e) => e !== "leave 3")).toEqual([
    "view 1",
    "view 2",
    "view 3",
    "view 1",
    "view 2",
    "view 3",
    "view 4",
    "view 5",
    "done 5",
  ]);
  // One visit id per page load, not shared between visitors, and never stored.
  const visits = new Set(sent.map((b) => b.postDataJSON().visit));
  expect(visits.size).toBe(2);
  for (const v of [leaver, buyer, robot]) {
    expect(await v.context.cookies()).toEqual([]);
    const stored = await v.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    for (const id of visits) expect(stored).not.toContain(id);
    expect(v.problems).toEqual([]);
    await v.context.close();
  }
  await people.close();

  await login(page, site.url);
  await expect.poll(async () => (await stats(page, 7)).steps.map((s: { reached: number; left: number }) => `${s.reached}/${s.left}`)).toEqual(["2/0", "2/0", "2/1", "1/0", "1/0"]);
  expect((await stats(page, 7)).completions).toBe(1);
});

test("the owner reads the Funnel tab for 7, 30 and 90 days: exact numbers, the chart, the same as the API", async ({ page, site }) => {
  await login(page, site.url);
  await page.goto(`${site.url}/admin/dashboard`);
  const funnelTab = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Funnel" });
  await funnelTab.click();
  await page.waitForURL(`${site.url}/admin/funnel`);
  await expect(page.getByRole("heading", { level: 2, name: "Funnel" })).toBeVisible();
  const range = page.getByRole("navigation", { name: "Time range" });
  await expect(range.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "true");

  const figures = page.locator("dl > div");
  const stepRows = page.getByRole("table", { name: /each step/ }).locator("tbody tr");
  const typeRows = page.getByRole("table", { name: /business type/ }).locator("tbody tr");
  const chart = page.getByRole("img", { name: /Visitors who reached each step/ });

  // Each table's rows as 'label | cells': the labels are the same in every range, the cells are what it counts.
  const withLabels = (labels: string[], rows: string[]) => rows.map((cells, i) => `${labels[i]} | ${cells}`);
  const steps = (...rows: string[]) => withLabels(["Business type", "Biggest challenge", "Main goal", "Contact preference", "Contact details", "Completed"], rows);
  const types = (...rows: string[]) => withLabels(["Retail", "Restaurant", "Service business", "Medical", "Other"], rows);
  const expected = {
    7: {
      figures: ["2", "1", "50.0%"],
      steps: steps("2 | 0.0% | 0", "2 | 0.0% | 0", "2 | 50.0% | 1", "1 | 0.0% | 0", "1 | 0.0% | 0", "1 | — | —"),
      types: types("1 | 0 | 0.0%", "1 | 1 | 100.0%", "0 | 0 | —", "0 | 0 | —", "0 | 0 | —"),
    },
    30: {
      figures: ["42", "7", "16.7%"],
      steps: steps("42 | 47.6% | 10", "22 | 22.7% | 0", "17 | 23.5% | 1", "13 | 15.4% | 0", "11 | 36.4% | 0", "7 | — | —"),
      types: types("21 | 6 | 28.6%", "1 | 1 | 100.0%", "0 | 0 | —", "0 | 0 | —", "0 | 0 | —"),
    },
    90: {
      figures: ["142", "27", "19.0%"],
      steps: steps("142 | 49.3% | 10", "72 | 20.8% | 0", "57 | 24.6% | 1", "43 | 16.3% | 0", "36 | 25.0% | 0", "27 | — | —"),
      types: types("21 | 6 | 28.6%", "1 | 1 | 100.0%", "0 | 0 | —", "50 | 20 | 40.0%", "0 | 0 | —"),
    },
  };

  for (const days of [7, 30, 90] as const) {
    await range.getByRole("link", { name: `${days} days` }).click();
    // 30 days is the default: its address is the tab's own.
    await page.waitForURL(days === 30 ? `${site.url}/admin/funnel` : `${site.url}/admin/funnel?days=${days}`);
    await expect(range.getByRole("link", { name: `${days} days` })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("funnel-range")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4} \(UTC\)$/);
    const text = (list: string[]) => list.map((t) => t.replace(/\s+/g, " ").trim());
    const [seen, completed, conversion] = expected[days].figures;
    expect(text(await figures.allInnerTexts())).toEqual([
      `Saw the funnel ${seen} visits that reached step 1`,
      `Completed ${completed} contact details sent`,
      `Conversion ${conversion} of visits that saw the funnel`,
    ]);
    expect(await cells(stepRows)).toEqual(expected[days].steps);
    expect(await cells(typeRows)).toEqual(expected[days].types);
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(`Visitors who reached each step, last ${days} days (UTC)`);
    await expect(chart.locator("rect")).not.toHaveCount(0);

    const api = await stats(page, days);
    expect(api.steps.map((s: { reached: number }) => String(s.reached))).toEqual(expected[days].steps.slice(0, 5).map((row) => row.split(" | ")[1]));
    expect([String(api.completions), `${api.conversionPercent.toFixed(1)}%`]).toEqual([completed, conversion]);
  }
  // The view ships no island of its own: the switch is links.
  expect(await page.locator("island-root").evaluateAll((roots) => roots.map((r) => r.getAttribute("data-island")).sort())).toEqual(["toaster"]);
});
