/**
 * `db:backup` / `db:restore` for the embedded database, as an operator runs them: refused while
 * the server runs (it holds the lock), a consistent snapshot when it is stopped, and a restore that brings
 * back exactly that state and keeps the data it replaced.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client.ts";
import { leads } from "../db/schema/index.ts";
import { VALID_LEAD } from "./api/lead-support.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./support/sandbox.ts";
import { finishServer, startServer, waitForListening } from "./support/server-process.ts";

const root = join(import.meta.dir, "..");
const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataDir = join(dir, "data");
const backupFile = join(dir, "site.tar.gz");
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "backup-test-password" };

async function cli(...args: string[]) {
  const proc = Bun.spawn([BUN, NO_ENV_FILE, "db/backup-cli.ts", ...args], { cwd: root, env: sandboxEnv({ DATA_DIR: dataDir }), stdout: "pipe", stderr: "pipe" });
  const [code, stdout, stderr] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code, stdout, stderr };
}

async function leadCount(): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return (await database.db.select().from(leads)).length;
  } finally {
    await database.close();
  }
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)("db:backup and db:restore (embedded database)", () => {
  test("refused while the server runs; a snapshot when stopped; restore brings it back and keeps what it replaced", async () => {
    const server = startServer(env);
    const base = await waitForListening(server);
    const refused = await cli("backup", backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is in use by another process");
    server.proc.kill("SIGTERM");
    await finishServer(server);

    const made = await cli("backup", backupFile);
    expect(made.code, made.stderr).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // After the backup, a lead arrives.
    const again = startServer(env);
    const url = await waitForListening(again);
    const res = await fetch(`${url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(VALID_LEAD) });
    expect(res.status).toBe(201);
    again.proc.kill("SIGTERM");
    await finishServer(again);
    expect(await leadCount()).toBe(1);

    const restored = await cli("restore", backupFile);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await leadCount()).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith("pg.before-restore-"))).toBe(true);
    expect(base).toStartWith("http://");
  }, 120_000);
});
