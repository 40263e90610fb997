/**
 * `bun run bench:first-frame`: what the main thread does before a public page's first paint, from Chromium's
 * own trace, against the production server on a fresh embedded database with the demo content. Per page, at
 * 390 × 844 (a phone), each load in a fresh context (nothing cached): the loader's evaluation and the style and
 * layout work forced inside it, all layout and style work before the first contentful paint, the layout of the
 * page's SVG illustrations (each a document in a frame of its own), the first
 * contentful paint, and whether the page-view beacon was sent. Medians of FIRST_FRAME_RUNS loads (default 7);
 * FIRST_FRAME_PATHS=/,/blog picks the pages. Figures only, no assertions.
 *
 * Lighthouse turns this work into its TBT and LCP with a model (four times slower, on a simulated network):
 * this is the work itself, so a change to the loader or the page shows here without the model's noise.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startBenchServer } from "./bench-server.ts";
import { median } from "./lighthouse-figures.ts";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const runs = Math.max(1, Math.floor(Number(process.env.FIRST_FRAME_RUNS ?? 7)) || 7);
const paths = process.env.FIRST_FRAME_PATHS?.split(",").filter(Boolean) ?? ["/", "/trust-builder", "/local-boost-seo", "/blog"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean }; frame?: string; beginData?: { frame?: string } };
}

interface Load {
  loaderMs: number;
  forcedInLoaderMs: number;
  styleLayoutBeforePaintMs: number;
  imageLayoutMs: number;
  fcpMs: number;
  beacon: boolean;
}

const within = (outer: TraceEvent, e: TraceEvent) => e.pid === outer.pid && e.tid === outer.tid && e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
const ms = (events: TraceEvent[]) => events.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);

function figures(events: TraceEvent[]): Load | undefined {
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
  if (!navigation) return undefined;
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === "X" && e.ts >= navigation.ts);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid);
  const paintAt = fcp?.ts ?? Number.POSITIVE_INFINITY;
  const loader = main.find((e) => e.name === "EvaluateScript" && /\/assets\/loader-/.test(e.args?.data?.url ?? ""));
  const styleLayout = main.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && e.ts < paintAt);
  // An SVG shown with <img> is a document of its own, in a frame of its own: its layout names that frame.
  const pageFrame = navigation.args?.frame;
  const imageLayout = main.filter((e) => e.name === "Layout" && e.args?.beginData?.frame !== undefined && e.args.beginData.frame !== pageFrame);
  return {
    loaderMs: loader ? (loader.dur ?? 0) / 1000 : Number.NaN,
    forcedInLoaderMs: loader ? ms(main.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && within(loader, e))) : Number.NaN,
    styleLayoutBeforePaintMs: ms(styleLayout),
    imageLayoutMs: ms(imageLayout),
    fcpMs: fcp ? (fcp.ts - navigation.ts) / 1000 : Number.NaN,
    beacon: events.some((e) => e.name === "ResourceSendRequest" && /\/api\/traffic$/.test(e.args?.data?.url ?? "")),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "site-first-frame-"));
const server = await startBenchServer({ DATA_DIR: join(dataDir, "db"), ADMIN_PASSWORD: "first-frame-password-1", DEMO_CONTENT: "true" });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  // Warm the page cache: every load below gets the brotli bytes a visitor after the first few gets.
  for (const path of paths) for (let i = 0; i < 5; i++) await (await fetch(server.origin + path, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  console.log(`Before the first paint, Chromium at 390 × 844, median of ${runs} loads per page with nothing cached (ms)`);
  const head = ["page", "loader", "forced in loader", "style+layout before paint (all documents)", "of it, the illustrations' layout", "FCP", "beacon sent"];
  const rows: string[][] = [];
  for (const path of paths) {
    const loads: Load[] = [];
    let missed = 0;
    while (loads.length < runs) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing"] });
      await page.goto(server.origin + path, { waitUntil: "load" });
      // The beacon goes after the first paint; give it a moment to leave.
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const load = figures(trace.traceEvents);
      // Now and then the trace starts after the navigation did: that load is measured again.
      if (load) loads.push(load);
      else if (++missed > runs) throw new Error(`${path}: ${missed} traces without the page's navigation`);
    }
    const cell = (pick: (l: Load) => number) => median(loads.map(pick)).toFixed(1);
    rows.push([
      path,
      cell((l) => l.loaderMs),
      cell((l) => l.forcedInLoaderMs),
      cell((l) => l.styleLayoutBeforePaintMs),
      cell((l) => l.imageLayoutMs),
      cell((l) => l.fcpMs),
      `${loads.filter((l) => l.beacon).length} of ${loads.length}`,
    ]);
    console.log(rows.at(-1)!.join("  "));
  }
  console.log(`\n| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|\n${rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
