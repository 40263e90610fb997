/**
 * `bun run bench:images`: image uploads and their variants against the real server (production mode), on
 * each database, each figure beside its reference measured in the same run:
 *
 * 1. One 12-megapixel JPEG (4032 × 3024, a synthetic photo made here with sharp: smooth light, hard-edged
 *    shapes, texture in some areas and not others, sensor noise) from the start of POST /api/admin/media to
 *    its 201 (every variant stored), against a bare script in a fresh `bun` process that makes the same
 *    variants with sharp directly: same widths, same formats, same encoder options (ENCODINGS), each from the
 *    file, all in parallel. UPLOAD_RUNS (3) of each, interleaved, each upload a different file (one pixel
 *    changed) so that the dedupe does not answer; medians and their ratio. Where the server's time goes is
 *    seen from outside: /proc, read every 10 ms, shows when the worker process starts and ends.
 * 2. A 960-pixel WebP variant served under autocannon (keep-alive) against a Bun server answering the same
 *    bytes with the same headers (tests/bench/same-bytes-server.ts).
 * 3. Five different 12-megapixel JPEGs uploaded at once: the time until all five 201s, and the resident
 *    memory of the server and of its worker processes, sampled every 50 ms from /proc.
 *
 * Prints figures only; asserts no time. BENCH_SECONDS (serving, per server, default 5, split in BENCH_ROUNDS
 * interleaved rounds, default 2), BENCH_CONNECTIONS (default 32), UPLOAD_RUNS (default 3), BENCH_ONLY (pglite or postgres).
 */

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { type MediaFormat, type MediaUploadAnswer, parseMediaUrl, variantUrl, variantWidths } from "../../src/shared/media.ts";
import { freePort } from "../support/free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { ensureAssetBuild, finishServer, type StartedServer, startListeningOnFreePort } from "../support/server-process.ts";
import { onEachDatabase } from "./each-database.ts";
import { photoPixels } from "./synthetic-photo.ts";

const root = join(import.meta.dir, "..", "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const runs = Number(process.env.UPLOAD_RUNS ?? 3);
const PARALLEL = 5;
const PASSWORD = "bench-password-123";
const WIDTH = 4032;
const HEIGHT = 3024;
const SAMPLE_MS = 50;
/** How often the single uploads look for the worker process (its start and end, to within this). */
const PHASE_MS = 10;
const SETTLE_MS = 5000;
const work = mkdtempSync(join(tmpdir(), "images-bench-"));

/**
 * The reference: what a developer would write to make the same variants with sharp, run as
 * `bun -e <this> <file>` from the project's root (so that it resolves sharp and the pipeline's settings as
 * the worker does). Prints the count and the bytes of what it made.
 */
const BARE_SCRIPT = `
import sharp from "sharp";
import { ENCODINGS } from "./src/media/image-pipeline.ts";
import { variantWidths } from "./src/shared/media.ts";
const file = process.argv.at(-1);
const { width } = await sharp(file).metadata();
const made = await Promise.all(
  variantWidths(width).flatMap((w) => [
    sharp(file).autoOrient().resize(w).avif(ENCODINGS.avif).toBuffer(),
    sharp(file).autoOrient().resize(w).webp(ENCODINGS.webp).toBuffer(),
    sharp(file).autoOrient().resize(w).jpeg(ENCODINGS.jpg).toBuffer(),
  ]),
);
console.log(JSON.stringify({ count: made.length, bytes: made.reduce((sum, b) => sum + b.byteLength, 0) }));
`;

// --- The photos -------------------------------------------------------------------------------------------

/** As a camera saves it: JPEG, quality 90, 4:2:0. `mark` changes the top-left pixel, so the bytes differ. */
async function saveJpeg(pixels: Buffer, name: string, mark?: number): Promise<string> {
  if (mark !== undefined) pixels.set([mark, 255 - mark, mark], 0);
  const file = join(work, name);
  await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

interface Photos {
  /** One photo, UPLOAD_RUNS times, one pixel different each time. */
  single: string[];
  /** PARALLEL different photos. */
  parallel: string[];
}

async function makePhotos(): Promise<Photos> {
  const base = await photoPixels(1, WIDTH, HEIGHT);
  const single: string[] = [];
  for (let i = 0; i < runs; i++) single.push(await saveJpeg(base, `photo-1-${i}.jpg`, (i * 97) % 256));
  const parallel: string[] = [];
  for (let i = 0; i < PARALLEL; i++) parallel.push(await saveJpeg(await photoPixels(2 + i, WIDTH, HEIGHT), `photo-${2 + i}.jpg`));
  const hashes = new Set([...single, ...parallel].map((file) => Bun.hash(readFileSync(file))));
  if (hashes.size !== runs + PARALLEL) throw new Error("two of the bench's photos have the same bytes: the dedupe would answer");
  return { single, parallel };
}

// --- Measuring ----------------------------------------------------------------------------------------------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const n = (value: number) => Math.round(value).toLocaleString("en-US");
const s = (ms: number) => (ms / 1000).toFixed(2);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function loginCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** One upload as the admin's browser sends it; the time from the start of the POST to its answer. */
async function upload(origin: string, cookie: string, file: string, body: Buffer<ArrayBuffer>): Promise<{ ms: number; answer: MediaUploadAnswer }> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/admin/media`, {
    method: "POST",
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "image/jpeg", "X-File-Name": encodeURIComponent(file.split("/").pop()!) },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload of ${file} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(text) as MediaUploadAnswer };
}

/** The bare script on `file`, in a fresh bun: the time from its spawn to its exit. */
async function bare(file: string): Promise<{ ms: number; cpuMs: number; rssKb: number; count: number; bytes: number }> {
  const started = performance.now();
  const proc = Bun.spawn([BUN, NO_ENV_FILE, "-e", BARE_SCRIPT, file], { cwd: root, env: sandboxEnv(), stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`the bare script failed (${code}): ${err}`);
  const usage = proc.resourceUsage()!;
  return { ms, cpuMs: Number(usage.cpuTime.total) / 1000, rssKb: usage.maxRSS / 1024, ...(JSON.parse(out) as { count: number; bytes: number }) };
}

/** Every variant of an upload, fetched as a page would: how many answer, and their bytes. */
async function servedVariants(origin: string, url: string): Promise<{ count: number; bytes: number }> {
  const address = parseMediaUrl(url)!;
  let count = 0;
  let bytes = 0;
  for (const width of variantWidths(address.width)) {
    for (const format of ["avif", "webp", address.fallback] as MediaFormat[]) {
      const res = await fetch(origin + variantUrl(address, width, format));
      const body = await res.arrayBuffer();
      if (res.status === 200) {
        count++;
        bytes += body.byteLength;
      }
    }
  }
  return { count, bytes };
}

interface Load {
  requests: number;
  seconds: number;
  p50: number[];
  p99: number[];
  bad: number;
}

function load(url: string, duration: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { "accept-encoding": "identity" } }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        seconds: result.duration,
        p50: [result.latency.p50],
        p99: [result.latency.p99],
        bad: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

const sum = (a: Load, b: Load): Load => ({
  requests: a.requests + b.requests,
  seconds: a.seconds + b.seconds,
  p50: [...a.p50, ...b.p50],
  p99: [...a.p99, ...b.p99],
  bad: a.bad + b.bad,
});

/** The same-bytes server answering exactly what `url` answered (status, headers, body), on a port of its own. */
async function sameBytesServer(url: string) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  // Bun writes its own Date and Content-Length.
  const headers = [...res.headers].filter(([name]) => name !== "date" && name !== "content-length");
  const capture = join(work, `capture-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(capture, JSON.stringify({ status: res.status, headers, body: body.toString("base64") }));
  const port = await freePort();
  const proc = Bun.spawn([BUN, NO_ENV_FILE, join(import.meta.dir, "same-bytes-server.ts"), capture, String(port)], { env: sandboxEnv(), stdout: "pipe", stderr: "inherit" });
  const reader = proc.stdout.getReader();
  await reader.read(); // "ready"
  reader.releaseLock();
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: body.byteLength,
    headers,
    async stop() {
      proc.kill();
      await proc.exited;
    },
  };
}

/** VmRSS of a process in kB; 0 once it is gone. */
function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const CHILDREN_FILES = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

/** A process's children: from /proc/<pid>/task/<tid>/children, or (a kernel without them) the parent pids in /proc/<n>/stat. */
function childrenOf(pid: number, byParent?: Map<number, number[]>): number[] {
  if (byParent) return byParent.get(pid) ?? [];
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

function parentMap(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue;
    }
    // After "<pid> (<command>) ": the state, then the parent's pid.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  return children;
}

/** Every process below `pid`: its children, theirs… */
function descendants(pid: number): number[] {
  const byParent = CHILDREN_FILES ? undefined : parentMap();
  const found: number[] = [];
  const queue = childrenOf(pid, byParent);
  while (queue.length > 0) {
    const child = queue.shift()!;
    found.push(child);
    queue.push(...childrenOf(child, byParent));
  }
  return found;
}

interface Span {
  from: number;
  to: number;
  /** CPU time (user + system, ms) and VmRSS (kB) at the last look, and the largest VmRSS seen. */
  cpuMs: number;
  rssKb: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** user + system CPU time of a process so far (ms); 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

interface Watched {
  /** Peak VmRSS (kB) of the server alone, and of the server and its descendants together. */
  server: number;
  together: number;
  /** The most descendants seen at once. */
  workers: number;
  samples: number;
  /** Each descendant: when it was first and last seen (ms since the watch began). */
  spans: Map<number, Span>;
  /** CPU time the server itself used while watched (ms). */
  serverCpuMs: number;
}

/**
 * Looks at the server and its descendants (the media workers) every `everyMs` until stopped: their resident
 * memory, and when each worker was running, seen from outside (to within `everyMs`).
 */
function watchServer(pid: number, everyMs: number, began = performance.now()) {
  const seen: Watched = { server: 0, together: 0, workers: 0, samples: 0, spans: new Map(), serverCpuMs: 0 };
  const serverCpu = cpuMs(pid);
  const take = () => {
    const now = performance.now() - began;
    const server = rssKb(pid);
    const kids = descendants(pid);
    let together = server;
    for (const kid of kids) {
      const rss = rssKb(kid);
      const cpu = cpuMs(kid);
      together += rss;
      const span = seen.spans.get(kid) ?? { from: now, to: now, cpuMs: 0, rssKb: 0 };
      span.to = now;
      span.cpuMs = Math.max(span.cpuMs, cpu);
      span.rssKb = Math.max(span.rssKb, rss);
      seen.spans.set(kid, span);
    }
    seen.server = Math.max(seen.server, server);
    seen.together = Math.max(seen.together, together);
    seen.workers = Math.max(seen.workers, kids.length);
    seen.samples++;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): Watched {
      clearInterval(timer);
      take();
      seen.serverCpuMs = cpuMs(pid) - serverCpu;
      return seen;
    },
  };
}

// --- The bench ----------------------------------------------------------------------------------------------

async function startSite(env: Record<string, string>): Promise<{ server: StartedServer; origin: string }> {
  // The sources as they are now: islands edited during the minutes of this bench would leave the second
  // database's server refusing to start on the first one's build.
  ensureAssetBuild({ again: true });
  const { server, url: origin } = await startListeningOnFreePort((port) => ({
    SITE_URL: `http://127.0.0.1:${port}`,
    ALLOW_HTTP_SITE_URL: "true",
    DEMO_CONTENT: "false",
    ADMIN_PASSWORD: PASSWORD,
    ...env,
  }));
  return { server, origin };
}

/** The phases of one upload as seen from outside: until the worker process appears, while it runs, after it ends. */
interface Phases {
  before: number;
  worker: number;
  after: number;
  /** CPU time (ms) of the worker (to its last look) and of the server during the upload; the worker's peak VmRSS (kB). */
  workerCpu: number;
  serverCpu: number;
  workerRss: number;
}

async function oneUpload(origin: string, cookie: string, pid: number, photos: Photos) {
  const server: number[] = [];
  const reference: number[] = [];
  const phases: Phases[] = [];
  let first: MediaUploadAnswer | undefined;
  const bareCpu: number[] = [];
  const bareRss: number[] = [];
  let made = { count: 0, bytes: 0 };
  for (const [i, file] of photos.single.entries()) {
    const runServer = async () => {
      const body = readFileSync(file);
      const watch = watchServer(pid, PHASE_MS);
      const { ms, answer } = await upload(origin, cookie, file, body);
      const seen = watch.stop();
      const [span, ...more] = seen.spans.values();
      if (span && more.length === 0) {
        phases.push({
          before: span.from,
          worker: span.to - span.from,
          after: ms - span.to,
          workerCpu: span.cpuMs,
          serverCpu: seen.serverCpuMs,
          workerRss: span.rssKb,
        });
      }
      server.push(ms);
      first ??= answer;
    };
    const runBare = async () => {
      const result = await bare(file);
      reference.push(result.ms);
      bareCpu.push(result.cpuMs);
      bareRss.push(result.rssKb);
      made = result;
    };
    // Alternating which goes first, so that neither always runs right after the other has heated the machine.
    if (i % 2 === 0) {
      await runServer();
      await runBare();
    } else {
      await runBare();
      await runServer();
    }
  }
  const stored = await servedVariants(origin, first!.media.url);
  const ratio = median(server) / median(reference);
  const phase = (key: keyof Phases) => s(median(phases.map((p) => p[key])));
  console.log(`  one 12-MP JPEG (${n(readFileSync(photos.single[0]!).byteLength)} bytes), ${runs} runs each, interleaved:`);
  console.log(`    server, POST → 201 (every variant stored):        ${server.map(s).join(" / ")} s, median ${s(median(server))} s`);
  console.log(`    bare script, fresh bun, sharp directly, parallel: ${reference.map(s).join(" / ")} s, median ${s(median(reference))} s`);
  console.log(`    → server ÷ bare = ${ratio.toFixed(2)} × (goal ≤ 1.2 ×)`);
  if (phases.length > 0) {
    console.log(
      `    the server's phases, seen from /proc every ${PHASE_MS} ms (median of ${phases.length}): until the worker process starts ${phase("before")} s, ` +
        `the worker ${phase("worker")} s, from its exit to the 201 ${phase("after")} s`,
    );
    const cpu = median(phases.map((p) => p.workerCpu + p.serverCpu));
    console.log(
      `    CPU time, user + system (what other load on the machine changes least), medians: worker ${phase("workerCpu")} s + server ${phase("serverCpu")} s = ${s(cpu)} s; ` +
        `bare script ${s(median(bareCpu))} s → ${(cpu / median(bareCpu)).toFixed(2)} ×`,
    );
    console.log(`    peak RSS: the worker ${mb(median(phases.map((p) => p.workerRss)))} (sampled), the bare script ${mb(median(bareRss))} (getrusage)`);
  }
  console.log(
    `    stored: ${stored.count} variants served, ${n(stored.bytes)} bytes (storedBytes ${n(first!.media.storedBytes)}); the bare script made ${made.count}, ${n(made.bytes)} bytes`,
  );
  return first!;
}

async function serving(origin: string, media: MediaUploadAnswer) {
  const url = origin + variantUrl(parseMediaUrl(media.media.url)!, 960, "webp");
  // The first read fills the variant cache; a fresh server is still compiling its hot paths: one uncounted second.
  await load(url, 1);
  const reference = await sameBytesServer(url);
  try {
    await load(reference.url, 1);
    // Rounds in the order ours, Bun, Bun, ours…: a neighbour's load that comes or goes hurts both alike.
    const each = seconds / rounds;
    let ours = await load(url, each);
    let same = await load(reference.url, each);
    for (let round = 1; round < rounds; round++) {
      if (round % 2 === 1) {
        same = sum(same, await load(reference.url, each));
        ours = sum(ours, await load(url, each));
      } else {
        ours = sum(ours, await load(url, each));
        same = sum(same, await load(reference.url, each));
      }
    }
    const rate = (l: Load) => l.requests / l.seconds;
    const row = (label: string, l: Load) =>
      console.log(`    ${label.padEnd(21)} ${n(rate(l)).padStart(7)} req/s   p50 ${l.p50.join("/")} ms   p99 ${l.p99.join("/")} ms${l.bad ? `   ${l.bad} non-2xx or errors` : ""}`);
    console.log(
      `  serving ${url.replace(origin, "")} (${n(reference.bytes)} bytes; ${reference.headers.map(([name]) => name).join(", ")}), ` +
        `autocannon ${connections} connections, keep-alive, ${seconds} s each in ${rounds} interleaved rounds:`,
    );
    row("server:", ours);
    row("Bun, the same bytes:", same);
    console.log(`    → server ÷ Bun = ${(rate(ours) / rate(same)).toFixed(2)} × (goal ≥ 0.8 ×)`);
  } finally {
    await reference.stop();
  }
}

async function parallelUploads(origin: string, cookie: string, pid: number, photos: Photos) {
  const bodies = photos.parallel.map((file) => readFileSync(file));
  const before = rssKb(pid);
  const started = performance.now();
  const watch = watchServer(pid, SAMPLE_MS, started);
  const done: number[] = [];
  let seen: Watched;
  try {
    await Promise.all(
      photos.parallel.map(async (file, i) => {
        await upload(origin, cookie, file, bodies[i]!);
        done.push(performance.now() - started);
      }),
    );
  } finally {
    seen = watch.stop();
  }
  const total = performance.now() - started;
  const after = rssKb(pid);
  await Bun.sleep(SETTLE_MS);
  const settled = rssKb(pid);
  const workers = [...seen.spans.values()].map((span) => span.to - span.from);
  console.log(`  ${PARALLEL} different 12-MP JPEGs uploaded at once: all ${PARALLEL} answered 201 in ${s(total)} s (the 201s at ${done.map(s).join(", ")} s)`);
  console.log(`    ${workers.length} worker processes, at most ${seen.workers} at once, each running ${workers.map(s).join(", ")} s`);
  console.log(
    `    memory (VmRSS every ${SAMPLE_MS} ms, ${seen.samples} samples): server before ${mb(before)}, server peak ${mb(seen.server)}, server + workers peak ${mb(seen.together)}; ` +
      `server after ${mb(after)}, ${SETTLE_MS / 1000} s later ${mb(settled)}`,
  );
}

async function bench(label: string, _options: unknown, env: Record<string, string>, photos: Photos) {
  console.log(`\n${label}`);
  const { server, origin } = await startSite(env);
  try {
    const cookie = await loginCookie(origin);
    const first = await oneUpload(origin, cookie, server.proc.pid, photos);
    await serving(origin, first);
    await parallelUploads(origin, cookie, server.proc.pid, photos);
  } finally {
    server.proc.kill("SIGTERM");
    const { stderr } = await finishServer(server);
    if (stderr.trim()) console.error(stderr.trimEnd());
  }
}

try {
  const made = performance.now();
  const photos = await makePhotos();
  console.log(
    `bench:images — Bun ${Bun.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${cpus().length} CPUs (server, workers, reference and load tool share them); ` +
      `${runs + PARALLEL} synthetic ${WIDTH} × ${HEIGHT} photos made in ${s(performance.now() - made)} s`,
  );
  await onEachDatabase("images-bench-db-", (label, options, env) => bench(label, options, env, photos), process.env.BENCH_ONLY);
} finally {
  rmSync(work, { recursive: true, force: true });
}
