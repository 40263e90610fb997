/** The production server as a bench measures it: a free port, its own SITE_URL, no request log, no demo content. */
import { finishServer, startListeningOnFreePort } from "../support/server-process.ts";

export interface BenchServer {
  origin: string;
  /** SIGTERM, then the exit; what the server wrote to stderr is printed, so a bench's failure has its cause. Resolves with its standard output. */
  stop(): Promise<string>;
}

/** `env` adds to or overrides the defaults: DATA_DIR or DATABASE_URL, ADMIN_PASSWORD, limits… */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const { server, url: origin } = await startListeningOnFreePort((port) => ({
    SITE_URL: `http://127.0.0.1:${port}`,
    ALLOW_HTTP_SITE_URL: "true",
    DEMO_CONTENT: "false",
    ...env,
  }));
  return {
    origin,
    async stop() {
      server.proc.kill("SIGTERM");
      const { stdout, stderr } = await finishServer(server);
      if (stderr.trim()) console.error(stderr.trimEnd());
      return stdout;
    },
  };
}
