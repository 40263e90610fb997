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
import { firstCategory, loginCookie, POST_LIST_PROBES, timedRequest } from "./admin-requests.ts";
import { median } from "./lighthouse-figures.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const BASE = process.env.BENCH_BASE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const WARMUP = 20;
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const PASSWORD = "bench-password-123";

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
  const cookie = await loginCookie(server.origin, PASSWORD);
  return { name, origin: server.origin, cookie, category: await firstCategory(server.origin, cookie), stop: () => server.stop() };
}

/** One request as a browser sends it: the time to the last byte. */
async function timeRequest(site: Site, path: string): Promise<number> {
  const { ms, status } = await timedRequest(site.origin, path, site.cookie);
  if (status !== 200) throw new Error(`${site.name}: ${path} answered ${status}`);
  return ms;
}

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

  const times = sites.map(() => POST_LIST_PROBES.map(() => [] as number[]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [p, probe] of POST_LIST_PROBES.entries()) {
      // Who goes first alternates, so neither always meets a cache the other just warmed.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const s of order) {
        const ms = await timeRequest(sites[s]!, probe.path({ category: sites[s]!.category }));
        if (round >= WARMUP) times[s]![p]!.push(ms);
      }
    }
  }

  console.log(`bench:admin-ab — Bun ${Bun.version}, ${cpus().length} CPUs; PGlite, the demo content and ${POSTS.toLocaleString("en-US")} more posts`);
  console.log(`median of ${ROUNDS} rounds, both servers asked in turn each round; time to the last byte\n`);
  console.log(`| request (logged in) | this tree | ${BASE} | ratio |`);
  console.log("|---|---|---|---|");
  for (const [p, probe] of POST_LIST_PROBES.entries()) {
    const [mine, theirs] = [median(times[0]![p]!), median(times[1]![p]!)];
    console.log(`| ${probe.label} | ${mine.toFixed(1)} ms | ${theirs.toFixed(1)} ms | ${(mine / theirs).toFixed(2)} |`);
  }
} finally {
  for (const site of sites) await site.stop();
  spawnSync("git", ["worktree", "remove", "--force", baseTree], { cwd: ROOT, stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
