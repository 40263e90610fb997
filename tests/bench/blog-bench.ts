/**
 * `bun run bench:blog`: /blog, a post page and /api/rss under 50 concurrent clients (autocannon),
 * at 100 and then at 10,000 published posts, against the real production server on the embedded
 * database and on a throw-away PostgreSQL when its binaries exist. Prints figures only.
 * BENCH_SECONDS (default 10) sets the duration of each measurement.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase, type DatabaseOptions } from "../../db/client.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import { startPostgres } from "../postgres-server.ts";

const root = join(import.meta.dir, "..", "..");
const port = 4393;
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SIZES = [100, 10_000];

async function addPosts(options: DatabaseOptions, count: number, now: Date) {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    await seedScalePosts(database.db, { count, now });
  } finally {
    await database.close();
  }
}

async function startServer(env: Record<string, string>) {
  const proc = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: origin, LOG_REQUESTS: "false", ADMIN_PASSWORD: "bench-password-123", DEMO_CONTENT: "false", ...env },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) return proc;
    await Bun.sleep(50);
  }
  throw new Error("server did not start");
}

function measure(path: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin + path, connections: 50, duration: seconds, headers: { "accept-encoding": "gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchAt(label: string, posts: number) {
  // A post from the middle of the list: neither the newest nor cached by anything.
  const list = (await (await fetch(`${origin}/api/blog-posts?page=${Math.ceil(posts / 2 / 100)}&limit=100`)).json()) as { slug: string }[];
  const postPath = `/blog/${list[Math.floor(list.length / 2)]!.slug}`;
  for (const [name, path] of [["/blog", "/blog"], ["post page", postPath], ["/api/rss", "/api/rss"]] as const) {
    // A short warm-up so the JIT and the database caches are in their steady state.
    await fetch(origin + path).then((r) => r.arrayBuffer());
    const result = await measure(path);
    const bad = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${label.padEnd(20)} ${posts.toLocaleString("en-US").padStart(6)} posts  ${name.padEnd(10)} ` +
        `${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
        (bad > 0 ? `   ${bad} not 2xx/errors` : ""),
    );
  }
}

async function run(label: string, options: DatabaseOptions, env: Record<string, string>) {
  let seeded = 0;
  const now = new Date();
  for (const size of SIZES) {
    await addPosts(options, size - seeded, new Date(now.getTime() - seeded * 3 * 60 * 60 * 1000));
    seeded = size;
    const server = await startServer(env);
    try {
      await benchAt(label, size);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
  }
}

console.log(`50 connections, ${seconds} s each, gzip; Bun ${Bun.version}`);
const dataDir = mkdtempSync(join(tmpdir(), "blog-bench-"));
try {
  const dir = join(dataDir, "db");
  await run("embedded (PGlite)", { kind: "pglite", dataDir: dir }, { DATA_DIR: dir });
  const pg = await startPostgres();
  if (pg) {
    try {
      await run(`PostgreSQL ${pg.version.replace(/^.*\) /, "")}`, { kind: "postgres", url: pg.url }, { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
