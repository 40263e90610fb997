/**
 * A PostgreSQL the site cannot use, met at start-up as an operator meets it: a database created SQL_ASCII (a server
 * initialised without a UTF-8 locale) stops the start with one line that names the fix, the fix then works, and a
 * start-up query that fails for another reason is one line in the log with the details in DATA_DIR. On a
 * PostgreSQL server of its own; skipped without the binaries, and in the PostgreSQL pass (it needs no second run).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { START_UP_ERROR_FILE } from "../src/start-up-failure.ts";
import { findBinDir, type PostgresServer, startPostgres } from "./postgres-server.ts";
import { registerThrowAwayUrl } from "./support/sandbox.ts";
import { finishServer, type StartedServer, startServer, waitForListening } from "./support/server-process.ts";

const dataRoot = mkdtempSync(join(tmpdir(), "site-server-check-"));
let server: PostgresServer | undefined;
let admin: postgres.Sql | undefined;
const running = new Set<StartedServer>();

beforeAll(async () => {
  server = await startPostgres();
  if (server) admin = postgres(server.url, { max: 1, onnotice: () => {} });
}, 60_000);

afterAll(async () => {
  for (const s of running) s.proc.kill("SIGKILL");
  await admin?.end({ timeout: 5 });
  server?.stop();
  rmSync(dataRoot, { recursive: true, force: true });
});

/** A database on this file's own throw-away server, which sandboxEnv lets a server process use. */
function urlOf(database: string): string {
  const url = server!.url.replace(/\/postgres$/, `/${database}`);
  registerThrowAwayUrl(url);
  return url;
}

function start(database: string, dataDir: string): StartedServer {
  const started = startServer({
    DATABASE_URL: urlOf(database),
    SITE_URL: "https://www.example.test",
    ADMIN_PASSWORD: "an-operator-chosen-password",
    DEMO_CONTENT: "false",
    DATA_DIR: join(dataRoot, dataDir),
  });
  running.add(started);
  return started;
}

async function finish(started: StartedServer) {
  const result = await finishServer(started);
  running.delete(started);
  return result;
}

/** A refused start: exit 1 and exactly one JSON line, at error. */
function oneErrorLine(result: { code: number | null; stderr: string; stdout: string }): string {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: string; message: string };
  expect(line.level).toBe("error");
  expect(result.stdout).not.toContain("Listening on");
  return line.message;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL || !findBinDir())("a database the site cannot use", () => {
  test("SQL_ASCII: one line naming the encoding and the fix, at every start; the fix it names then starts", async () => {
    await admin!.unsafe(`create database site_ascii encoding 'SQL_ASCII' template template0 lc_collate 'C' lc_ctype 'C'`);
    const expected =
      `The database "site_ascii" uses the SQL_ASCII encoding; the site needs UTF8. ` +
      `Create it with CREATE DATABASE site_ascii ENCODING 'UTF8' TEMPLATE template0 (or initialise the server with a UTF-8 locale: initdb -E UTF8 --locale=C.UTF-8), point DATABASE_URL at it and start again.`;
    expect(oneErrorLine(await finish(start("site_ascii", "ascii")))).toBe(expected);
    // Again on a restart: the same one line, nothing migrated meanwhile.
    expect(oneErrorLine(await finish(start("site_ascii", "ascii")))).toBe(expected);
    const ascii = postgres(urlOf("site_ascii"), { max: 1, onnotice: () => {} });
    try {
      expect((await ascii`select to_regclass('drizzle.__drizzle_migrations')::text as t`)[0]!.t).toBeNull();
    } finally {
      await ascii.end({ timeout: 5 });
    }

    // The statement the line gives, as given (with the name of the new database).
    await admin!.unsafe(`CREATE DATABASE site_utf8 ENCODING 'UTF8' TEMPLATE template0`);
    const good = start("site_utf8", "utf8");
    await waitForListening(good);
    good.proc.kill("SIGTERM");
    expect((await finish(good)).code).toBe(0);
  }, 120_000);

  test("a start-up query that fails: its first line in the log, the statement in DATA_DIR's file, deleted by the next good start", async () => {
    // A journal table that is not drizzle's: the migrator's first query fails.
    await admin!.unsafe("create database site_odd_journal");
    const odd = postgres(urlOf("site_odd_journal"), { max: 1, onnotice: () => {} });
    try {
      await odd.unsafe("create schema drizzle; create table drizzle.__drizzle_migrations (nothing_useful int)");
    } finally {
      await odd.end({ timeout: 5 });
    }
    const dataDir = join(dataRoot, "odd");
    const message = oneErrorLine(await finish(start("site_odd_journal", "odd")));
    const file = join(dataDir, START_UP_ERROR_FILE);
    expect(message).toMatch(/^Start-up failed: database query failed \(42703 column "id" does not exist\)\. The statement and where it failed: /);
    expect(message).toEndWith(file);
    expect(message).not.toContain("\n");
    expect(message).not.toMatch(/\bselect\b/i);
    const details = readFileSync(file, "utf8");
    expect(details).toMatch(/select/i);
    expect(details).toContain("    at ");

    // Fixed (the odd table gone): the start succeeds and the out-of-date details go.
    const fix = postgres(urlOf("site_odd_journal"), { max: 1, onnotice: () => {} });
    try {
      await fix.unsafe("drop schema drizzle cascade");
    } finally {
      await fix.end({ timeout: 5 });
    }
    const good = start("site_odd_journal", "odd");
    await waitForListening(good);
    good.proc.kill("SIGTERM");
    expect((await finish(good)).code).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, 120_000);
});
