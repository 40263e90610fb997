/**
 * `bun run bench:instances`: a rolling restart under lead load. Three instances of the real
 * server on one throw-away PostgreSQL; 16 workers send leads through a client that retries elsewhere
 * as a load balancer does; meanwhile each instance is restarted in turn, round after round, for about
 * 20 s. Prints what was acknowledged against what was stored, the retries, and the longest request.
 * Exits 1 when a lead was lost or stored twice, an answer was unexpected, or a process exited non-zero.
 * Env: INSTANCES (3), LEAD_WORKERS (16), BENCH_SECONDS (20).
 */
import "../support/sandbox.ts";
import { startPostgres } from "../postgres-server.ts";
import { createEmptyDatabase, type RollingRestartReport, runRollingRestart } from "../support/instances.ts";

const instances = Number(process.env.INSTANCES ?? 3);
const workers = Number(process.env.LEAD_WORKERS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
// A quarter of the time on each side of the restarts: load before the first and after the last.
const settleMs = (seconds * 1000) / 4;

const pg = await startPostgres();
if (!pg) {
  console.log("No PostgreSQL binaries: nothing to bench.");
  process.exit(0);
}

let report: RollingRestartReport;
const database = await createEmptyDatabase(pg.url, "instances");
try {
  report = await runRollingRestart({ databaseUrl: database.url, instances, workers, settleMs, restartForMs: seconds * 1000 - 2 * settleMs });
} finally {
  await database.drop().catch(() => {});
  pg.stop();
}

const ms = (n: number) => `${Math.round(n)} ms`;
const outs = report.restarts.map((r) => r.outMs);
const exits = [...report.restarts.map((r) => r.exitCode), ...report.finalExitCodes];
const unexpected =
  Object.entries(report.unexpected)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ") || "none";
const rows: [string, string][] = [
  ["instances", String(report.instances)],
  ["lead workers", String(workers)],
  ["leads sent / acknowledged (201)", `${report.leadsSent} / ${report.leadsAcknowledged}`],
  ["rows in leads", String(report.rows)],
  ["duplicate rows", String(report.duplicates)],
  ["acknowledged without a row", String(report.lost)],
  ["retries (no answer / 503)", `${report.retries} (${report.retriedAfterNoAnswer} / ${report.retriedAfter503})`],
  ["unexpected answers", unexpected],
  [
    "longest request during restarts",
    `${ms(report.longestRequestMs)}; without restarts, same run: ${ms(report.longestSteadyRequestMs)} (× ${(report.longestRequestMs / report.longestSteadyRequestMs).toFixed(2)})`,
  ],
  [
    "p99 request during restarts",
    `${ms(report.p99RequestMs)}; without restarts, same run: ${ms(report.p99SteadyRequestMs)} (× ${(report.p99RequestMs / report.p99SteadyRequestMs).toFixed(2)})`,
  ],
  ["longest lead, retries included", ms(report.longestLeadMs)],
  ["restart window", `${ms(report.restartWindowMs)}: ${report.restarts.length} restarts, each ${ms(Math.min(...outs))}–${ms(Math.max(...outs))} from SIGTERM to healthy`],
  ["exit codes", exits.every((code) => code === 0) ? `all ${exits.length} processes exited 0` : exits.join(" ")],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`Rolling restart under lead load, ${seconds} s on one PostgreSQL (${pg.version})`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);

const failed =
  report.lost > 0 ||
  report.duplicates > 0 ||
  report.rows !== report.leadsAcknowledged ||
  report.leadsAcknowledged !== report.leadsSent ||
  unexpected !== "none" ||
  exits.some((code) => code !== 0);
if (failed) {
  console.log("\nFAILED: instance logs follow.\n");
  console.log(report.log);
  process.exit(1);
}
