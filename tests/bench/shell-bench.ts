/**
 * `bun run bench`: figures for the foundation — cold and warm start to the first answered request,
 * and the bytes a visitor downloads for the home page (HTML, CSS, JS; gzip and brotli).
 * Prints numbers only; nothing here asserts a time.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { ensureAssetBuild } from "../support/server-process.ts";

const root = join(import.meta.dir, "..", "..");
const port = 4391;
const base = `http://127.0.0.1:${port}`;

async function timeToFirstResponse(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  // Not timed: a build is `bun run build`'s work, not the start's.
  ensureAssetBuild();
  const started = performance.now();
  const proc = Bun.spawn([BUN, NO_ENV_FILE, "src/server.ts"], {
    cwd: root,
    env: sandboxEnv({ NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false", ADMIN_PASSWORD: "bench-password-123" }),
    stdout: "ignore",
    stderr: "inherit",
  });
  for (;;) {
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) {
        await res.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null) throw new Error("server exited during start");
    await Bun.sleep(10);
  }
  const ms = performance.now() - started;
  return {
    ms,
    stop: async () => {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function transferSize(url: string, encoding: string): Promise<number> {
  const res = await fetch(url, { headers: { "Accept-Encoding": encoding }, decompress: false } as RequestInit);
  return (await res.arrayBuffer()).byteLength;
}

const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
try {
  const cold = await timeToFirstResponse(join(dataDir, "db"));
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!);

  const sizes = async (urls: string[], encoding: string) => (await Promise.all(urls.map((u) => transferSize(base + u, encoding)))).reduce((a, b) => a + b, 0);
  const row = async (label: string, urls: string[]) =>
    console.log(
      `${label.padEnd(34)} raw ${String(await sizes(urls, "identity")).padStart(7)} B   gzip ${String(await sizes(urls, "gzip")).padStart(6)} B   br ${String(await sizes(urls, "br")).padStart(6)} B`,
    );

  console.log(`Cold start (new DATA_DIR: initdb, migrations, seed, build) to first 200 on /: ${cold.ms.toFixed(0)} ms`);
  await cold.stop();
  const warm = await timeToFirstResponse(join(dataDir, "db"));
  console.log(`Warm start (existing DATA_DIR) to first 200 on /: ${warm.ms.toFixed(0)} ms`);
  console.log(`\nHome page islands: ${islands.join(", ")}`);
  await row("HTML of /", ["/"]);
  await row("CSS", css);
  await row(`JS (${scripts.length} files)`, scripts);
  const menuOnly = scripts.filter((s) => !s.includes("services-menu"));
  await row("JS with the mobile menu alone", menuOnly);
  await warm.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
