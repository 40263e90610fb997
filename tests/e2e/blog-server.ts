/**
 * A server of the blog's own for its browser tests: a fresh embedded database filled by
 * blog-fixtures.ts, on a free port, so the tests know exactly which posts exist (the shared e2e
 * server's content changes under the admin tests).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";

const root = join(import.meta.dirname, "..", "..");

export interface BlogServer {
  url: string;
  stop(): Promise<void>;
}

/** @example const site = await startBlogServer("fixtures"); … await site.stop(); */
export async function startBlogServer(content: "fixtures" | "empty"): Promise<BlogServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `blog-e2e-${content}-`));
  const prepared = spawnSync(BUN, [NO_ENV_FILE, "tests/e2e/blog-fixtures.ts", dataDir, content], { cwd: root, encoding: "utf8", env: sandboxEnv() });
  if (prepared.status !== 0) throw new Error(`blog-fixtures.ts failed:\n${prepared.stderr}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = "";
  const server = spawn(BUN, [NO_ENV_FILE, "src/server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: sandboxEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "blog-e2e-password-123",
      DEMO_CONTENT: "false",
      NODE_ENV: "development",
      LOG_REQUESTS: "false",
    }),
  });
  server.stderr!.on("data", (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`blog server exited:\n${stderr}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    if (i > 900) throw new Error(`blog server did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
