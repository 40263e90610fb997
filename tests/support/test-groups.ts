/**
 * Which bun test files run in which step of `npm test` (tests/run-all.ts):
 * - system drills: whole processes, installs, images, checkers, hundreds of requests — a step of their own,
 *   beside the unit passes rather than in their line;
 * - engine tests: files that open a database (they reach db/client.ts) or read TEST_DATABASE_URL — the only
 *   ones the PostgreSQL pass runs again; a file that never touches a database gives the same answer twice.
 * Found from the files themselves (their imports), so a new test lands in the right step without a list to keep.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = join(import.meta.dir, "..", "..");

/** Drills: each starts servers, installs, or runs a checker or thousands of requests (docs/testing.md). */
export const SYSTEM_DRILLS = [
  "tests/production-image.test.ts",
  "tests/dev-server.test.ts",
  "tests/server-process.test.ts",
  "tests/nu-html-check.test.ts",
  "tests/fuzz.test.ts",
  "tests/sandbox.test.ts",
  "tests/backup.test.ts",
  "tests/deploy-process.test.ts",
  "tests/multi-instance.test.ts",
  "tests/outage.test.ts",
  "tests/reminder-instances.test.ts",
  "tests/database-server-check.test.ts",
];

/** Every bun test file, as a path from the repository root, sorted. */
export function allTestFiles(): string[] {
  const glob = new Bun.Glob("**/*.test.{ts,tsx}");
  return [...glob.scanSync({ cwd: root })].filter((path) => !path.startsWith("node_modules/") && !path.includes("/node_modules/")).sort();
}

const ts = new Bun.Transpiler({ loader: "ts" });
const tsx = new Bun.Transpiler({ loader: "tsx" });
const databaseClient = resolve(root, "db/client.ts");

/** The project file an import names, or undefined for a package or a file that is not source. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Whether a file reaches the database client through its imports (type-only imports do not count). */
function reachesDatabase(file: string, seen: Map<string, boolean>, path: Set<string> = new Set()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  if (file === databaseClient) return true;
  if (path.has(file)) return false;
  path.add(file);
  const code = readFileSync(file, "utf8");
  let reaches = /\bTEST_DATABASE_URL\b/.test(code);
  for (const { path: specifier } of (file.endsWith(".tsx") ? tsx : ts).scanImports(code)) {
    if (reaches) break;
    const target = resolveImport(file, specifier);
    if (target && reachesDatabase(target, seen, path)) reaches = true;
  }
  path.delete(file);
  // A file left undecided inside a cycle is decided again later, from its own start.
  if (reaches || path.size === 0) seen.set(file, reaches);
  return reaches;
}

/** The test files whose answer can depend on the database engine (paths from the repository root). */
export function engineTestFiles(files: string[] = allTestFiles()): string[] {
  const seen = new Map<string, boolean>();
  return files.filter((file) => reachesDatabase(resolve(root, file), seen));
}

// bun test ignores a timeout in bunfig.toml; 30 s leaves room for argon2 and database set-up on a busy machine.
/** One bun test process, one file after another (the system drills). */
export const BUN_TEST = [join(root, "node_modules", ".bin", "bun"), "--no-env-file", "test", "--timeout", "30000"];
/**
 * Two workers, one module registry each (as a lone `bun test` has): the assets and the PGlite dump are made once
 * per worker. --timings starts the slowest files first.
 */
export const BUN_TEST_PARALLEL = [...BUN_TEST, "--parallel=2", "--no-isolate", "--timings=tests/bun-timings.json"];

/** bun test reads a bare argument as a filter on names; "./path" is that one file. Flags and absolute paths pass as they are. */
export function asTestPaths(files: string[]): string[] {
  return files.map((file) => (file.startsWith("-") || file.startsWith("/") || file.startsWith("./") ? file : `./${file}`));
}
