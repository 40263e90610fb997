import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireDataDirLock, DataDirLockedError } from "./embedded-lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  test("a second holder is refused with a message naming the first", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    // Our own pid counts as taken over; simulate another live process (pid 1 always runs).
    writeFileSync(lock.path, "1\n");
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process \(pid 1\)/);
  });

  test("release removes the lock so the next start succeeds", () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    first.release();
    expect(existsSync(join(dir, ".lock"))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  test("a lock left by a process that is gone is taken over", () => {
    const dir = tempDir();
    writeFileSync(join(dir, ".lock"), "2147483646\n");
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });

  test("the directory is created when missing", () => {
    const dir = join(tempDir(), "nested", "data");
    acquireDataDirLock(dir).release();
  });
});
