/**
 * A migrated embedded database for the browser tests' own servers: the global setup migrates one per run
 * (tests/e2e/global-setup.ts), and each server's data directory starts as a copy of it. A fresh data
 * directory costs a server ~5 s of start-up (the database created, every migration run) and ~7 s of CPU
 * beside the other worker; a copy of 41 MB costs a fraction of a second. Runs under Node (no Bun APIs).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";

const root = join(import.meta.dirname, "..", "..");

/** Names the run's template to the workers (the global setup sets it before they start). */
export const TEMPLATE_VARIABLE = "E2E_DATA_TEMPLATE";

/** Migrates a new embedded database in a directory of its own, the way `bun run db:migrate` does. */
export function makeDataDirTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-template-"));
  const migrated = spawnSync(BUN, [NO_ENV_FILE, "db/migrate-cli.ts"], { cwd: root, encoding: "utf8", env: sandboxEnv({ DATA_DIR: dir }) });
  if (migrated.status !== 0) throw new Error(`db/migrate-cli.ts failed in ${dir}:\n${migrated.stdout}${migrated.stderr}`);
  return dir;
}

/**
 * A new data directory holding a migrated database with nothing in it: a copy of the run's template, or
 * an empty directory (the server creates and migrates it) when there is none, as under `bun test`.
 * Not for a server that should seed the demo content: that happens only in a database created at its start.
 * @example const site = await startOwnServer("reauth", migratedDataDir("reauth-e2e-"), env);
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_VARIABLE];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}
