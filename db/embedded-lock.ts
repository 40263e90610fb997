/**
 * A lock that keeps a second process off an embedded database directory. PGlite has no cross-process
 * lock of its own; two writers silently lose rows.
 *
 * DATA_DIR/.lock is held with flock(2) (db/file-lock.ts) for as long as the database is open: the kernel
 * decides who holds it and frees it when the holder dies, so a crash never leaves a lock to clear and no
 * race between two starts can hand it to both. The file's content — the holder's pid — only names the
 * holder in the error message. The file itself stays after release.
 *
 * Where flock cannot be called (no POSIX libc), the lock is a pid file created atomically with its content
 * (written to a temporary file, then hard-linked into place): it is held while it names a live process,
 * and content that cannot be read as a pid counts as held.
 */
import { closeSync, constants, ftruncateSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { type FileLocking, fileLocking } from "./file-lock.ts";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export interface DataDirLockOptions {
  /** Tests pass null to exercise the pid-file fallback. */
  locking?: FileLocking | null;
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function lockedError(dir: string, pid: number | undefined): DataDirLockedError {
  const who = pid === undefined ? "another process" : `another process (pid ${pid})`;
  return new DataDirLockedError(`The embedded database in ${dir} is in use by ${who}. Stop that process, or start this one with another DATA_DIR.`);
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

/** A held lock whose release runs once, however often it is called. */
function heldLock(path: string, release: () => void): DataDirLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      release();
    },
  };
}

function lockWithFlock(dir: string, path: string, locking: FileLocking): DataDirLock {
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  let taken = false;
  try {
    taken = locking.tryLock(fd);
  } finally {
    if (!taken) closeSync(fd);
  }
  if (!taken) throw lockedError(dir, holderOf(path));
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  return heldLock(path, () => {
    try {
      ftruncateSync(fd, 0);
    } finally {
      locking.unlock(fd);
      closeSync(fd);
    }
  });
}

function lockWithPidFile(dir: string, path: string): DataDirLock {
  const pending = `${path}.${process.pid}.${crypto.randomUUID()}`;
  writeFileSync(pending, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(pending, path); // atomic: the lock appears with its pid already in it
        return heldLock(path, () => {
          if (holderOf(path) === process.pid) unlinkSync(path);
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = holderOf(path);
        if (holder === undefined || holder === process.pid || isAlive(holder)) throw lockedError(dir, holder);
        unlinkSync(path); // its process is gone
      }
    }
    throw new DataDirLockedError(`Could not lock the embedded database in ${dir}; another process keeps taking it.`);
  } finally {
    unlinkSync(pending);
  }
}

/**
 * Takes DATA_DIR/.lock for this process, or throws DataDirLockedError naming the holder. A second handle
 * in the same process is refused too: it would lose rows just the same.
 * @example const lock = acquireDataDirLock("./data"); … lock.release();
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, ".lock");
  const locking = options.locking === undefined ? fileLocking() : options.locking;
  return locking ? lockWithFlock(dir, path, locking) : lockWithPidFile(dir, path);
}
