/**
 * `bun tests/bench/drawing-text.ts`: what the text of the site's drawings costs the main thread. Each drawing
 * under static/ that holds text is shown alone with `<img>` in a page at 390 px (a phone, three device pixels a
 * pixel) with the CPU four times slower (Lighthouse's mobile factor), each load in a fresh context, three ways:
 *  - as committed (its text drawn as geometry: `text-rendering="geometricPrecision"`, decision 044);
 *  - the same file without that attribute (its text laid out at each size's scale on screen);
 *  - the same file without its text: the floor, what the rest of the drawing costs.
 * Prints the medians of DRAWING_RUNS loads (default 5) of the layout (all documents) and the paint, in ms.
 * DRAWING_FILES=images/home/dashboard.svg,… picks drawings (default: all with text). Figures only.
 */
import { chromium } from "@playwright/test";
import { drawingsWithText } from "../support/static-drawings.ts";
import { median } from "./lighthouse-figures.ts";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const runs = Math.max(1, Math.floor(Number(process.env.DRAWING_RUNS ?? 5)) || 5);
const GEOMETRY = ' text-rendering="geometricPrecision"';

const picked = process.env.DRAWING_FILES?.split(",").filter(Boolean);
const chosen = drawingsWithText().filter(({ file }) => picked === undefined || picked.includes(file));
const files = chosen.map(({ file }) => file);

const ways = {
  "as committed": (svg: string) => svg,
  "fonts per size": (svg: string) => svg.replace(GEOMETRY, ""),
  "no text (floor)": (svg: string) => svg.replace(/<text[\s>][\s\S]*?<\/text>/g, ""),
} as const;
type Way = keyof typeof ways;
const wayNames = Object.keys(ways) as Way[];

const drawings = new Map<string, string>();
for (const { file, svg } of chosen) {
  if (!svg.includes(GEOMETRY)) console.log(`note: ${file} does not draw its text as geometry; its first two columns are the same drawing`);
  for (const [i, way] of wayNames.entries()) drawings.set(`/${i}/${file}`, ways[way](svg));
}

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request) {
    const url = new URL(request.url);
    const svg = drawings.get(url.pathname);
    if (svg !== undefined) return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" } });
    const src = url.searchParams.get("src") ?? "";
    const page = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>drawing</title><body style="margin:0;padding:15px"><img src="${src}" alt="" style="display:block;width:100%;height:auto"></body></html>`;
    return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

async function load(src: string): Promise<{ layout: number; paint: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.goto(`${server.url.origin}/?src=${encodeURIComponent(src)}`, { waitUntil: "load" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const ms = (name: string) => traceEvents.filter((e) => e.name === name && e.ph === "X").reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    return { layout: ms("Layout"), paint: ms("Paint") };
  } finally {
    await context.close();
  }
}

try {
  console.log(`Each drawing alone at 390 px, CPU × 4, median of ${runs} loads (ms): layout / paint`);
  const head = ["drawing", ...wayNames];
  const rows: string[][] = [];
  for (const file of files) {
    const figures = new Map<Way, { layout: number; paint: number }[]>(wayNames.map((way) => [way, []]));
    // The three ways in turn within each round, so a slow spell of the machine falls on all of them.
    for (let round = 0; round < runs; round++) {
      for (const [i, way] of wayNames.entries()) figures.get(way)!.push(await load(`/${i}/${file}`));
    }
    const cell = (way: Way) => {
      const loads = figures.get(way)!;
      return `${median(loads.map((l) => l.layout)).toFixed(0)} / ${median(loads.map((l) => l.paint)).toFixed(0)}`;
    };
    rows.push([file, ...wayNames.map(cell)]);
    console.log(rows.at(-1)!.join("  "));
  }
  console.log(`\n| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|\n${rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}`);
} finally {
  await browser.close();
  server.stop(true);
}
