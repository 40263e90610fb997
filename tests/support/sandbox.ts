/**
 * Tests and benchmarks touch only databases they create themselves. Three walls:
 *
 * 1. Importing this module removes from `process.env` every variable that could point at someone's data
 *    (DATABASE_URL, DATA_DIR, libpq's PG* variables) — whether it came from the shell or from a `.env`
 *    file Bun loaded. Every test entry point imports it first: the bun test preload, the runner, the
 *    Playwright config, each bench.
 * 2. Children are started with `sandboxEnv()` — an allowlist of harmless variables plus what the caller
 *    sets — and Bun children with `--no-env-file`, so no `.env` can add a DATABASE_URL back.
 * 3. A PostgreSQL URL is used only if its server is a throw-away one started by tests/postgres-server.ts,
 *    recognised by its `cluster_name`; anything else is refused before the first write.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Variables that point a process at data: never inherited by a test or a child of one. */
export const DATA_VARIABLES = ["DATABASE_URL", "DATA_DIR", "PGHOST", "PGHOSTADDR", "PGPORT", "PGDATABASE", "PGUSER", "PGPASSWORD", "PGPASSFILE", "PGSERVICE", "PGSERVICEFILE"];

/** What a child may inherit: how to find programs and browsers, locale, terminal and CI hints. */
const INHERITED = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TERM", "CI", "NO_COLOR", "FORCE_COLOR", "CHROMIUM_PATH", "PG_BIN_DIR", "USER"];

/** The cluster_name every throw-away PostgreSQL server is started with, and the only one tests will use. */
export const THROWAWAY_CLUSTER_NAME = "site-throwaway-test";

for (const name of DATA_VARIABLES) delete process.env[name];

// Not import.meta.dir: the Playwright config imports this module under Node.
const root = fileURLToPath(new URL("../..", import.meta.url));
/** The project's Bun, as children are started with it. */
export const BUN = join(root, "node_modules", ".bin", "bun");
/** Bun arguments for a child: never load a `.env` file. */
export const NO_ENV_FILE = "--no-env-file";

/**
 * The environment of a child process: the harmless part of ours, then the caller's settings. A
 * DATABASE_URL may be given only for a server this process started (see tests/postgres-server.ts).
 * @example Bun.spawn([BUN, NO_ENV_FILE, "src/server.ts"], { env: sandboxEnv({ DATA_DIR: dir }) });
 */
export function sandboxEnv(settings: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  if (env.DATABASE_URL !== undefined && !throwAwayUrls.has(env.DATABASE_URL)) {
    throw new Error("sandboxEnv: DATABASE_URL may only name a throw-away server started by this process (tests/postgres-server.ts)");
  }
  return env;
}

/**
 * What npm and `bun install` need to reach their registry (a mirror, a proxy), for the tests that install.
 * npm prefers its cache: the lockfile has no tarball addresses here (omit-lockfile-registry-resolved), so
 * without it each install asks the registry again for every package's metadata — over 300 requests that
 * the project's own install has just made, and one network hiccup away from a failed test.
 */
export function packageRegistryEnv(): Record<string, string> {
  const passed = Object.entries(process.env).filter(([name, value]) => value !== undefined && /^(npm_config_|HTTPS?_PROXY$|NO_PROXY$)/i.test(name));
  return { npm_config_prefer_offline: "true", ...(Object.fromEntries(passed) as Record<string, string>) };
}

const throwAwayUrls = new Set<string>();

/** For tests/postgres-server.ts: this URL is a server this process started and will delete. */
export function registerThrowAwayUrl(url: string): void {
  throwAwayUrls.add(url);
}
