/**
 * An exclusive advisory lock on an open file: flock(2), called through bun:ffi. The kernel holds it for the
 * open file and drops it when the process ends, however it ends — so there is no stale lock to judge, and
 * no moment between "created" and "marked as ours" for a second process to slip into.
 *
 * Available where libc has flock (Linux, macOS, the BSDs); `fileLocking()` is undefined elsewhere.
 */
import { dlopen, FFIType, read } from "bun:ffi";

const LOCK_EX = 2;
const LOCK_NB = 4;
const LOCK_UN = 8;
/** EWOULDBLOCK: Linux 11, macOS and the BSDs 35. */
const WOULD_BLOCK = process.platform === "linux" ? 11 : 35;

export interface FileLocking {
  /** Takes the lock without waiting: true when taken, false when another open file holds it. Throws on any other failure. */
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
}

const LIBC_NAMES: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ["libc.so.6", `libc.musl-${process.arch === "arm64" ? "aarch64" : "x86_64"}.so.1`],
  darwin: ["libc.dylib"],
};

function load(): FileLocking | undefined {
  const errnoSymbol = process.platform === "linux" ? "__errno_location" : "__error";
  const libraries = LIBC_NAMES[process.platform] ?? [];
  const open = (library: string) =>
    dlopen(library, {
      flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      [errnoSymbol]: { args: [], returns: FFIType.ptr },
    });
  let libc: ReturnType<typeof open> | undefined;
  for (const library of libraries) {
    try {
      libc = open(library);
      break;
    } catch {
      // Not this name: try the next (glibc, then musl).
    }
  }
  if (!libc) return undefined;
  const { flock } = libc.symbols;
  const errnoPointer = libc.symbols[errnoSymbol]!;
  const errno = () => {
    const pointer = errnoPointer();
    return pointer === null ? -1 : read.i32(pointer, 0);
  };
  return {
    tryLock(fd) {
      if (flock(fd, LOCK_EX | LOCK_NB) === 0) return true;
      const code = errno();
      if (code === WOULD_BLOCK) return false;
      throw new Error(`flock failed (errno ${code})`);
    },
    unlock(fd) {
      flock(fd, LOCK_UN);
    },
  };
}

let loaded: { value: FileLocking | undefined } | undefined;

/** flock(2), or undefined where it cannot be called. */
export function fileLocking(): FileLocking | undefined {
  loaded ??= { value: load() };
  return loaded.value;
}
