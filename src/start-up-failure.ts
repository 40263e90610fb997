/**
 * The line a failed start logs. What the operator can fix (a bad variable, a locked or read-only data
 * directory, a missing build, a database the site cannot use) is its own one line. Anything else — a failed
 * migration, say — is its first line in the log, and the rest (the statement, where it failed) in a file in
 * DATA_DIR: a supervisor restarting the server writes a short line each time, not a statement and a stack.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DataDirNotWritableError } from "../db/data-dir.ts";
import { DataDirLockedError } from "../db/embedded-lock.ts";
import { DatabaseUnusableError } from "../db/server-check.ts";
import { EnvError } from "./env.ts";
import { describeError, summarizeError } from "./http/describe-error.ts";
import { AssetBuildError } from "./render/asset-build.ts";

/** In DATA_DIR: the last failed start's details; replaced by the next failure, deleted by the next good start. */
export const START_UP_ERROR_FILE = "start-up-error.txt";

const ONE_LINE_ERRORS = [EnvError, DataDirLockedError, DataDirNotWritableError, AssetBuildError, DatabaseUnusableError];

/**
 * @example log.error(startFailureLine(error, env?.dataDir));
 */
export function startFailureLine(error: unknown, dataDir: string | undefined): string {
  if (ONE_LINE_ERRORS.some((kind) => error instanceof kind)) return (error as Error).message;
  const full = `Start-up failed: ${describeError(error)}`;
  if (dataDir === undefined) return full;
  const file = join(dataDir, START_UP_ERROR_FILE);
  try {
    // On PostgreSQL the start may fail before anything else made DATA_DIR.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${new Date().toISOString()}\n${full}\n`, { mode: 0o600 });
  } catch {
    return full;
  }
  return `Start-up failed: ${summarizeError(error)}. The statement and where it failed: ${file}`;
}

/** After a good start, the last failure's details are out of date. Never fails the start: a file left is harmless. */
export function forgetStartFailure(dataDir: string): void {
  try {
    rmSync(join(dataDir, START_UP_ERROR_FILE), { force: true });
  } catch {}
}
