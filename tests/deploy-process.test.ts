/**
 * The safe defaults, as an operator meets them: production on PostgreSQL without SITE_URL, then
 * without an admin password, stops with one line; `admin:password` sets one from stdin; then the server
 * starts, takes that password, and never prints a password. Runs in the PostgreSQL pass.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { VALID_LEAD } from "./api/lead-support.ts";
import { BUN, NO_ENV_FILE, registerThrowAwayUrl, sandboxEnv } from "./support/sandbox.ts";
import { finishServer, startServer, waitForListening } from "./support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-database.ts";

const root = join(import.meta.dir, "..");
const PASSWORD = "an-operator-chosen-password";

/** A production server's refusal: one JSON line whose message says what to do. */
function oneLineMessage(stderr: string): string {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: string; message: string };
  expect(line.level).toBe("error");
  return line.message;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("deploying on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  test("no SITE_URL, then no admin password: one line each; admin:password from stdin; then it starts and never prints a password", async () => {
    const url = database.url!;
    const noSite = await finishServer(startServer({ DATABASE_URL: url }));
    expect(noSite.code).toBe(1);
    expect(oneLineMessage(noSite.stderr)).toStartWith("Invalid environment variable SITE_URL: required in production with DATABASE_URL");

    const site = { DATABASE_URL: url, SITE_URL: "https://www.example.test" };
    const noPassword = await finishServer(startServer(site));
    expect(noPassword.code).toBe(1);
    expect(oneLineMessage(noPassword.stderr)).toBe("No admin password: set ADMIN_PASSWORD, or run `bun run admin:password` once against this database.");
    expect(noPassword.stdout).not.toContain("Admin password (shown once");

    const setter = Bun.spawn([BUN, NO_ENV_FILE, "db/admin-password-cli.ts"], {
      cwd: root,
      env: sandboxEnv({ DATABASE_URL: url }),
      stdin: new TextEncoder().encode(`${PASSWORD}\n`),
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await setter.exited).toBe(0);
    expect(await new Response(setter.stdout).text()).toBe("Admin password set; every admin session has ended and every browser is forgotten.\n");
    // --remove-factors: the way back in when the factors are lost (none here), said in one more line.
    const remover = Bun.spawn([BUN, NO_ENV_FILE, "db/admin-password-cli.ts", "--remove-factors"], {
      cwd: root,
      env: sandboxEnv({ DATABASE_URL: url }),
      stdin: new TextEncoder().encode(`${PASSWORD}\n`),
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await remover.exited).toBe(0);
    expect(await new Response(remover.stdout).text()).toBe(
      "Admin password set; every admin session has ended and every browser is forgotten.\nRemoved 0 second factors and every recovery code: the password alone logs in.\n",
    );

    const server = startServer(site);
    const base = await waitForListening(server);
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((line) => line.startsWith("__Host-admin_session=") && line.includes("Secure"))).toBe(true);
    server.proc.kill("SIGTERM");
    const finished = await finishServer(server);
    expect(finished.code).toBe(0);
    expect(finished.stdout + finished.stderr).not.toContain(PASSWORD);
    expect(finished.stdout).not.toContain("Admin password");
  }, 90_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("behind a transaction-mode pooler", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  // Whether a statement was prepared cannot be seen from another session; that it all works unprepared can.
  test("DATABASE_PREPARE=false serves reads and writes; the listener takes DATABASE_DIRECT_URL, the pool DATABASE_URL", async () => {
    // application_name tells the two kinds of connections apart in pg_stat_activity.
    const named = (name: string) => {
      const url = new URL(database.url!);
      url.searchParams.set("application_name", name);
      // The same throw-away database under another name: the sandbox lets a child have it.
      registerThrowAwayUrl(url.toString());
      return url.toString();
    };
    const server = startServer({
      DATABASE_URL: named("site-pool"),
      DATABASE_DIRECT_URL: named("site-direct"),
      DATABASE_PREPARE: "false",
      SITE_URL: "https://www.example.test",
      ADMIN_PASSWORD: PASSWORD,
    });
    const base = await waitForListening(server);
    try {
      const lead = await fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify(VALID_LEAD),
      });
      expect(lead.status).toBe(201);
      expect((await fetch(`${base}/blog`)).status).toBe(200);
      const observer = postgres(database.url!, { max: 1, onnotice: () => {} });
      const sessions = await observer<{ application_name: string; query: string }[]>`
        select application_name, query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
      await observer.end({ timeout: 1 });
      const listeners = sessions.filter((s) => /^listen/i.test(s.query.trim()));
      expect(listeners.map((s) => s.application_name)).toEqual(["site-direct"]);
      const pool = sessions.filter((s) => s.application_name === "site-pool");
      expect(pool.length).toBeGreaterThan(0);
    } finally {
      server.proc.kill("SIGTERM");
    }
    expect((await finishServer(server)).code).toBe(0);
  }, 60_000);
});
