/**
 * `bun tests/bench/lead-bench.ts`: lead submissions under 50 concurrent clients for 10 s (autocannon),
 * against the real server on the embedded database and on a throw-away PostgreSQL. Prints figures only.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { LEAD_ANSWERS } from "../api/lead-support.ts";
import { startPostgres } from "../postgres-server.ts";
import { startBenchServer } from "./bench-server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** No limit on how many leads one address or the site may send: the bench measures the server, not the limiter. */
const startServer = (env: Record<string, string>) => startBenchServer({ ADMIN_PASSWORD: "bench-password-123", LEAD_RATE_LIMIT: "100000000", LEAD_SITE_LIMIT: "100000000", ...env });

function run(origin: string, label: string): Promise<void> {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}/api/leads`,
        connections: 50,
        duration: seconds,
        requests: [
          {
            method: "POST",
            setupRequest(request) {
              n++;
              return {
                ...request,
                headers: { "content-type": "application/json", "idempotency-key": `bench-${n}-${crypto.randomUUID()}` },
                body: JSON.stringify({
                  ...LEAD_ANSWERS,
                  firstName: "Bench",
                  lastName: `Client ${n}`,
                  email: `bench${n}@example.com`,
                }),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const non201 = result.non2xx + result.errors;
        if (non201 > 0) console.log("status codes:", JSON.stringify(result.statusCodeStats), "errors:", result.errors);
        console.log(
          `${label.padEnd(22)} ${Math.round(result.requests.average)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
            `${result.requests.total} submitted, ${non201} not 2xx/errors`,
        );
        resolve();
      },
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "lead-bench-"));
try {
  const embedded = await startServer({ DATA_DIR: join(dataDir, "db") });
  await run(embedded.origin, "embedded (PGlite)");
  await embedded.stop();

  const pg = await startPostgres();
  if (pg) {
    try {
      const server = await startServer({ DATABASE_URL: pg.url });
      await run(server.origin, `PostgreSQL (${pg.version.replace(/^.*\) /, "")})`);
      await server.stop();
    } finally {
      pg.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
