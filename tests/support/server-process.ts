/** The real server as a child process (`bun src/server.ts`), for tests and drills that need one. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { AssetBuildError, readAssetManifest } from "../../src/render/asset-build.ts";
import { type FreePortOptions, onFreePort, PORT_TAKEN, PortTaken } from "./free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./sandbox.ts";

const root = join(import.meta.dir, "..", "..");

export interface StartedServer {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  stdout(): string;
  stderr(): string;
  /** Both streams fully read: resolves when the process has closed them. */
  drained: Promise<void>;
}

let assetBuildChecked = false;

/**
 * The production server serves `bun run build`'s output: run the build when dist/ is missing or of older sources.
 * Checked once a process; `again` checks anyway, for a run long enough that the sources may be edited meanwhile.
 * @example ensureAssetBuild({ again: true }) // before each server a bench of many minutes starts
 */
export function ensureAssetBuild({ again = false }: { again?: boolean } = {}) {
  if (assetBuildChecked && !again) return;
  try {
    readAssetManifest();
  } catch (error) {
    if (!(error instanceof AssetBuildError)) throw error;
    const build = Bun.spawnSync([BUN, NO_ENV_FILE, join(root, "src", "cli", "build.ts")], { cwd: root, env: sandboxEnv({}), stdout: "pipe", stderr: "pipe" });
    if (build.exitCode !== 0) throw new Error(`bun run build failed:\n${build.stdout.toString()}${build.stderr.toString()}`);
  }
  assetBuildChecked = true;
}

/**
 * Starts the server in production mode on a free port, with the sandbox's environment and the given
 * settings, never a `.env` file, and an empty data directory of its own unless DATA_DIR is given.
 * `cwd` is for the test that puts a hostile `.env` there.
 */
export function startServer(env: Record<string, string>, options: { cwd?: string } = {}): StartedServer {
  if ((env.NODE_ENV ?? "production") === "production") ensureAssetBuild();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-server-"));
  const proc = Bun.spawn([BUN, NO_ENV_FILE, join(root, "src", "server.ts")], {
    cwd: options.cwd ?? root,
    env: sandboxEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_REQUESTS: "false", ...env, DATA_DIR: dataDir }),
    stdout: "pipe",
    stderr: "pipe",
  });
  return { proc, ...collectOutput(proc) };
}

/** Reads a child's two streams as they come: the text so far, and a promise for when both are closed. */
export function collectOutput(proc: Subprocess<"ignore", "pipe", "pipe">) {
  const text = { out: "", err: "" };
  const collect = async (stream: ReadableStream<Uint8Array>, key: "out" | "err") => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text[key] += decoder.decode(chunk, { stream: true });
  };
  const drained = Promise.all([collect(proc.stdout, "out"), collect(proc.stderr, "err")]).then(() => {});
  return { stdout: () => text.out, stderr: () => text.err, drained };
}

/**
 * Waits for the listening line and returns the URL. A first start (a new embedded database and its migrations)
 * takes 10 s on a quiet 2-core machine and took over 30 s in CI beside the browser tests: a minute before giving up.
 */
export async function waitForListening(s: StartedServer): Promise<string> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const match = /Listening on (http:\/\/\S+)/.exec(s.stdout());
    if (match) return match[1]!;
    if (s.proc.exitCode !== null) break;
    await Bun.sleep(50);
  }
  throw new Error(`server did not start:\n${s.stdout()}\n${s.stderr()}`);
}

/**
 * Starts the server on a port its settings must name beforehand (SITE_URL: `env` is given the port) and waits
 * for its listening line; on another port when that one was taken before the server bound it. A server whose
 * address may be anything binds PORT=0 instead (startServer's default).
 * @example const { server, url } = await startListeningOnFreePort((port) => ({ SITE_URL: `http://127.0.0.1:${port}` }));
 */
export function startListeningOnFreePort(env: (port: number) => Record<string, string>, options: FreePortOptions = {}): Promise<{ server: StartedServer; url: string }> {
  return onFreePort(async (port) => {
    const server = startServer({ ...env(port), PORT: String(port) });
    try {
      return { server, url: await waitForListening(server) };
    } catch (error) {
      if (server.proc.exitCode === null) server.proc.kill("SIGTERM");
      const { stdout, stderr } = await finishServer(server);
      if (PORT_TAKEN.test(stdout + stderr)) throw new PortTaken(`port ${port} was taken:\n${stderr}`);
      throw error;
    }
  }, options);
}

/** Waits for the process to end (send it a signal first) and returns its exit code and output. */
export async function finishServer(s: StartedServer) {
  const code = await s.proc.exited;
  await s.drained;
  return { code, stdout: s.stdout(), stderr: s.stderr() };
}
