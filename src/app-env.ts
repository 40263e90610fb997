/** What every request handler can reach: the app's dependencies, set once per app. */
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { SiteConfig } from "./content/site.ts";
import type { Env } from "./env.ts";
import type { ContentVersion } from "./page-cache/content-version.ts";
import type { AssetBundle } from "./render/assets.ts";

export interface AppDeps {
  env: Env;
  site: SiteConfig;
  database: DatabaseHandle;
  db: Database;
  assets: AssetBundle;
  /** The content version this instance knows; admin writes refresh it before they answer. */
  versions: Pick<ContentVersion, "current" | "refresh">;
}

export interface AppEnv {
  Variables: { deps: AppDeps };
}
