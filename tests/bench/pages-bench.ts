/**
 * `bun run bench:pages`: the public routes against the limit of this machine, measured in the same run.
 *
 * For each database (a temporary embedded one, then a temporary PostgreSQL when its binaries exist) and
 * each size (the demo content's 6 published posts, 100, then 10,000), it starts the production server (request log on, as
 * `npm start` runs it) and, for every route, a minimal Bun server answering with the very same status,
 * headers and body from memory (tests/bench/same-bytes-server.ts), plus one answering with the body
 * alone (only Content-Type). Each is loaded with autocannon — same connections, same duration — in
 * interleaved rounds, so that a noisy neighbour hurts all three alike; once asking for identity encoding and
 * once with `Accept-Encoding: br`, as browsers ask (the references then answer the very brotli bytes ours
 * sent). Each row prints the bytes on the wire: the brotli size is what a first visit receives.
 * One row is a redirect (a 301 the front door answers from its map, the query carried over), against
 * Bun answering the same 301 from memory.
 * It then prints the cold cost: the time of the first request after a content write (a miss): the newest
 * post unpublished, or published again.
 *
 * Traffic analytics are on in every run (they cannot be turned off): each page's HTML carries the loader
 * with its page-view beacon, and the pages are measured with those bytes. A hit counts nothing at the front
 * door; the beacon's POST /api/traffic is measured on its own at the demo content: page views counted a
 * second (each from a new visitor, the costliest case: every mark is new) against Bun answering the same
 * 204 from memory. Views are counted in memory and written in batches (`bun run bench:spike` measures the
 * counting against the page rate and the leads beside it).
 *
 * Prints figures only; asserts nothing. BENCH_SECONDS (per round, default 4), BENCH_ROUNDS (default 2),
 * BENCH_CONNECTIONS (default 32), BENCH_COLD_SAMPLES (default 15); BENCH_COLD_ONLY=1 skips the load;
 * BENCH_ROUTES=/bench-old,/blog measures only the routes starting so; BENCH_SIZES=6,100 only those sizes;
 * BENCH_ENCODINGS=br (or identity) only that encoding.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { type DatabaseOptions, migrateDatabase, openDatabase } from "../../db/client.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import { freePort } from "../support/free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { startBenchServer } from "./bench-server.ts";
import { onEachDatabase } from "./each-database.ts";

const _root = join(import.meta.dir, "..", "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const coldSamples = Number(process.env.BENCH_COLD_SAMPLES ?? 15);
const coldOnly = process.env.BENCH_COLD_ONLY === "1";
const onlyRoutes = process.env.BENCH_ROUTES?.split(",").filter(Boolean);
const onlySizes = process.env.BENCH_SIZES?.split(",").map(Number);
/** What the client asks for: identity (the server's own cost) and brotli (what browsers receive). */
type Encoding = "identity" | "br";
const encodings = (process.env.BENCH_ENCODINGS?.split(",") ?? ["identity", "br"]) as Encoding[];
/** The redirect row: a 301 to /blog, asked for with a query string (which the answer carries over). */
const REDIRECT_FROM = "/bench-old-address";
const REDIRECT_ROUTE = `${REDIRECT_FROM}?utm_source=mail`;
const PASSWORD = "bench-password-123";
const HOUR_MS = 60 * 60 * 1000;
const work = mkdtempSync(join(tmpdir(), "pages-bench-"));

interface Load {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

interface RouteFigures {
  route: string;
  encoding: Encoding;
  /** The body's bytes on the wire in that encoding. */
  bytes: number;
  ours: Load;
  limit: Load;
  bare: Load;
}

async function waitFor(url: string, proc: { exitCode: number | null }) {
  for (let i = 0; i < 1200; i++) {
    if (proc.exitCode !== null) throw new Error(`${url}: the process exited (${proc.exitCode})`);
    // Not following a redirect: the redirect row's reference answers 301 to itself.
    const res = await fetch(url, { redirect: "manual" }).catch(() => null);
    if (res) {
      await res.arrayBuffer();
      return;
    }
    await Bun.sleep(25);
  }
  throw new Error(`${url} did not answer`);
}

async function startReference(capture: string, bare: boolean) {
  const port = await freePort();
  const proc = Bun.spawn([BUN, NO_ENV_FILE, join(import.meta.dir, "same-bytes-server.ts"), capture, String(port), ...(bare ? ["--bare"] : [])], {
    env: sandboxEnv(),
    stdout: "ignore",
    stderr: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, proc);
  const stop = async () => {
    proc.kill();
    await proc.exited;
  };
  return { origin, stop };
}

/** A desktop Chrome: the beacon ignores what is not a browser. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/** A page view as the loader sends it: an entry from a search engine on a phone. */
const BEACON_BODY = JSON.stringify({ p: "/blog", e: 1, w: 390, r: "www.google.com", s: "", m: "", c: "" });
let beaconClient = 0;

/** The beacon's request: each from another client address (the server trusts X-Forwarded-For from loopback), so each is a new visitor. */
const beaconRequest = {
  method: "POST" as const,
  body: BEACON_BODY,
  headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "sec-fetch-site": "same-origin" },
  setupRequest: (request: { headers?: Record<string, string> }) => {
    beaconClient++;
    request.headers = { ...request.headers, "x-forwarded-for": `10.${(beaconClient >> 16) & 255}.${(beaconClient >> 8) & 255}.${beaconClient & 255}` };
    return request;
  },
};

/** `redirect`: a 3xx is the expected answer (the redirect row), anything else is a bad one. `beacon`: POST page views. */
function load(url: string, duration = seconds, redirect = false, beacon = false, encoding: Encoding = "identity"): Promise<Load> {
  return new Promise((resolve, reject) => {
    const options = beacon ? { url, connections, duration, requests: [beaconRequest] } : { url, connections, duration, headers: { "accept-encoding": encoding } };
    autocannon(options as autocannon.Options, (error, result) => {
      if (error) return reject(error);
      const wrongStatus = redirect ? result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"] : result.non2xx;
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: wrongStatus + result.errors + result.timeouts });
    });
  });
}

/** Rounds interleaved across the servers; req/s averaged, p50 averaged, p99 the worst round. */
async function loadAll(urls: string[], redirect: boolean, beacon = false, encoding: Encoding = "identity"): Promise<Load[]> {
  const runs: Load[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, url] of urls.entries()) runs[i]!.push(await load(url, seconds, redirect, beacon, encoding));
  }
  return runs.map((r) => ({
    rps: r.reduce((t, x) => t + x.rps, 0) / r.length,
    p50: r.reduce((t, x) => t + x.p50, 0) / r.length,
    p99: Math.max(...r.map((x) => x.p99)),
    bad: r.reduce((t, x) => t + x.bad, 0),
  }));
}

async function capture(origin: string, route: string, encoding: Encoding = "identity"): Promise<{ file: string; bytes: number }> {
  // Not decompressed: the reference answers the very bytes ours sent, Content-Encoding and all. The page cache
  // answers a new entry as it is and compresses it beside: asked again until the compressed bytes are there.
  let res = await fetch(origin + route, { headers: { "accept-encoding": encoding }, redirect: "manual", decompress: false } as RequestInit);
  for (let tries = 0; encoding !== "identity" && res.status === 200 && res.headers.get("content-encoding") !== encoding && tries < 40; tries++) {
    await res.arrayBuffer();
    await Bun.sleep(50);
    res = await fetch(origin + route, { headers: { "accept-encoding": encoding }, redirect: "manual", decompress: false } as RequestInit);
  }
  const body = Buffer.from(await res.arrayBuffer());
  // Bun writes its own Date and Content-Length.
  const headers = [...res.headers].filter(([name]) => name !== "date" && name !== "content-length");
  const file = join(work, `capture-${Math.random().toString(36).slice(2)}.json`);
  await Bun.write(file, JSON.stringify({ status: res.status, headers, body: body.toString("base64") }));
  return { file, bytes: body.byteLength };
}

async function routesOf(origin: string): Promise<string[]> {
  const total = Number((await fetch(`${origin}/api/blog-posts?limit=1`)).headers.get("x-total-count"));
  // A post from the middle of the list: neither the newest nor one the feed already holds.
  const page = Math.max(1, Math.ceil(total / 2 / 100));
  const posts = (await (await fetch(`${origin}/api/blog-posts?page=${page}&limit=100`)).json()) as { slug: string }[];
  const routes = ["/", "/about-us", "/blog", `/blog/${posts[Math.floor(posts.length / 2)]!.slug}`, "/api/rss", "/api/blog-posts", REDIRECT_ROUTE];
  return onlyRoutes ? routes.filter((route) => onlyRoutes.some((prefix) => route.startsWith(prefix))) : routes;
}

/** The redirect the redirect row asks for, made through the admin API as the owner would. */
async function addBenchRedirect(origin: string): Promise<void> {
  const headers = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: await loginCookie(origin) };
  const res = await fetch(`${origin}/api/admin/redirects`, { method: "POST", headers, body: JSON.stringify({ fromPath: REDIRECT_FROM, toTarget: "/blog", statusCode: 301 }) });
  // 409: the database kept it from the previous size.
  if (res.status !== 201 && res.status !== 409) throw new Error(`adding the bench redirect failed: ${res.status} ${await res.text()}`);
}

async function loginCookie(origin: string): Promise<string> {
  const headers = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const login = await fetch(`${origin}/api/admin/login`, { method: "POST", headers, body: JSON.stringify({ password: PASSWORD }) });
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function measureRoutes(origin: string): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  const routes = await routesOf(origin);
  // A fresh server is still compiling its hot paths: one uncounted second of load on each route first.
  for (const route of routes) await load(origin + route, 1);
  for (const route of routes) {
    for (const encoding of encodings) {
      const { file, bytes } = await capture(origin, route, encoding);
      const limit = await startReference(file, false);
      const bare = await startReference(file, true);
      try {
        const [ours, same, body] = await loadAll([origin + route, limit.origin, bare.origin], route === REDIRECT_ROUTE, false, encoding);
        figures.push({ route, encoding, bytes, ours: ours!, limit: same!, bare: body! });
      } finally {
        await limit.stop();
        await bare.stop();
      }
    }
  }
  return figures;
}

/** POST /api/traffic against Bun answering the same 204 from memory, and what the counting left in the database. */
async function measureBeacon(origin: string): Promise<void> {
  const sample = await fetch(`${origin}/api/traffic`, { method: "POST", body: BEACON_BODY, headers: { ...beaconRequest.headers, "x-forwarded-for": "192.0.2.1" } });
  if (sample.status !== 204) throw new Error(`the beacon answered ${sample.status}: ${await sample.text()}`);
  const file = join(work, "capture-beacon.json");
  await Bun.write(file, JSON.stringify({ status: 204, headers: [...sample.headers].filter(([name]) => name !== "date" && name !== "content-length"), body: "" }));
  const limit = await startReference(file, false);
  try {
    await load(`${origin}/api/traffic`, 1, false, true);
    const [ours, same] = await loadAll([`${origin}/api/traffic`, limit.origin], false, true);
    console.log(
      `  POST /api/traffic (a new visitor each)  ours ${n(ours!.rps)} views/s · limit ${n(same!.rps)} req/s · ours÷limit ${(ours!.rps / same!.rps).toFixed(2)} · p50/p99 ${ms(ours!.p50)}/${ms(ours!.p99)} ms${ours!.bad > 0 ? ` · ${ours!.bad} non-2xx or errors` : ""}`,
    );
  } finally {
    await limit.stop();
  }
}

/**
 * Logs in and returns a function that makes one content write: the newest post unpublished, then
 * published again, in turn — the owner's most common write, and one that changes the list, its total,
 * the feed's items and the sitemap.
 */
async function contentWriter(origin: string): Promise<() => Promise<void>> {
  const headers = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const cookie = await loginCookie(origin);
  const [newest] = (await (await fetch(`${origin}/api/blog-posts?limit=1`)).json()) as { id: number }[];
  let published = true;
  return async () => {
    published = !published;
    const body = JSON.stringify({ status: published ? "published" : "draft" });
    const res = await fetch(`${origin}/api/admin/blog-posts/${newest!.id}`, { method: "PUT", headers: { ...headers, Cookie: cookie }, body });
    if (!res.ok) throw new Error(`content write failed: ${res.status}`);
    await res.arrayBuffer();
  };
}

async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "identity" }, redirect: "manual" });
  await res.arrayBuffer();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first request of each route after a content write (a miss), and the next one (a hit). */
async function coldCost(origin: string, routes: string[]): Promise<{ route: string; cold: number; hit: number }[]> {
  const write = await contentWriter(origin);
  const cold = new Map<string, number[]>(routes.map((r) => [r, []]));
  const hit = new Map<string, number[]>(routes.map((r) => [r, []]));
  for (let i = 0; i < coldSamples; i++) {
    for (const route of routes) {
      await write();
      cold.get(route)!.push(await timeRequest(origin + route));
      hit.get(route)!.push(await timeRequest(origin + route));
    }
  }
  return routes.map((route) => ({ route, cold: median(cold.get(route)!), hit: median(hit.get(route)!) }));
}

async function printColdCost(origin: string, routes: string[]) {
  const costs = await coldCost(origin, routes);
  console.log(
    `cold cost: the first request after a content write (the newest post unpublished or published again; median of ${coldSamples}), the next one (a hit), and the difference`,
  );
  for (const c of costs) {
    console.log(`  ${c.route.padEnd(34)} miss ${ms(c.cold).padStart(5)} ms   hit ${ms(c.hit).padStart(5)} ms   miss − hit ${ms(c.cold - c.hit).padStart(5)} ms`);
  }
}

const n = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}`;

function printFigures(title: string, figures: RouteFigures[]) {
  console.log(`\n${title}`);
  console.log(
    `${"route".padEnd(34)} ${"enc.".padEnd(8)} ${"bytes".padStart(7)} ${"ours req/s".padStart(11)} ${"limit req/s".padStart(12)} ${"ours÷limit".padStart(11)} ${"bare req/s".padStart(11)} ${"ours÷bare".padStart(10)}   p50/p99 ms ours · limit`,
  );
  for (const f of figures) {
    const route = f.route.length > 34 ? `${f.route.slice(0, 31)}...` : f.route;
    const bad = f.ours.bad + f.limit.bad + f.bare.bad;
    console.log(
      `${route.padEnd(34)} ${f.encoding.padEnd(8)} ${n(f.bytes).padStart(7)} ${n(f.ours.rps).padStart(11)} ${n(f.limit.rps).padStart(12)} ${(f.ours.rps / f.limit.rps).toFixed(2).padStart(11)} ${n(f.bare.rps).padStart(11)} ${(f.ours.rps / f.bare.rps).toFixed(2).padStart(10)}   ` +
        `${ms(f.ours.p50)}/${ms(f.ours.p99)} · ${ms(f.limit.p50)}/${ms(f.limit.p99)}${bad > 0 ? `   ${bad} non-2xx or errors` : ""}`,
    );
  }
}

async function prepare(options: DatabaseOptions, addPosts: number, demo: boolean, olderThan: Date) {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    if (demo) await seedDemoContent(database.db);
    if (addPosts > 0) await seedScalePosts(database.db, { count: addPosts, now: olderThan });
  } finally {
    await database.close();
  }
}

async function benchDatabase(label: string, options: DatabaseOptions, env: Record<string, string>) {
  const now = Date.now();
  const bySize = new Map<number, RouteFigures[]>();
  // The demo content (6 published posts); + 94 generated = 100; then 9,900 more, further back in time.
  const sizes = [
    [6, 0, true, 0],
    [100, 94, false, 7 * 24],
    [10_000, 9_900, false, 7 * 24 + 94 * 3],
  ] as const;
  for (const [size, add, demo, before] of sizes) {
    if (onlySizes && !onlySizes.some((wanted) => wanted >= size)) break;
    await prepare(options, add, demo, new Date(now - before * HOUR_MS));
    if (onlySizes && !onlySizes.includes(size)) continue;
    // TRUST_PROXY: the beacon's load names a new client in X-Forwarded-For (the pages' load sends none).
    const site = await startBenchServer({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "true", ...env });
    try {
      await addBenchRedirect(site.origin);
      if (coldOnly) {
        await printColdCost(site.origin, await routesOf(site.origin));
        continue;
      }
      const figures = await measureRoutes(site.origin);
      bySize.set(size, figures);
      printFigures(`${label}, ${size === 6 ? "the demo content (6 published posts)" : `${n(size)} published posts`} (server: request log on, as npm start runs it)`, figures);
      await printColdCost(
        site.origin,
        figures.filter((f) => f.encoding === encodings[0]).map((f) => f.route),
      );
      if (size === 6) {
        console.log(`${label}: the page-view beacon (analytics on: the pages above carry it; a hit counts nothing)`);
        await measureBeacon(site.origin);
      }
    } finally {
      await site.stop();
    }
  }
  if (coldOnly) return;
  const small = bySize.get(100);
  const large = bySize.get(10_000);
  if (!small || !large) return;
  console.log(`${label}: p99 at 10,000 posts ÷ p99 at 100`);
  for (const [i, f] of large.entries()) {
    const route = f.route.startsWith("/blog/") ? "/blog/{slug}" : f.route;
    console.log(
      `  ${`${route} (${f.encoding})`.padEnd(42)} ${ms(f.ours.p99)} ms ÷ ${ms(small[i]!.ours.p99)} ms = ${(f.ours.p99 / Math.max(small[i]!.ours.p99, 0.001)).toFixed(2)}`,
    );
  }
}

console.log(
  `bench:pages — autocannon, ${connections} connections, ${encodings.join(" and ")} encoding, ${rounds} × ${seconds} s per server and route, interleaved; ` +
    `Bun ${Bun.version}, ${cpus().length} CPUs (load tool on the same cores)`,
);
console.log("limit: a Bun server answering from memory with the very same status, headers and body; bare: the same body with only Content-Type.");
console.log("analytics: on — every page measured carries the loader's page-view beacon; the beacon's endpoint is measured after the demo content's pages.");
try {
  await onEachDatabase("pages-bench-db-", benchDatabase);
} finally {
  rmSync(work, { recursive: true, force: true });
}
