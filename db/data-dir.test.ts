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
