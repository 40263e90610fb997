/**
 * A server of the blog's own for its browser tests: a fresh embedded database filled by
 * blog-fixtures.ts, on a free port, so the tests know exactly which posts exist (the shared e2e
 * server's content changes under the admin tests).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { BUN, NO_ENV_FILE, sandboxEnv } from "../support/sandbox.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { test as base } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const root = join(import.meta.dirname, "..", "..");

export interface BlogServer {
  url: string;
  stop(): Promise<void>;
}

/** @example const site = await startBlogServer("fixtures"); … await site.stop(); */
export async function startBlogServer(content: "fixtures" | "empty"): Promise<BlogServer> {
  const dataDir = migratedDataDir(`blog-e2e-${content}-`);
  const prepared = spawnSync(BUN, [NO_ENV_FILE, "tests/e2e/blog-fixtures.ts", dataDir, content], { cwd: root, encoding: "utf8", env: sandboxEnv() });
  if (prepared.status !== 0) throw new Error(`blog-fixtures.ts failed:\n${prepared.stderr}`);
  return startOwnServer("blog", dataDir, { ADMIN_PASSWORD: "blog-e2e-password-123" });
}

/** The browser test of a spec that reads the fixture posts: one blog server per worker, its base URL. */
export const testOnBlogFixtures = base.extend<object, { blogSite: string }>({
  blogSite: [
    async ({}, use) => {
      const site = await startBlogServer("fixtures");
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ blogSite }, use) => use(blogSite),
});
