/**
 * The fuzz test: seeded, reproducible hostile requests over every route (tests/support/fuzz-requests.ts)
 * against the whole site on this pass's database. Property: no 5xx, ever; the site is healthy after.
 * A failure prints the seed and the shrunk request; replay with FUZZ_SEED=<seed>. `bun run bench:fuzz`
 * runs tens of thousands of cases.
 */
import { describe, expect, test } from "bun:test";
import { DEFAULT_FUZZ_SEED, inProcessTarget, runFuzz } from "./support/fuzz-run.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);

describe("fuzzing every route", () => {
  test(`${RUNS} hostile requests (seed ${SEED}): no 5xx, and the site is healthy after`, async () => {
    const target = await inProcessTarget();
    const report = await runFuzz(target, { runs: RUNS, seed: SEED }).finally(() => target.close());
    expect(report.serverErrors).toBe(0);
    expect(report.requests).toBeGreaterThan(RUNS * 0.9);
    // The guards are passed often enough for the handlers behind them to be fuzzed too.
    expect(report.statuses[200]! + (report.statuses[201] ?? 0)).toBeGreaterThan(RUNS * 0.1);
    expect(report.healthyAfter).toBe(true);
  }, 120_000);
});
