import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireDataDirLock, DataDirLockedError } from "./embedded-lock.ts";
import { fileLocking } from "./file-lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LOCKER = join(import.meta.dir, "..", "tests", "support", "hold-data-dir-lock.ts");

/** Starts a process that tries to take the lock and, if it gets it, holds it for `holdMs`. */
function spawnLocker(dir: string, holdMs: number) {
  return Bun.spawn([process.execPath, LOCKER, dir, String(holdMs)], { stdout: "pipe", stderr: "pipe" });
}

async function firstLine(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text.split("\n")[0]!;
}

describe("acquireDataDirLock (flock)", () => {
  test("flock can be called on this machine", () => {
    expect(fileLocking()).toBeDefined();
  });

  test("a second holder in this process is refused, naming the first by pid", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8")).toBe(`${process.pid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`is in use by another process (pid ${process.pid})`);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  test("the file's content never decides: a stale pid, an empty or garbled file are not held", () => {
    for (const content of ["2147483646\n", "", "not a pid"]) {
      const dir = tempDir();
      writeFileSync(join(dir, ".lock"), content);
      acquireDataDirLock(dir).release();
    }
  });

  test("held by a live process: refused, with the pid, and taken at once when that process dies (even by SIGKILL)", async () => {
    const dir = tempDir();
    const holder = spawnLocker(dir, 60_000);
    try {
      expect(await firstLine(holder.stdout)).toBe("locked");
      expect(() => acquireDataDirLock(dir)).toThrow(`is in use by another process (pid ${holder.pid})`);
      holder.kill("SIGKILL");
      await holder.exited;
      acquireDataDirLock(dir).release();
    } finally {
      holder.kill("SIGKILL");
    }
  });

  test("eight processes racing for one directory, three rounds: exactly one gets it each time", async () => {
    for (let round = 0; round < 3; round++) {
      const dir = tempDir();
      const racers = Array.from({ length: 8 }, () => spawnLocker(dir, 1500));
      const outcomes = await Promise.all(racers.map((racer) => firstLine(racer.stdout)));
      await Promise.all(racers.map((racer) => racer.exited));
      expect(outcomes.filter((o) => o === "locked")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "refused")).toHaveLength(7);
    }
  }, 60_000);

  test("the directory is created when missing", () => {
    const dir = join(tempDir(), "nested", "data");
    acquireDataDirLock(dir).release();
  });
});

describe("acquireDataDirLock (pid-file fallback, where flock cannot be called)", () => {
  const noFlock = { locking: null };

  test("the lock appears with the pid in it; release removes it", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, noFlock);
    expect(readFileSync(lock.path, "utf8")).toBe(`${process.pid}\n`);
    expect(() => acquireDataDirLock(dir, noFlock)).toThrow(`(pid ${process.pid})`);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dir, noFlock).release();
  });

  test("a live holder is refused; content that is no pid counts as held; a dead holder's lock is taken over", () => {
    const dir = tempDir();
    const path = join(dir, ".lock");
    writeFileSync(path, "1\n"); // pid 1 always runs
    expect(() => acquireDataDirLock(dir, noFlock)).toThrow("in use by another process (pid 1)");
    for (const content of ["", "garbled"]) {
      writeFileSync(path, content);
      expect(() => acquireDataDirLock(dir, noFlock)).toThrow("in use by another process.");
    }
    writeFileSync(path, "2147483646\n");
    acquireDataDirLock(dir, noFlock).release();
  });
});
