/**
 * A throw-away PostgreSQL server for the test run: initdb + pg_ctl in a temporary directory,
 * on a free loopback port, stopped and deleted afterwards, its cluster named THROWAWAY_CLUSTER_NAME
 * (the only kind of server the tests will write to). Returns undefined when no binaries exist.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onFreePort, PORT_TAKEN, PortTaken } from "./support/free-port.ts";
import { registerThrowAwayUrl, THROWAWAY_CLUSTER_NAME } from "./support/sandbox.ts";

export interface PostgresServer {
  url: string;
  version: string;
  /** Stops the server (fast shutdown: sessions are cut) and keeps its data, for an outage drill. Async: a drill's load keeps running. */
  pause(): Promise<void>;
  /** Starts a paused server again on the same port; resolves when it accepts connections. */
  resume(): Promise<void>;
  stop(): void;
}

export function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN_DIR];
  if (existsSync("/usr/lib/postgresql")) {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  return candidates.find((dir): dir is string => !!dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

function command(cmd: string, args: string[], asUser?: string): string[] {
  return asUser ? ["runuser", "-u", asUser, "--", cmd, ...args] : [cmd, ...args];
}

/** Like run(), without blocking the event loop. */
async function runAsync(cmd: string, args: string[], asUser?: string): Promise<void> {
  const proc = Bun.spawn(command(cmd, args, asUser), { stdout: "pipe", stderr: "pipe" });
  const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${code}):\n${out}\n${err}`);
}

function run(cmd: string, args: string[], asUser?: string) {
  const [file, ...argv] = command(cmd, args, asUser);
  const result = spawnSync(file!, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * @example const pg = await startPostgres(); process.env.TEST_DATABASE_URL = pg.url; … pg.stop();
 */
export async function startPostgres(options: { clusterName?: string } = {}): Promise<PostgresServer | undefined> {
  const bin = findBinDir();
  if (!bin) return undefined;
  // initdb refuses to run as root: run the server as the postgres user on a directory it owns.
  const asUser = process.getuid?.() === 0 ? "postgres" : undefined;
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  chmodSync(dir, 0o777);
  if (asUser) run("chown", [asUser, dir]);
  const dataDir = join(dir, "data");
  // The mark tests/support/test-database.ts checks before it writes anything (tests pass another to try the refusal).
  const clusterName = options.clusterName ?? THROWAWAY_CLUSTER_NAME;
  run(join(bin, "initdb"), ["-D", dataDir, "-U", "app", "--auth=trust", "--no-sync", "-E", "UTF8"], asUser);
  const log = join(dir, "server.log");
  const startArgsOn = (port: number) => [
    "-D",
    dataDir,
    "-l",
    log,
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c cluster_name=${clusterName}`,
    "-w",
    "start",
  ];
  const stopArgs = ["-D", dataDir, "-m", "fast", "-w", "stop"];
  // PostgreSQL cannot be asked for port 0: a port found free, and another if it was taken before the server bound it.
  const port = await onFreePort(async (port) => {
    const logBefore = existsSync(log) ? readFileSync(log, "utf8").length : 0;
    try {
      run(join(bin, "pg_ctl"), startArgsOn(port), asUser);
      return port;
    } catch (error) {
      if (existsSync(log) && PORT_TAKEN.test(readFileSync(log, "utf8").slice(logBefore))) throw new PortTaken(String(error));
      throw error;
    }
  });
  const startArgs = startArgsOn(port);
  const version = run(join(bin, "pg_ctl"), ["--version"]).trim();
  let stopped = false;
  let paused = false;
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  if (clusterName === THROWAWAY_CLUSTER_NAME) registerThrowAwayUrl(url);
  return {
    url,
    version,
    async pause() {
      await runAsync(join(bin, "pg_ctl"), stopArgs, asUser);
      paused = true;
    },
    async resume() {
      await runAsync(join(bin, "pg_ctl"), startArgs, asUser);
      paused = false;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!paused) run(join(bin, "pg_ctl"), stopArgs, asUser);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
