/**
 * `bun run bench:fuzz`: the fuzz property over FUZZ_RUNS (20,000) requests per target — in-process on the
 * embedded database, in-process on a throw-away PostgreSQL when its binaries are there, and the real
 * server over HTTP. Prints requests, statuses and 5xx. FUZZ_SEED picks the seed (default: not the one
 * `npm test` uses, so the two runs cover different cases).
 */
import "../support/sandbox.ts";
import { startPostgres } from "../postgres-server.ts";
import { DEFAULT_FUZZ_SEED, type FuzzTarget, httpTarget, inProcessTarget, runFuzz } from "../support/fuzz-run.ts";

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED + 1);

async function pass(label: string, open: () => Promise<FuzzTarget>): Promise<boolean> {
  const target = await open();
  try {
    const r = await runFuzz(target, { runs, seed });
    console.log(`${label}: ${r.requests} requests in ${r.seconds.toFixed(1)} s (seed ${r.seed}); 5xx: ${r.serverErrors}; healthy after: ${r.healthyAfter}`);
    console.log(`  statuses: ${JSON.stringify(r.statuses)}`);
    return r.serverErrors === 0 && r.healthyAfter;
  } catch (error) {
    console.log(`${label}: FAILED (seed ${seed})\n${String(error).slice(0, 4000)}`);
    return false;
  } finally {
    await target.close();
  }
}

delete process.env.TEST_DATABASE_URL;
let ok = await pass("in-process, PGlite", inProcessTarget);
const pg = await startPostgres();
if (pg) {
  process.env.TEST_DATABASE_URL = pg.url;
  try {
    ok = (await pass(`in-process, PostgreSQL (${pg.version})`, inProcessTarget)) && ok;
  } finally {
    delete process.env.TEST_DATABASE_URL;
    pg.stop();
  }
}
ok = (await pass("HTTP, the real server (embedded database)", httpTarget)) && ok;
process.exit(ok ? 0 : 1);
