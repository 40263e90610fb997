import { afterAll, expect, test } from "bun:test";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase } from "./client.ts";

const root = mkdtempSync(join(tmpdir(), "data-dir-"));
const umask = process.umask();
afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) whose mode gives group or others any permission. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

test("the embedded database's directory and every file in it are owner-only, existing ones included", async () => {
  process.umask(0o022);
  const dataDir = join(root, "data");
  // A directory left world-readable by an earlier version, with a file in it.
  mkdirSync(join(dataDir, "old"), { recursive: true, mode: 0o777 });
  chmodSync(dataDir, 0o755);
  writeFileSync(join(dataDir, "old", "leftover"), "x", { mode: 0o666 });
  chmodSync(join(dataDir, "old", "leftover"), 0o666);
  expect(openToOthers(dataDir).length).toBeGreaterThan(0);

  const database = await openDatabase({ kind: "pglite", dataDir });
  await migrateDatabase(database);
  await database.close();

  const files = readdirSync(join(dataDir, "pg"), { recursive: true });
  expect(files.length).toBeGreaterThan(100);
  expect(openToOthers(dataDir)).toEqual([]);
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
});

/**
 * Runs `code` in a Bun child as a user who may not change `dir`'s mode: as root (a container's build,
 * CI) that is nobody (uid 65534) through setpriv, since root may chmod anything; otherwise this user.
 */
function asUnprivileged(code: string): { exitCode: number; stdout: string; stderr: string } {
  const bun = [join(import.meta.dir, "..", "node_modules", ".bin", "bun"), "--no-env-file", "-e", code];
  const root = process.getuid?.() === 0;
  const command = root ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...bun] : bun;
  const run = Bun.spawnSync(command, { env: { PATH: process.env.PATH ?? "", HOME: tmpdir() }, stdout: "pipe", stderr: "pipe" });
  return { exitCode: run.exitCode, stdout: run.stdout.toString(), stderr: run.stderr.toString() };
}

const canDropRoot = process.getuid?.() !== 0 || Bun.which("setpriv") !== null;

test.skipIf(!canDropRoot)("a data directory this user may not change (a root-owned bind mount) is one line saying what to do", () => {
  // As root: a directory of root's, 0755, as a root-owned host directory looks to the image's uid 1000.
  // Otherwise: a directory to be made inside one of ours that we may not write.
  const asRoot = process.getuid?.() === 0;
  const parent = mkdtempSync(join(tmpdir(), "data-dir-foreign-"));
  const target = asRoot ? parent : join(parent, "data");
  chmodSync(parent, asRoot ? 0o755 : 0o555);
  try {
    const run = asUnprivileged(
      `import { prepareDataDir } from ${JSON.stringify(join(import.meta.dir, "data-dir.ts"))};
       try { prepareDataDir(${JSON.stringify(target)}); console.log("prepared"); } catch (error) { console.log(error.name + ": " + error.message); }`,
    );
    expect(run.stderr).toBe("");
    expect(run.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^DataDirNotWritableError: DATA_DIR \S+ is not writable by user \S+ \(uid \d+\): .*chown -R \d+:\d+ .*, or use a named volume\.$/),
    ]);
    expect(run.stdout).toContain(`DATA_DIR ${target} `);
  } finally {
    chmodSync(parent, 0o755);
    rmSync(parent, { recursive: true, force: true });
  }
});
