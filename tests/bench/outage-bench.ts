/**
 * `bun run bench:outage`: PostgreSQL stopped for 8 s under lead load. Prints the timeline:
 * first 503 after the stop, longest wait, recovery after the restart, 201s against rows.
 * Env: OUTAGE_MS (8000), LEAD_WORKERS (16).
 */
import "../support/sandbox.ts";
import { runOutageDrill, timelineOf } from "../support/outage-drill.ts";

const outageMs = Number(process.env.OUTAGE_MS ?? 8000);
const leadWorkers = Number(process.env.LEAD_WORKERS ?? 16);
const report = await runOutageDrill({ outageMs, beforeMs: 3000, afterMs: 8000, leadWorkers });
if (!report) {
  console.log("No PostgreSQL binaries: nothing to drill.");
  process.exit(0);
}
const t = timelineOf(report);
const ms = (n: number | undefined) => (n === undefined ? "none" : `${Math.round(n)} ms`);
console.log(`PostgreSQL stopped at ${ms(report.stoppedAt)} for ${outageMs} ms; accepting connections again at ${ms(report.restartedAt)}`);
console.log(`requests: ${t.requests}; statuses: ${JSON.stringify(t.statuses)}`);
console.log(`first 503 after the stop: ${ms(t.firstUnavailableAfterMs)}`);
console.log(`longest wait of any request: ${ms(t.longestMs)}`);
console.log(`recovery (restart → last failed lead answered): ${ms(t.recoveryMs)}`);
console.log(
  `sessions cut with pg_terminate_backend at ${ms(report.terminatedAt)}: ${report.sessionsCut}; leads not 201 after: ${t.failedAfterCut}, the last ${ms(t.recoveryAfterCutMs)} after the cut`,
);
console.log(`503 without Retry-After: ${t.unavailableWithoutRetryAfter}; cached page failures during the outage: ${t.cachedPageFailures}`);
console.log(`unexpected answers (5xx other than 503, none at all): ${t.unexpected.length}`);
for (const s of t.unexpected.slice(0, 10)) console.log(`  ${s.kind} ${s.status} at ${ms(s.startedAt)} → ${ms(s.endedAt)}`);
console.log(`leads answered 201: ${report.created.length}; with their row: ${report.createdWithRow}; duplicate rows: ${report.duplicateRows}`);
console.log("server log:");
for (const line of report.serverLog.split("\n").filter((l) => l.trim() !== "")) console.log(`  ${line}`);
// Timeline in 500 ms buckets: what each kind got.
const buckets = new Map<number, Record<string, number>>();
for (const s of report.samples) {
  const b = Math.floor(s.endedAt / 500) * 500;
  const row = buckets.get(b) ?? {};
  const label = `${s.kind === "lead" ? "L" : s.kind === "cached-page" ? "C" : "U"}${s.status}`;
  row[label] = (row[label] ?? 0) + 1;
  buckets.set(b, row);
}
for (const [b, row] of [...buckets].sort((x, y) => x[0] - y[0]))
  console.log(
    `  ${String(b).padStart(6)} ms  ${Object.entries(row)
      .map(([k, v]) => `${k}×${v}`)
      .join(" ")}`,
  );
