/**
 * `bun run bench:spike`: a post goes viral. On each database (a temporary embedded one, then a throw-away
 * PostgreSQL), against the production server with TRUST_PROXY=true:
 *  1. the cached home page with brotli, 64 connections (autocannon): the rate the server answers a page at;
 *  2. four visitors sending leads (tests/bench/spike-leads.ts, a process of its own), alone: p50/p99;
 *  3. the same four during a beacon rush — 64 connections of page views, each from a new address (a new
 *     visitor's entry, the costliest view) — on a freshly started server: views answered and views counted
 *     a second (counted: what the database holds after the server stopped, over the rush's length), leads'
 *     p50/p99 against step 2, and the statements the server sent its database over its life (its own count,
 *     logged when it stops; on PostgreSQL also the transactions the server itself committed, pg_stat_database).
 * Goals (decision 043): views counted ≥ 0.5 × the cached home page's rate; leads during the rush ≤ 1.5 × alone.
 * Each database runs BENCH_ROUNDS rounds (default 3) of all three steps; each round's ratios are of that round's
 * own references, and the medians of the rounds are printed last: on a 2-core machine shared with the load tool,
 * one round's home page rate or lone leads' p50 can be off by half.
 * Prints figures only; asserts nothing. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (64), BENCH_ROUNDS (3),
 * BENCH_ONLY=pglite|postgres.
 */
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type DatabaseOptions, openDatabase } from "../../db/client.ts";
import { rowsOf } from "../../db/queries/rows-of.ts";
import { BUN, NO_ENV_FILE } from "../support/sandbox.ts";
import { startBenchServer } from "./bench-server.ts";
import { onEachDatabase } from "./each-database.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/** A page view as the loader sends it: someone arriving on the post from a link shared elsewhere, on a phone. */
const BEACON_BODY = JSON.stringify({ p: "/blog", e: 1, w: 390, r: "news.example.org", s: "", m: "", c: "" });
const serverEnv = { ADMIN_PASSWORD: "bench-password-123", TRUST_PROXY: "true", LEAD_RATE_LIMIT: "100000000", LEAD_SITE_LIMIT: "100000000" };

const n = (value: number) => Math.round(value).toLocaleString("en-US");
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

let sender = 0;
function beaconRush(origin: string, duration: number): Promise<autocannon.Result> {
  return cannon({
    url: `${origin}/api/traffic`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        body: BEACON_BODY,
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "sec-fetch-site": "same-origin" },
        setupRequest: (request) => {
          sender++;
          request.headers = { ...request.headers, "x-forwarded-for": `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}` };
          return request;
        },
      },
    ],
  });
}

interface LeadRun {
  sent: number;
  accepted: number;
  refused: number;
  latencies: number[];
}

async function sendLeads(origin: string): Promise<LeadRun> {
  const proc = Bun.spawn([BUN, NO_ENV_FILE, join(import.meta.dir, "spike-leads.ts"), origin, String(seconds)], { stdout: "pipe", stderr: "inherit" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  return JSON.parse(out.trim().split("\n").at(-1)!) as LeadRun;
}

/** The server's own count of its statements, from the line it logs when it stops. */
function statementsOf(log: string): number {
  const match = /Closed the database after (\d+) statements/.exec(log);
  if (!match) throw new Error("the server did not log its statement count");
  return Number(match[1]);
}

async function countedViews(options: DatabaseOptions): Promise<number> {
  const handle = await openDatabase(options);
  try {
    const result = await handle.db.execute(sql`select coalesce(sum(views), 0)::integer as views from traffic_daily where dimension = 'site'`);
    return Number(rowsOf<{ views: number }>(result)[0]!.views);
  } finally {
    await handle.close();
  }
}

async function committedTransactions(options: DatabaseOptions): Promise<number | undefined> {
  if (options.kind !== "postgres") return undefined;
  const handle = await openDatabase(options);
  try {
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    const result = await handle.db.execute(sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`);
    return Number(rowsOf<{ n: string }>(result)[0]!.n);
  } finally {
    await handle.close();
  }
}

/** One round's ratios: what the goals are about. */
interface RoundRatios {
  counted: number;
  p50: number;
  p99: number;
}

const median = (values: number[]) => percentile(values, 50);

async function bench(label: string, options: DatabaseOptions, env: Record<string, string>): Promise<void> {
  console.log(`\n${label}: ${connections} connections, ${seconds} s per phase, ${rounds} round${rounds === 1 ? "" : "s"}`);
  const ratios: RoundRatios[] = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`  round ${round}`);
    ratios.push(await benchRound(options, env));
  }
  if (rounds === 1) return;
  const counted = median(ratios.map((r) => r.counted));
  const p50 = median(ratios.map((r) => r.p50));
  const p99 = median(ratios.map((r) => r.p99));
  const verdict = (met: boolean) => (met ? "met" : "not met");
  console.log(
    `  median of ${rounds} rounds         views counted ÷ home page ${counted.toFixed(2)} (goal ≥ 0.5: ${verdict(counted >= 0.5)}) · leads p50 ÷ alone ${p50.toFixed(2)}, p99 ÷ alone ${p99.toFixed(2)} (goal ≤ 1.5: ${verdict(p50 <= 1.5 && p99 <= 1.5)})`,
  );
}

async function benchRound(options: DatabaseOptions, env: Record<string, string>): Promise<RoundRatios> {
  const first = await startBenchServer({ ...serverEnv, ...env });
  let home: autocannon.Result;
  let alone: LeadRun;
  try {
    await cannon({ url: `${first.origin}/`, connections, duration: 1, headers: { "accept-encoding": "br" } });
    home = await cannon({ url: `${first.origin}/`, connections, duration: seconds, headers: { "accept-encoding": "br" } });
    alone = await sendLeads(first.origin);
  } finally {
    await first.stop();
  }

  const viewsBefore = await countedViews(options);
  const commitsBefore = await committedTransactions(options);
  const second = await startBenchServer({ ...serverEnv, ...env });
  const started = performance.now();
  let rush: autocannon.Result;
  let during: LeadRun;
  let log: string;
  let lifeSeconds: number;
  try {
    [rush, during] = await Promise.all([beaconRush(second.origin, seconds), sendLeads(second.origin)]);
  } finally {
    log = await second.stop();
    lifeSeconds = (performance.now() - started) / 1000;
  }
  const commitsAfter = await committedTransactions(options);
  const counted = (await countedViews(options)) - viewsBefore;
  const statements = statementsOf(log);

  const homeRate = home.requests.average;
  const answered = rush["2xx"] / seconds;
  const countedRate = counted / seconds;
  const [p50Alone, p99Alone, p50During, p99During] = [
    percentile(alone.latencies, 50),
    percentile(alone.latencies, 99),
    percentile(during.latencies, 50),
    percentile(during.latencies, 99),
  ];
  console.log(`  cached home page (br)        ${n(homeRate)} req/s${home.non2xx ? ` · ${home.non2xx} non-2xx` : ""}`);
  console.log(
    `  page views during the rush   ${n(answered)} answered/s (${n(rush["2xx"])} × 204${rush.non2xx ? `, ${n(rush.non2xx)} other` : ""}) · ${n(countedRate)} counted/s (${n(counted)} in the database) · counted ÷ home page ${(countedRate / homeRate).toFixed(2)} (goal ≥ 0.5)`,
  );
  console.log(
    `  leads alone                  p50 ${p50Alone.toFixed(0)} ms · p99 ${p99Alone.toFixed(0)} ms · ${alone.accepted} accepted (${(alone.accepted / seconds).toFixed(1)}/s)${alone.refused ? ` · ${alone.refused} refused` : ""}`,
  );
  console.log(
    `  leads during the rush        p50 ${p50During.toFixed(0)} ms · p99 ${p99During.toFixed(0)} ms · ${during.accepted} accepted (${(during.accepted / seconds).toFixed(1)}/s)${during.refused ? ` · ${during.refused} refused` : ""} · p50 ÷ alone ${(p50During / p50Alone).toFixed(2)}, p99 ÷ alone ${(p99During / p99Alone).toFixed(2)} (goal ≤ 1.5)`,
  );
  const commits =
    commitsBefore !== undefined && commitsAfter !== undefined
      ? ` · PostgreSQL committed ${n(commitsAfter - commitsBefore)} transactions meanwhile (${n((commitsAfter - commitsBefore) / lifeSeconds)}/s, the bench's own reads included)`
      : "";
  console.log(
    `  reached the database         ${n(statements)} statements over the server's ${lifeSeconds.toFixed(1)} s life, start-up and stop included: ${n(statements / lifeSeconds)}/s for ${n(answered)} views/s (${((statements / Math.max(1, rush["2xx"] + during.accepted)) * 1000).toFixed(1)} per 1,000 requests)${commits}`,
  );
  return { counted: countedRate / homeRate, p50: p50During / p50Alone, p99: p99During / p99Alone };
}

await onEachDatabase("spike-bench-", bench, process.env.BENCH_ONLY);
