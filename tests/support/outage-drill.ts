/**
 * The outage drill: the real server on a throw-away PostgreSQL, under lead load and page
 * reads, while PostgreSQL is stopped for a while and started again. Every request is timed; at the end
 * every lead answered 201 is looked up by its idempotency key. Used by tests/outage.test.ts (short) and
 * tests/bench/outage-bench.ts (the 8 s, with the timeline printed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { VALID_LEAD } from "../api/lead-support.ts";
import { startPostgres } from "../postgres-server.ts";
import { finishServer, startServer, waitForListening } from "./server-process.ts";

export interface DrillOptions {
  /** How long PostgreSQL stays stopped. */
  outageMs: number;
  /** Load before the stop, and after the restart. */
  beforeMs: number;
  afterMs: number;
  /** Concurrent lead submitters (each sends one lead after another). */
  leadWorkers: number;
}

export interface Sample {
  kind: "lead" | "cached-page" | "uncached-page";
  /** ms since the drill started. */
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  key?: string;
}

export interface DrillReport {
  samples: Sample[];
  /** ms since the drill started. */
  stoppedAt: number;
  /** When `pg_ctl start -w` returned: PostgreSQL accepts connections. */
  restartedAt: number;
  /** When the app's sessions were cut with pg_terminate_backend, halfway through the time after the restart. */
  terminatedAt: number;
  sessionsCut: number;
  /** Idempotency keys of the leads answered 201, and how many of them have a row. */
  created: string[];
  createdWithRow: number;
  /** Rows per idempotency key above one (must be none). */
  duplicateRows: number;
  serverLog: string;
  serverExitCode: number;
}

/** Every request gets this long before the drill calls it hung. */
const CLIENT_TIMEOUT_MS = 30_000;

async function timed(kind: Sample["kind"], t0: number, url: string, init: RequestInit, key?: string): Promise<Sample> {
  const startedAt = performance.now() - t0;
  let status = 0;
  let retryAfter: string | null = null;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await res.arrayBuffer();
    status = res.status;
    retryAfter = res.headers.get("retry-after");
  } catch {
    status = 0; // no answer at all (connection refused, or hung past the client timeout)
  }
  return { kind, startedAt, endedAt: performance.now() - t0, status, retryAfter, key };
}

/** Returns undefined when no PostgreSQL binaries are installed. */
export async function runOutageDrill(options: DrillOptions): Promise<DrillReport | undefined> {
  const pg = await startPostgres();
  if (!pg) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "outage-drill-"));
  const server = startServer({
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    SITE_URL: "http://127.0.0.1",
    ALLOW_HTTP_SITE_URL: "true",
    TRUST_PROXY: "true",
    LEAD_SITE_LIMIT: "1000000",
    ADMIN_PASSWORD: "an-outage-drill-password",
  });
  try {
    const base = await waitForListening(server);
    // The cached pages are rendered once while the database is up.
    for (const path of ["/", "/blog", "/about-us"]) await (await fetch(base + path)).arrayBuffer();

    const t0 = performance.now();
    const samples: Sample[] = [];
    let running = true;
    let sequence = 0;

    const leadWorker = async (worker: number) => {
      while (running) {
        const n = sequence++;
        const key = `drill-${worker}-${n}-${crypto.randomUUID()}`;
        const body = JSON.stringify({ ...VALID_LEAD, email: `drill-${n}@example.com`, firstName: `Drill${n}` });
        const headers = {
          "Content-Type": "application/json",
          "Idempotency-Key": key,
          "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        };
        samples.push(await timed("lead", t0, `${base}/api/leads`, { method: "POST", headers, body }, key));
        await Bun.sleep(20);
      }
    };
    const cachedPageWorker = async () => {
      while (running) {
        samples.push(await timed("cached-page", t0, `${base}/blog`, {}));
        await Bun.sleep(50);
      }
    };
    const uncachedPageWorker = async () => {
      let n = 0;
      while (running) {
        // A page the cache cannot have (a new slug each time): it needs the database, and is a 404 when it answers.
        samples.push(await timed("uncached-page", t0, `${base}/blog/no-such-post-${n++}`, {}));
        await Bun.sleep(50);
      }
    };
    const workers = [...Array.from({ length: options.leadWorkers }, (_, i) => leadWorker(i)), cachedPageWorker(), uncachedPageWorker()];

    await Bun.sleep(options.beforeMs);
    await pg.pause();
    const stoppedAt = performance.now() - t0;
    await Bun.sleep(options.outageMs);
    await pg.resume();
    const restartedAt = performance.now() - t0;
    await Bun.sleep(options.afterMs / 2);
    // Then every session the app holds is cut at once (pg_terminate_backend), PostgreSQL staying up.
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    const terminatedAt = performance.now() - t0;
    const [cutRow] = await admin<{ cut: number }[]>`
      select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
      where pid <> pg_backend_pid() and backend_type = 'client backend'`;
    await admin.end();
    const cut = cutRow?.cut ?? 0;
    await Bun.sleep(options.afterMs / 2);
    running = false;
    await Promise.all(workers);

    const created = samples.filter((s) => s.kind === "lead" && s.status === 201).map((s) => s.key!);
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    const rows = await sql<{ key: string; n: number }[]>`
      select idempotency_key as key, count(*)::int as n from leads where idempotency_key like 'drill-%' group by idempotency_key`;
    await sql.end();
    const stored = new Map(rows.map((r) => [r.key, r.n]));
    server.proc.kill("SIGTERM");
    const finished = await finishServer(server);
    return {
      samples,
      stoppedAt,
      restartedAt,
      terminatedAt,
      sessionsCut: cut,
      created,
      createdWithRow: created.filter((key) => stored.has(key)).length,
      duplicateRows: rows.reduce((sum, r) => sum + r.n - 1, 0),
      serverLog: finished.stdout + finished.stderr,
      serverExitCode: finished.code,
    };
  } finally {
    server.proc.kill("SIGKILL");
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface DrillTimeline {
  requests: number;
  /** Answers other than 2xx, 404 and 503 (a 500, or no answer): must be none. */
  unexpected: Sample[];
  /** From the stop to the first 503 answered. */
  firstUnavailableAfterMs: number | undefined;
  /** The longest any request waited, and the longest during the outage. */
  longestMs: number;
  /** 503s without Retry-After: must be none. */
  unavailableWithoutRetryAfter: number;
  /** From the restart to the end of the last lead not answered 201 before the sessions were cut (0: none failed). */
  recoveryMs: number;
  /** Leads not answered 201 after the sessions were cut, and from the cut to the last of them. */
  failedAfterCut: number;
  recoveryAfterCutMs: number;
  /** Cached pages answered other than 200 while the database was down. */
  cachedPageFailures: number;
  statuses: Record<string, number>;
}

export function timelineOf(report: DrillReport): DrillTimeline {
  const { samples, stoppedAt, restartedAt, terminatedAt } = report;
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const unavailable = samples.filter((s) => s.status === 503);
  const firstUnavailable = unavailable.filter((s) => s.endedAt >= stoppedAt).sort((a, b) => a.endedAt - b.endedAt)[0];
  const failedLeads = samples.filter((s) => s.kind === "lead" && s.status !== 201);
  const failedLeadsAfter = failedLeads.filter((s) => s.endedAt > restartedAt && s.startedAt < terminatedAt);
  const failedAfterCut = failedLeads.filter((s) => s.endedAt > terminatedAt);
  return {
    requests: samples.length,
    unexpected: samples.filter((s) => !(s.status >= 200 && s.status < 300) && s.status !== 404 && s.status !== 503),
    firstUnavailableAfterMs: firstUnavailable ? firstUnavailable.endedAt - stoppedAt : undefined,
    longestMs: Math.max(...samples.map((s) => s.endedAt - s.startedAt)),
    unavailableWithoutRetryAfter: unavailable.filter((s) => !s.retryAfter).length,
    recoveryMs: Math.max(0, ...failedLeadsAfter.map((s) => s.endedAt - restartedAt)),
    failedAfterCut: failedAfterCut.length,
    recoveryAfterCutMs: Math.max(0, ...failedAfterCut.map((s) => s.endedAt - terminatedAt)),
    cachedPageFailures: samples.filter((s) => s.kind === "cached-page" && s.startedAt >= stoppedAt && s.endedAt <= restartedAt && s.status !== 200).length,
    statuses,
  };
}
