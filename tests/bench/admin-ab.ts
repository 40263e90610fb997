/**
 * bench:admin-ab — the Blog Posts tab of this tree against another revision's, request by request. Both production
 * servers run side by side, each on an embedded database its own tree prepared (the demo content and 10,000 posts),
 * and every round asks both the same pages in turn: a burst of noise on this shared machine touches both alike, which
 * two bench:admin runs one after the other cannot promise. The other revision must have this tree's database and
 * bench modules (db/client.ts, db/seed/, tests/bench/bench-server.ts): eb02033 or later.
 *
 * BENCH_BASE=eb02033 bun run bench:admin-ab   (BENCH_ROUNDS=150 by default, BENCH_POSTS=10000)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
const BASE = process.env.BENCH_BASE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const WARMUP = 20;
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const PASSWORD = "bench-password-123";

/** The same addresses on both trees (the other tabs moved to addresses of their own, which the older tree lacks). */
const probes: { label: string; path: (category: number) => string }[] = [
  { label: "Blog Posts tab, first HTML", path: () => "/admin/dashboard?tab=blog-posts" },
  { label: '… a search ("reviews")', path: () => "/admin/dashboard?tab=blog-posts&q=reviews" },
  { label: "… published, one category, page 2", path: (category) => `/admin/dashboard?tab=blog-posts&status=published&category=${category}&page=2` },
  { label: "… drafts, by title", path: () => "/admin/dashboard?tab=blog-posts&status=draft&sort=title" },
];

interface Site {
  name: string;
  origin: string;
  cookie: string;
  category: number;
  stop(): Promise<void>;
}

function run(command: string[], cwd: string): void {
  const result = spawnSync(command[0]!, command.slice(1), { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command.join(" ")} (in ${cwd}) exited with ${result.status}`);
}

/** Prepares a database with the tree's own code, then starts the tree's production server on it and logs in. */
async function startSite(name: string, tree: string, work: string): Promise<Site> {
  const dataDir = mkdtempSync(join(work, "data-"));
  const { openDatabase, migrateDatabase } = await import(join(tree, "db", "client.ts"));
  const { seedDemoContent } = await import(join(tree, "db", "seed", "seed-demo.ts"));
  const { seedScalePosts } = await import(join(tree, "db", "seed", "seed-scale.ts"));
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoContent(database.db);
    await seedScalePosts(database.db, { count: POSTS, now: new Date(Date.now() - 7 * 24 * 3_600_000) });
  } finally {
    await database.close();
  }
  const { startBenchServer } = await import(join(tree, "tests", "bench", "bench-server.ts"));
  const server = await startBenchServer({ ADMIN_PASSWORD: PASSWORD, DATA_DIR: dataDir });
  const login = await fetch(`${server.origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`${name}: login failed with ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const categories = (await (await fetch(`${server.origin}/api/admin/categories`, { headers: { Cookie: cookie } })).json()) as { id: number }[];
  return { name, origin: server.origin, cookie, category: categories[0]?.id ?? 1, stop: () => server.stop() };
}

/** One request as a browser sends it (gzip): the time to the last byte. */
async function timeRequest(site: Site, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(site.origin + path, { headers: { Cookie: site.cookie, "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${site.name}: ${path} answered ${res.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!BASE) {
  console.error("bench:admin-ab compares this tree with another revision: BENCH_BASE=<commit> bun run bench:admin-ab");
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), "admin-ab-"));
const baseTree = join(work, "base");
const sites: Site[] = [];
try {
  run(["git", "worktree", "add", "--detach", "--quiet", baseTree, BASE], ROOT);
  symlinkSync(join(ROOT, "node_modules"), join(baseTree, "node_modules"));
  // Production serves only a fresh build: each tree builds its own.
  for (const tree of [ROOT, baseTree]) run([process.execPath, "--no-env-file", "src/cli/build.ts"], tree);
  sites.push(await startSite("this tree", ROOT, work), await startSite(BASE, baseTree, work));

  const times = sites.map(() => probes.map(() => [] as number[]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [p, probe] of probes.entries()) {
      // Who goes first alternates, so neither always meets a cache the other just warmed.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const s of order) {
        const ms = await timeRequest(sites[s]!, probe.path(sites[s]!.category));
        if (round >= WARMUP) times[s]![p]!.push(ms);
      }
    }
  }

  console.log(`bench:admin-ab — Bun ${Bun.version}, ${cpus().length} CPUs; PGlite, the demo content and ${POSTS.toLocaleString("en-US")} more posts`);
  console.log(`median of ${ROUNDS} rounds, both servers asked in turn each round; time to the last byte\n`);
  console.log(`| request (logged in) | this tree | ${BASE} | ratio |`);
  console.log("|---|---|---|---|");
  for (const [p, probe] of probes.entries()) {
    const [mine, theirs] = [median(times[0]![p]!), median(times[1]![p]!)];
    console.log(`| ${probe.label} | ${mine.toFixed(1)} ms | ${theirs.toFixed(1)} ms | ${(mine / theirs).toFixed(2)} |`);
  }
} finally {
  for (const site of sites) await site.stop();
  spawnSync("git", ["worktree", "remove", "--force", baseTree], { cwd: ROOT, stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
