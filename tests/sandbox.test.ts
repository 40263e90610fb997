/**
 * Tests and benchmarks can never touch a real database. Each wall of tests/support/sandbox.ts is
 * tried with a DATABASE_URL in the environment and in a `.env` file, aimed at a trap that counts every
 * connection made to it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TCPSocketListener } from "bun";
import postgres from "postgres";
import { startPostgres } from "./postgres-server.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./support/sandbox.ts";
import { finishServer, startServer, waitForListening } from "./support/server-process.ts";
import { createTestDatabase } from "./support/test-database.ts";

const root = join(import.meta.dir, "..");
let trap: TCPSocketListener<undefined>;
let connections = 0;
let trapUrl: string;
const dirs: string[] = [];

beforeAll(() => {
  trap = Bun.listen({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      open(socket) {
        connections++;
        socket.end();
      },
      data() {},
    },
  });
  trapUrl = `postgres://someone:secret@127.0.0.1:${trap.port}/production`;
});
afterAll(() => {
  trap.stop(true);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDirWithDotEnv(): string {
  const dir = mkdtempSync(join(tmpdir(), "sandbox-test-"));
  dirs.push(dir);
  writeFileSync(join(dir, ".env"), `DATABASE_URL=${trapUrl}\nDATA_DIR=${join(dir, "someones-data")}\n`);
  writeFileSync(join(dir, ".env.test"), `DATABASE_URL=${trapUrl}\n`);
  return dir;
}

describe("the sandbox", () => {
  test("a child's environment: the harmless part of ours and its own settings, never a data variable", () => {
    process.env.PGHOST = "db.example.com"; // as if set after start-up
    const env = sandboxEnv({ PORT: "1234" });
    expect(env.PORT).toBe("1234");
    expect(env.PATH).toBe(process.env.PATH!);
    expect(env.PGHOST).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    delete process.env.PGHOST;
  });

  test("a DATABASE_URL for a child must name a server this process started", () => {
    expect(() => sandboxEnv({ DATABASE_URL: trapUrl })).toThrow(/throw-away server/);
  });

  test("importing the sandbox empties the process of data variables, whatever set them", () => {
    const out = Bun.spawnSync(
      [BUN, "-e", `await import(${JSON.stringify(join(root, "tests/support/sandbox.ts"))}); console.log(process.env.DATABASE_URL ?? "none", process.env.PGPASSWORD ?? "none")`],
      {
        env: { PATH: process.env.PATH!, DATABASE_URL: trapUrl, PGPASSWORD: "secret" },
      },
    );
    expect(out.stdout.toString().trim()).toBe("none none");
  });

  test("bun test under the preload: no test sees a DATABASE_URL from the shell or from .env/.env.test", () => {
    const dir = tempDirWithDotEnv();
    // The probe runs from a directory whose .env files name the trap; the preload is ours.
    const probe = (preload: string[]) =>
      Bun.spawnSync([BUN, "test", ...preload, join(root, "tests/support/sandbox-probe.ts")], {
        cwd: dir,
        env: { PATH: process.env.PATH!, DATABASE_URL: trapUrl },
      });
    const guarded = probe(["--preload", join(root, "tests/setup.ts")]);
    expect(guarded.stderr.toString()).toContain("1 pass");
    expect(guarded.exitCode).toBe(0);
    // Without the preload the probe sees the trap: it can fail, so its pass above means something.
    const bare = probe([]);
    expect(bare.stderr.toString()).toContain("1 fail");
  });

  test("a server the tests start, from a directory whose .env names the trap, with the trap in our environment too: embedded database, no connection", async () => {
    const dir = tempDirWithDotEnv();
    process.env.DATABASE_URL = trapUrl;
    try {
      const server = startServer({ DEMO_CONTENT: "false", ADMIN_PASSWORD: "a-sandboxed-password" }, { cwd: dir });
      const url = await waitForListening(server);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      server.proc.kill("SIGTERM");
      const { stdout } = await finishServer(server);
      expect(stdout).toContain("(embedded database in ");
      expect(stdout).not.toContain(join(dir, "someones-data"));
    } finally {
      delete process.env.DATABASE_URL;
    }
    expect(connections).toBe(0);
    // A server's first start (a new embedded database, its migrations) on a machine the other lanes keep busy took
    // 30 s once in CI: the test is about where the data goes, not about time.
  }, 90_000);

  test("the Playwright config: its server command loads no .env, and it leaves no data variable to hand on", () => {
    const config = join(root, "tests/e2e/playwright.config.ts");
    const out = Bun.spawnSync(
      [
        BUN,
        NO_ENV_FILE,
        "-e",
        `const c = (await import(${JSON.stringify(config)})).default; console.log(JSON.stringify({ command: c.webServer.command, db: process.env.DATABASE_URL ?? null }))`,
      ],
      { env: { PATH: process.env.PATH!, DATABASE_URL: trapUrl } },
    );
    const seen = JSON.parse(out.stdout.toString().trim().split("\n").pop()!) as { command: string; db: string | null };
    expect(seen.command).toContain(NO_ENV_FILE);
    expect(seen.db).toBeNull();
    // Playwright itself loads the config under Node, not Bun: it must load there too.
    const listed = Bun.spawnSync(["node", join(root, "node_modules/@playwright/test/cli.js"), "test", "-c", config, "--list"], {
      cwd: root,
      env: { PATH: process.env.PATH!, DATABASE_URL: trapUrl },
    });
    expect(listed.exitCode, listed.stderr.toString()).toBe(0);
  }, 60_000);
});

// Needs PostgreSQL binaries; run in the PostgreSQL pass only (one throw-away server is enough per run).
describe.skipIf(!process.env.TEST_DATABASE_URL)("a TEST_DATABASE_URL the tests did not start", () => {
  test("is refused before anything is written to it", async () => {
    const someones = await startPostgres({ clusterName: "someones-production" });
    if (!someones) throw new Error("TEST_DATABASE_URL is set but no PostgreSQL binaries were found");
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = someones.url;
    try {
      await expect(createTestDatabase()).rejects.toThrow(/did not start \(cluster_name "someones-production"/);
      const sql = postgres(someones.url, { max: 1, onnotice: () => {} });
      const databases = (await sql<{ datname: string }[]>`select datname from pg_database order by 1`).map((r) => r.datname);
      await sql.end();
      expect(databases).toEqual(["postgres", "template0", "template1"]);
      // Nor can a child be pointed at it.
      expect(() => sandboxEnv({ DATABASE_URL: someones.url })).toThrow(/throw-away server/);
    } finally {
      process.env.TEST_DATABASE_URL = saved;
      someones.stop();
    }
  }, 60_000);
});
