/**
 * `bun run bench:fuzz`: the fuzz property over FUZZ_RUNS (20,000) requests per database — the embedded
 * one, then a throw-away PostgreSQL when its binaries are there. Prints requests, statuses and 5xx.
 * FUZZ_SEED picks the seed (default: the one `npm test` uses, plus the pass number).
 */
import { startPostgres } from "../postgres-server.ts";
import { DEFAULT_FUZZ_SEED, runFuzz } from "../support/fuzz-run.ts";

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED + 1);

async function pass(label: string): Promise<boolean> {
  try {
    const r = await runFuzz({ runs, seed });
    console.log(`${label}: ${r.requests} requests in ${r.seconds.toFixed(1)} s (seed ${r.seed}); 5xx: ${r.serverErrors}; healthy after: ${r.healthyAfter}`);
    console.log(`  statuses: ${JSON.stringify(r.statuses)}`);
    return r.serverErrors === 0 && r.healthyAfter;
  } catch (error) {
    console.log(`${label}: FAILED (seed ${seed})\n${String(error).slice(0, 4000)}`);
    return false;
  }
}

delete process.env.TEST_DATABASE_URL;
let ok = await pass("PGlite");
const pg = await startPostgres();
if (pg) {
  process.env.TEST_DATABASE_URL = pg.url;
  try {
    ok = (await pass(`PostgreSQL (${pg.version})`)) && ok;
  } finally {
    pg.stop();
  }
}
process.exit(ok ? 0 : 1);
