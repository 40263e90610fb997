/**
 * What every request handler can reach (Hono's context variables): the app's dependencies, set once per
 * app. Not to be confused with src/env.ts, the process environment.
 */
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { SiteIdentity } from "./content/identity.ts";
import type { Env } from "./env.ts";
import type { MediaServices } from "./media/media-services.ts";
import type { ContentVersion } from "./page-cache/content-version.ts";
import type { AssetBundle } from "./render/assets.ts";
import type { SiteCopyStore } from "./site-copy/site-copy-store.ts";
import type { PageViewCounter } from "./traffic/page-view-counter.ts";

export interface AppDeps {
  env: Env;
  /** The site identity as published now (its defaults are the environment's); a render reads its own copy's. */
  identity: SiteIdentity;
  /** The site's copy, per content version; createApp makes it when absent. */
  siteCopy?: SiteCopyStore;
  /** The connection: its kind, ping, LISTEN, outage tracking. */
  database: DatabaseHandle;
  /** Its Drizzle instance (database.db), what queries take. */
  db: Database;
  assets: AssetBundle;
  /** The content version this instance knows; admin writes refresh it before they answer. */
  versions: Pick<ContentVersion, "current" | "refresh">;
  /** The upload workers and the image variants kept in memory; createApp makes them when absent. */
  media?: MediaServices;
  /** The page views counted in memory, written in batches; createApp makes it when absent. */
  pageViews?: PageViewCounter;
  /** Writes the counts kept in memory (redirect hits, 404s, page views); set by the site handler. */
  flushCounts?: () => Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by a page-cached route and the not-found page: the same answer for everyone (no opener isolation: securityHeaders). */
    sharedPage?: true;
  };
}
