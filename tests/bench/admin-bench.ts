import { cpus } from "node:os";
import { join } from "node:path";
import { type DatabaseOptions, migrateDatabase, openDatabase } from "../../db/client.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import { type Figure, firstCategory, loginCookie, POST_LIST_PROBES, type Probe, SEARCH, timedRequest } from "./admin-requests.ts";
import { startBenchServer } from "./bench-server.ts";
import { onEachDatabase } from "./each-database.ts";

const PASSWORD = "bench-password-123";
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 5;
/** BENCH_POSTS=100 sets the generated posts (a full page of rows without the scale, to tell the two costs apart). */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const GOAL_BYTES = 60 * 1024;
/** BENCH_ONLY=pglite or postgres runs one database. */
const only = process.env.BENCH_ONLY;

const probes: Probe[] = [
  ...POST_LIST_PROBES,
  { label: "Categories tab", path: () => "/admin/categories" },
  { label: "Tags tab", path: () => "/admin/tags" },
  { label: "Authors tab", path: () => "/admin/authors" },
  { label: "API Keys tab", path: () => "/admin/api-keys" },
  { label: "Leads tab", path: () => "/admin/leads" },
  { label: "GET /api/admin/blog-posts/page", path: () => "/api/admin/blog-posts/page" },
  { label: `GET …/page?q=${SEARCH}`, path: () => `/api/admin/blog-posts/page?q=${SEARCH}` },
  { label: "GET /api/admin/blog-posts (100 whole posts)", path: () => "/api/admin/blog-posts" },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every path once per round, round after round (a burst of noise on this shared machine then touches all
 * of them alike), after warm-up rounds that are not counted: the median time of each, its last bytes.
 */
async function measure(origin: string, paths: string[], cookie: string): Promise<Figure[]> {
  const times: number[][] = paths.map(() => []);
  const last: Figure[] = [];
  for (let round = 0; round < WARMUP + RUNS; round++) {
    for (const [i, path] of paths.entries()) {
      const figure = await timedRequest(origin, path, cookie);
      last[i] = figure;
      if (round >= WARMUP) times[i]!.push(figure.ms);
    }
  }
  return last.map((figure, i) => ({ ...figure, ms: median(times[i]!) }));
}

/** The server, started again should the asset build go stale under it (sources edited while the bench runs). */
async function startServer(env: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBenchServer({ ADMIN_PASSWORD: PASSWORD, ...env });
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("asset build")) throw error;
      // The build is checked once per process: build again, as a stale build is rebuilt at the first start.
      Bun.spawnSync([process.execPath, "--no-env-file", join(import.meta.dirname, "..", "..", "src", "cli", "build.ts")], { stdout: "ignore", stderr: "inherit" });
    }
  }
}

async function prepare(options: DatabaseOptions, demo: boolean, addPosts: number) {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    if (demo) await seedDemoContent(database.db);
    if (addPosts > 0) await seedScalePosts(database.db, { count: addPosts, now: new Date(Date.now() - 7 * 24 * 3_600_000) });
  } finally {
    await database.close();
  }
}

async function measureAll(env: Record<string, string>): Promise<Figure[]> {
  const site = await startServer(env);
  try {
    const cookie = await loginCookie(site.origin, PASSWORD);
    const ids = { category: await firstCategory(site.origin, cookie) };
    return await measure(
      site.origin,
      probes.map((probe) => probe.path(ids)),
      cookie,
    );
  } finally {
    await site.stop();
  }
}

async function benchDatabase(label: string, options: DatabaseOptions, env: Record<string, string>) {
  await prepare(options, true, 0);
  const demo = await measureAll(env);
  await prepare(options, false, POSTS);
  const large = await measureAll(env);

  console.log(`\n### ${label}: the demo content and ${POSTS.toLocaleString("en-US")} more posts (median of ${RUNS}, one request at a time)\n`);
  console.log("| request (logged in) | gzip · demo | gzip · 10,000 | time · demo | time · 10,000 | ÷ demo |");
  console.log("|---|---|---|---|---|---|");
  probes.forEach((probe, i) => {
    const [d, l] = [demo[i]!, large[i]!];
    const bad = d.status !== 200 || l.status !== 200 ? ` (status ${d.status} / ${l.status})` : "";
    console.log(`| ${probe.label}${bad} | ${kb(d.bytes)} | ${kb(l.bytes)} | ${d.ms.toFixed(1)} ms | ${l.ms.toFixed(1)} ms | ${(l.ms / d.ms).toFixed(2)} |`);
  });
  const [tab, search, filtered] = [large[0]!, large[1]!, large[2]!];
  const goals = [
    [`first HTML ≤ 60 KB gzip at ${POSTS.toLocaleString("en-US")}`, tab.bytes <= GOAL_BYTES, kb(tab.bytes)],
    ["first HTML ≤ 1.5 × its time at the demo content", tab.ms <= 1.5 * demo[0]!.ms, `${(tab.ms / demo[0]!.ms).toFixed(2)} ×`],
    ["a search ≤ 3 × a plain page", search.ms <= 3 * tab.ms, `${(search.ms / tab.ms).toFixed(2)} ×`],
    ["a filtered page ≤ 3 × a plain page", filtered.ms <= 3 * tab.ms, `${(filtered.ms / tab.ms).toFixed(2)} ×`],
  ] as const;
  console.log("");
  for (const [goal, met, value] of goals) console.log(`- ${met ? "met" : "MISSED"}: ${goal} (${value})`);
}

console.log(`bench:admin — Bun ${Bun.version}, ${cpus().length} CPUs; server time is the time to the last byte on this machine`);
await onEachDatabase("admin-bench-", benchDatabase, only);
