/** The Hono app in-process on a fresh test database, for app.request() tests. */
import { createApp, type App } from "../../src/app.ts";
import type { AppDeps } from "../../src/app-env.ts";
import { loadSiteConfig } from "../../src/content/site.ts";
import { parseEnv } from "../../src/env.ts";
import { buildAssets, type AssetBundle } from "../../src/render/assets.ts";
import { createTestDatabase } from "./test-database.ts";

let assets: Promise<AssetBundle> | undefined;

export interface TestApp {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * @example const { app, close } = await createTestApp(); const res = await app.request("/");
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  assets ??= buildAssets({ production: true });
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "https://www.example.test", ...envOverrides });
  const database = await createTestDatabase();
  const deps: AppDeps = { env, site: loadSiteConfig({}), database, db: database.db, assets: await assets };
  return { app: createApp(deps), deps, close: () => database.close() };
}
