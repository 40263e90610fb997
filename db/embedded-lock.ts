/**
 * A lock file that keeps a second process off an embedded database directory.
 * PGlite has no cross-process lock of its own; two writers silently lose rows.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes DATA_DIR/.lock for this process, or throws DataDirLockedError naming the holder.
 * A lock left by a process that no longer runs is taken over.
 * @example const lock = acquireDataDirLock("./data"); … lock.release();
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
            `Stop that process, or start this one with another DATA_DIR.`,
        );
      }
      unlinkSync(path); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}; another process keeps taking it.`);
}
