/**
 * A browser test's own server: `bun src/server.ts` on a data directory the caller prepared, a free port
 * and the test's environment, for tests that need content or settings the shared e2e server does not have;
 * and the Playwright `test` that gives a spec such a site of its own. Runs under Node (Playwright loads it), so no Bun APIs.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { onFreePort, PORT_TAKEN, PortTaken } from "../support/free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { test as base } from "./fixtures.ts";

const root = join(import.meta.dirname, "..", "..");

export interface OwnServer {
  url: string;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /**
   * The host name of SITE_URL and of `url`: "localhost" where the browser must see a domain, as WebAuthn
   * does (an IP address is never a relying party ID). The server still listens on 127.0.0.1.
   */
  hostname?: "127.0.0.1" | "localhost";
}

/** @example const site = await startOwnServer("blog", dataDir, { ADMIN_PASSWORD: "…" }); … await site.stop(); */
export async function startOwnServer(name: string, dataDir: string, env: Record<string, string>, options: OwnServerOptions = {}): Promise<OwnServer> {
  return onFreePort((port) => startOn(port, name, dataDir, env, options));
}

/**
 * One try on one port. Ready when this process says it listens (a port's /healthz could be another
 * server's, one that took the port in between); PortTaken when it says the port is in use.
 */
async function startOn(port: number, name: string, dataDir: string, env: Record<string, string>, options: OwnServerOptions): Promise<OwnServer> {
  const url = `http://${options.hostname ?? "127.0.0.1"}:${port}`;
  let output = "";
  const server = spawn(BUN, [NO_ENV_FILE, "src/server.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: sandboxEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      NODE_ENV: "development",
      LOG_REQUESTS: "false",
      REQUEST_DEADLINE_MS: "60000",
      ...env,
    }),
  });
  server.stdout!.on("data", (chunk) => (output += String(chunk)));
  server.stderr!.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const end = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  const stop = async () => {
    await end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; !output.includes("Listening on http"); i++) {
    if (server.exitCode !== null || i > 900) {
      await end();
      // The data directory stays for the next port's try.
      if (PORT_TAKEN.test(output)) throw new PortTaken(`the ${name} server's port ${port} was taken:\n${output}`);
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the ${name} server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, output: () => output, stop };
}

/** What a spec's own site must offer the fixture below: where it is and how to stop it. */
export interface StartedSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * The `test` of a spec with a site of its own: `start` runs once per worker, the worker-scoped fixture `site` is
 * what it returned, and relative addresses (page.goto, page.request) go to it. Each call makes a new fixture
 * function, so Playwright never hands one spec's worker, and its site, to another spec.
 * @example const test = testOnOwnSite(() => startOwnServer("traffic", migratedDataDir("traffic-e2e-"), env));
 */
export function testOnOwnSite<Site extends StartedSite>(start: () => Promise<Site>) {
  return base.extend<object, { site: Site }>({
    site: [
      async ({}, use) => {
        const site = await start();
        await use(site);
        await site.stop();
      },
      // A fresh server builds its assets and database first: on a loaded machine that outlasts the 30 s default.
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ site }, use) => use(site.url),
  });
}

/**
 * `bun run build` unless dist/ already holds a build of these sources: a server started with
 * NODE_ENV=production serves dist/ and refuses a stale one.
 */
export function ensureProductionBuild(): void {
  const check = `import { ensureAssetBuild } from "./tests/support/server-process.ts"; ensureAssetBuild();`;
  const built = spawnSync(BUN, [NO_ENV_FILE, "-e", check], { cwd: root, encoding: "utf8", env: sandboxEnv() });
  if (built.status !== 0) throw new Error(`the production build failed:\n${built.stdout}${built.stderr}`);
}
