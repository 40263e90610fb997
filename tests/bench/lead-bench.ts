/**
 * `bun tests/bench/lead-bench.ts`: lead submissions under 50 concurrent clients for 10 s (autocannon),
 * against the real server on the embedded database and on a throw-away PostgreSQL. Prints figures only.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startPostgres } from "../postgres-server.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { ensureAssetBuild } from "../support/server-process.ts";

const root = join(import.meta.dir, "..", "..");
const port = 4392;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(env: Record<string, string>) {
  ensureAssetBuild();
  const proc = Bun.spawn([BUN, NO_ENV_FILE, "src/server.ts"], {
    cwd: root,
    env: sandboxEnv({
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      ALLOW_HTTP_SITE_URL: "true",
      LOG_REQUESTS: "false",
      ADMIN_PASSWORD: "bench-password-123",
      DEMO_CONTENT: "false",
      LEAD_RATE_LIMIT: "100000000",
      LEAD_SITE_LIMIT: "100000000",
      ...env,
    }),
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok) return proc;
    await Bun.sleep(50);
  }
  throw new Error("server did not start");
}

function run(label: string): Promise<void> {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/api/leads`,
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
                  businessType: "retail",
                  painPoint: "missed-calls",
                  goals: "automation",
                  contactPreference: "email",
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
  await run("embedded (PGlite)");
  embedded.kill("SIGTERM");
  await embedded.exited;

  const pg = await startPostgres();
  if (pg) {
    try {
      const server = await startServer({ DATABASE_URL: pg.url });
      await run(`PostgreSQL (${pg.version.replace(/^.*\) /, "")})`);
      server.kill("SIGTERM");
      await server.exited;
    } finally {
      pg.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
