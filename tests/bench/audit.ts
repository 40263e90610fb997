/**
 * `bun run audit`: Lighthouse (mobile) on every public page against the production server on a
 * fresh embedded database with the demo content. Prints per page the four category scores, FCP, LCP,
 * TBT, CLS, the bytes of JavaScript fetched before any interaction (Lighthouse loads the page and never
 * interacts), the render-blocking requests and the HTML's transfer size, each failing pass/fail audit,
 * then the same table as Markdown. Figures only, no assertions.
 *
 * The pages: every public page, a blog post (the first one /blog links to), a post whose images are all
 * uploads (made through the admin API in this run: tests/bench/post-with-uploads.ts), with Lighthouse's image
 * audits printed for it, and the 404 page; first, a reference row: a bare page from memory (what this machine
 * alone gives, TBT above all).
 * AUDIT_PATHS=/,/blog replaces the list; AUDIT_RUNS=3 runs Lighthouse three times per page and reports
 * each figure's median (default 1).
 *
 * AUDIT_THROTTLING=applied loads each page under DevTools throttling (Lighthouse's own figures for its slow-4G
 * preset: 562.5 ms per request, 1.47 Mbit/s, the CPU four times slower) and reports Chrome's own timings,
 * instead of simulating them from an unthrottled load (Lighthouse's default). The simulation ends LCP with the
 * last request that finished before the paint seen unthrottled, whatever the paint needed: on this machine the
 * preloaded web font (`font-display: optional`), which a slow network would not wait for. The applied run is
 * the browser itself on that network.
 *
 * AUDIT_SAME_BYTES=/ adds two rows for that page: its brotli bytes and headers exactly as the server sent them,
 * answered by Bun from memory (every other request passed on to the server), once as sent and once with
 * `Cross-Origin-Opener-Policy: same-origin` added — what the page costs apart from the server, and what that one
 * header costs it (a new browsing context group, so a new renderer process, on arrival: decision 044).
 *
 * AUDIT_FRONT=h2 loads every page, the reference too, through a TLS front speaking HTTP/2 (tests/bench/h2-front.ts),
 * as the deployment's Caddy serves visitors (docs/deploy.md): one connection, its requests multiplexed. Against
 * the bare server (HTTP/1.1, no TLS) the browser opens up to six connections and Lighthouse's simulation gives
 * each new one a handshake and a slow start of its own, so every small request after the document (the logo,
 * the loader, the social sprite, the manifest, the favicon) adds to LCP's graph. TLS adds its own round trip
 * to the document: the reference row pays it too.
 *
 * /solutions frames a stand-in store served by this script under another host name (localhost), as the real store
 * would be another origin: the demo's own address does not resolve. It answers at once, which no store across the
 * internet does: AUDIT_STORE_DELAY_MS=300 has it answer that much later, as a remote store's first request would,
 * to see what the simulation makes of the frame when it arrives after the page's paint (decision 044).
 *
 * AUDIT_REPORTS=/some/dir keeps each run's Lighthouse report there (`<page>-<run>.json`), to read what a figure
 * is made of (the main thread's work by kind, the long tasks).
 */

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sandboxEnv } from "../support/sandbox.ts";
import { SITE_PAGES } from "../support/site-pages.ts";
import { startBenchServer } from "./bench-server.ts";
import { startH2Front } from "./h2-front.ts";
import { failingBinaryAudits, figuresOf, imageAuditResults, type LighthouseReport, medianFigures, type PageFigures } from "./lighthouse-figures.ts";
import { createPostWithUploads } from "./post-with-uploads.ts";

const root = join(import.meta.dir, "..", "..");
const publicPages = [...SITE_PAGES, "/blog"];
const NOT_FOUND_PATH = "/no-such-page";
const runs = Math.max(1, Math.floor(Number(process.env.AUDIT_RUNS ?? 1)) || 1);
const applied = process.env.AUDIT_THROTTLING === "applied";
const h2Front = process.env.AUDIT_FRONT === "h2";
if (process.env.AUDIT_FRONT && !h2Front) throw new Error(`AUDIT_FRONT=${process.env.AUDIT_FRONT}: the one front is h2`);
const reportsDir = process.env.AUDIT_REPORTS;
const storeDelayMs = Math.max(0, Number(process.env.AUDIT_STORE_DELAY_MS ?? 0) || 0);
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
/** A row's label as a file name: `/blog/a-post` → `blog-a-post`, `/` → `home`, the reference row → `reference-a-bare-page`. */
const reportName = (label: string) =>
  label
    .replace(/^\(|\)$/g, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "") || "home";
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The first post the blog list links to, else the first item of the feed; the demo content has several. */
async function firstPostPath(origin: string): Promise<string | undefined> {
  const list = await (await fetch(`${origin}/blog`)).text();
  const fromList = list.match(/href="(?:https?:\/\/[^/"]+)?\/blog\/([^"/?#]+)"/);
  if (fromList) return `/blog/${fromList[1]}`;
  const feed = await (await fetch(`${origin}/api/rss`)).text();
  const fromFeed = feed.match(/<item>[\s\S]*?<link>(?:https?:\/\/[^/<]+)?\/blog\/([^</?#]+)<\/link>/);
  return fromFeed ? `/blog/${fromFeed[1]}` : undefined;
}

async function pageList(origin: string, uploadsPost: string): Promise<string[]> {
  if (process.env.AUDIT_PATHS) return process.env.AUDIT_PATHS.split(",").filter(Boolean);
  const post = await firstPostPath(origin);
  if (!post) console.log("no blog post found on /blog or in /api/rss: the post page is left out");
  return [...publicPages, ...(post && post !== uploadsPost ? [post] : []), uploadsPost, NOT_FOUND_PATH];
}

/**
 * Asks for the page until the page cache answers with its brotli bytes (made in the background from the
 * second request on), so that Lighthouse gets what every visitor after the first few gets; a response the
 * cache does not keep (no ETag: the 404 page) is asked for once. Returns the status.
 */
async function warm(url: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
    await res.arrayBuffer();
    if (!res.headers.has("etag") || res.headers.get("content-encoding") === "br" || attempt === 50) return res.status;
    await Bun.sleep(100);
  }
}

type LighthouseRun = { report: LighthouseReport } | { error: string };

/** Run as a child while this process keeps answering (the reference page is served from here). */
async function lighthouse(url: string, out: string, allowErrorStatus: boolean): Promise<LighthouseRun> {
  const run = Bun.spawn(
    [
      "node",
      join(root, "tests", "bench", "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(applied ? ["--throttling-method=devtools"] : []),
      // A 404 page is a page people see: audit it (Lighthouse warns, and SEO's status-code audit fails) rather than stop.
      ...(allowErrorStatus ? ["--ignore-status-code"] : []),
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync${h2Front ? " --ignore-certificate-errors" : ""}`,
    ],
    { cwd: root, env: sandboxEnv({ CHROME_PATH: chromium }), stdout: "ignore", stderr: "pipe" },
  );
  const stderr = await new Response(run.stderr).text();
  if ((await run.exited) !== 0) return { error: stderr.trim().split("\n").slice(-3).join(" ") };
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  return { report };
}

interface PageResult {
  label: string;
  figures: PageFigures;
}

const whole = (value: number) => (Number.isNaN(value) ? "?" : Math.round(value).toLocaleString("en-US"));
const cls = (value: number) => (Number.isNaN(value) ? "?" : value.toFixed(3));

const columns: { title: string; width: number; cell: (f: PageFigures) => string }[] = [
  { title: "perf", width: 4, cell: (f) => whole(f.performance) },
  { title: "a11y", width: 4, cell: (f) => whole(f.accessibility) },
  { title: "best", width: 4, cell: (f) => whole(f.bestPractices) },
  { title: "seo", width: 4, cell: (f) => whole(f.seo) },
  { title: "FCP ms", width: 7, cell: (f) => whole(f.fcpMs) },
  { title: "LCP ms", width: 7, cell: (f) => whole(f.lcpMs) },
  { title: "TBT ms", width: 7, cell: (f) => whole(f.tbtMs) },
  { title: "CLS", width: 6, cell: (f) => cls(f.cls) },
  { title: "JS bytes", width: 9, cell: (f) => whole(f.jsBytes) },
  { title: "blocking", width: 8, cell: (f) => whole(f.renderBlocking) },
  { title: "HTML bytes", width: 10, cell: (f) => whole(f.htmlBytes) },
];

function markdownTable(results: PageResult[]): string {
  const lines = ["| page | perf | a11y | best | seo | FCP | LCP | TBT | CLS | JS before interaction | HTML bytes |", "|---|---|---|---|---|---|---|---|---|---|---|"];
  for (const { label, figures: f } of results) {
    const ms = (value: number) => (Number.isNaN(value) ? "?" : `${whole(value)} ms`);
    const bytes = (value: number) => (Number.isNaN(value) ? "?" : `${whole(value)} B`);
    const cells = [label, whole(f.performance), whole(f.accessibility), whole(f.bestPractices), whole(f.seo), ms(f.fcpMs), ms(f.lcpMs), ms(f.tbtMs), cls(f.cls)];
    lines.push(`| ${[...cells, bytes(f.jsBytes), bytes(f.htmlBytes)].join(" | ")} |`);
  }
  return lines.join("\n");
}

/**
 * The reference row: a page with one heading and one sentence, no CSS, no script, answered by Bun from memory.
 * Its TBT and LCP are what Lighthouse's simulation makes of this machine alone; a page's own cost is what it adds.
 */
const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="A page with nothing in it."></head><body><main><h1>Reference</h1><p>A page with nothing in it.</p></main></body></html>';
const REFERENCE_LABEL = "(reference: a bare page)";

/**
 * A server answering `path` from memory with the bytes and headers `origin` gave it (brotli), `extra` headers
 * added, and passing every other request on to `origin`, so the page's images, font and script are the same.
 */
async function sameBytesServer(origin: string, path: string, extra: Record<string, string>) {
  await warm(origin + path);
  const sent = await fetch(origin + path, { headers: { "accept-encoding": "br" }, decompress: false });
  const body = new Uint8Array(await sent.arrayBuffer());
  const headers = new Headers(sent.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname + url.search === path) return new Response(body, { headers });
      return fetch(origin + url.pathname + url.search, { method: request.method, headers: request.headers, body: request.body, decompress: false });
    },
  });
}

/** A server on a free port of 127.0.0.1 answering every request with this one HTML page, `delayMs` after it is asked. */
function servePage(html: string, delayMs = 0) {
  return Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async () => {
      if (delayMs > 0) await Bun.sleep(delayMs);
      return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  });
}

const STORE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Store</title></head><body><h1>Solutions Store</h1><ul><li>AI Receptionist: $99/mo</li><li>Local Boost SEO: $149/mo</li><li>Trust Builder: $79/mo</li></ul></body></html>';

const dataDir = mkdtempSync(join(tmpdir(), "site-audit-"));
const PASSWORD = "audit-password-123";
// The store /solutions frames. The demo's address (store.biziagent.example) does not resolve, and a frame that fails
// at once is not what a visitor meets: a page of its own, under another host name than the site's (localhost, the
// site being 127.0.0.1), through the front when there is one, so the browser and the simulation pay for a second
// origin (its name, its connection) as for a real store.
const store = servePage(STORE_PAGE, storeDelayMs);
const storeFront = h2Front ? await startH2Front(store.url.origin, dataDir) : undefined;
const storeUrl = `${(storeFront?.origin ?? store.url.origin).replace("//127.0.0.1:", "//localhost:")}/`;
const server = await startBenchServer({ DATA_DIR: join(dataDir, "db"), ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: "true", STORE_URL: storeUrl });
const base = server.origin;

try {
  const uploadsPost = await createPostWithUploads(base, PASSWORD);
  const pages = await pageList(base, uploadsPost);
  const labels = new Map<string, string>();
  for (const path of pages) {
    const status = await warm(base + path);
    labels.set(path, status === 200 ? path : `${path} (${status})`);
  }
  // Each origin the browser is sent to, through the front when there is one.
  const fronts: { close(): void }[] = [];
  const browserOrigin = async (origin: string) => {
    if (!h2Front) return origin;
    const front = await startH2Front(origin, dataDir);
    fronts.push(front);
    return front.origin;
  };
  const pageOrigin = await browserOrigin(base);
  console.log(
    `Lighthouse (mobile, ${applied ? "applied (DevTools) throttling" : "simulated throttling"}) on ${pageOrigin}${h2Front ? ` (an HTTP/2 TLS front before ${base})` : ""}, ${runs === 1 ? "one run per page" : `median of ${runs} runs per page`}, each page warmed first (the page cache serves its brotli bytes); /solutions frames a stand-in store at ${storeUrl}${storeDelayMs ? ` that answers after ${storeDelayMs} ms` : ""}; ` +
      "JS bytes: transfer size of the scripts fetched while loading, before any interaction; blocking: render-blocking requests; HTML bytes: the document's transfer size",
  );
  const results: PageResult[] = [];
  // The reference first: what this machine's Chromium and Lighthouse give a page with nothing in it.
  const reference = servePage(REFERENCE_PAGE);
  const sameBytesPath = process.env.AUDIT_SAME_BYTES;
  const sameBytes = sameBytesPath
    ? [
        { label: `${sameBytesPath} (same bytes from memory)`, server: await sameBytesServer(base, sameBytesPath, {}) },
        { label: `${sameBytesPath} (same bytes + COOP same-origin)`, server: await sameBytesServer(base, sameBytesPath, { "Cross-Origin-Opener-Policy": "same-origin" }) },
      ]
    : [];
  const targets = [
    { label: REFERENCE_LABEL, url: `${await browserOrigin(reference.url.origin)}/`, path: "" },
    ...(await Promise.all(sameBytes.map(async ({ label, server }) => ({ label, url: (await browserOrigin(server.url.origin)) + sameBytesPath!, path: "" })))),
    ...pages.map((path) => ({ label: labels.get(path)!, url: pageOrigin + path, path })),
  ];
  const width = Math.max(REFERENCE_LABEL.length, ...targets.map((t) => t.label.length));
  console.log(`${"page".padEnd(width)} ${columns.map((c) => c.title.padStart(c.width)).join(" ")}`);
  for (const { label, url, path } of targets) {
    const figures: PageFigures[] = [];
    const failing = new Map<string, number>();
    const imageResults = new Map<string, string[]>();
    const errors: string[] = [];
    for (let i = 0; i < runs; i++) {
      // Warmed again before each run, not only at the start: an entry rendered again meanwhile has its brotli
      // bytes only from its second request on, and a run that met gzip (/trust-builder: 17.4 KB, over the first
      // window) measured the first visitor after a render instead of the ones after it.
      if (path !== "") await warm(base + path);
      const run = await lighthouse(url, join(dataDir, "report.json"), path !== "" && label !== path);
      if ("error" in run) {
        errors.push(run.error);
        continue;
      }
      if (reportsDir) copyFileSync(join(dataDir, "report.json"), join(reportsDir, `${reportName(label)}-${i + 1}.json`));
      figures.push(figuresOf(run.report));
      for (const title of failingBinaryAudits(run.report)) failing.set(title, (failing.get(title) ?? 0) + 1);
      if (path === uploadsPost) for (const { title, result } of imageAuditResults(run.report)) imageResults.set(title, [...(imageResults.get(title) ?? []), result]);
    }
    if (figures.length === 0) {
      console.log(label.padEnd(width), "lighthouse failed:", errors.at(-1));
      continue;
    }
    const median = medianFigures(figures);
    results.push({ label, figures: median });
    console.log(`${label.padEnd(width)} ${columns.map((c) => c.cell(median).padStart(c.width)).join(" ")}`);
    if (errors.length > 0) console.log(`    ${errors.length} of ${runs} runs failed; the last: ${errors.at(-1)}`);
    for (const [title, count] of failing) console.log(`    ${title}${count < figures.length ? ` (${count} of ${figures.length} runs)` : ""}`);
    if (imageResults.size > 0) console.log(`    image audits: ${[...imageResults].map(([title, results]) => `${title}: ${results.join(" / ")}`).join("; ")}`);
  }
  reference.stop(true);
  for (const { server: memory } of sameBytes) memory.stop(true);
  for (const front of fronts) front.close();
  console.log(`\n${markdownTable(results)}`);
} finally {
  await server.stop();
  storeFront?.close();
  store.stop(true);
  rmSync(dataDir, { recursive: true, force: true });
}
