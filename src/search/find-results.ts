/**
 * One page of search results for a request, at bounded cost: from the search cache when it holds them, else
 * — only then — counted against the client's rate limit and read from the database, and kept.
 */
import type { Context } from "hono";
import type { Database } from "../../db/client.ts";
import { nextScheduledPublication } from "../../db/queries/posts.ts";
import { hitRateLimit } from "../../db/queries/rate-limits.ts";
import { type SearchPage, searchSite, syncSiteDocuments } from "../../db/queries/site-search.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { SearchCache } from "./search-cache.ts";
import type { SearchTerms } from "./search-terms.ts";
import { siteDocuments } from "./site-documents.ts";

export const SEARCH_PAGE_SIZE = 10;
/** Searches that miss the cache, per client and window: a person searching never meets it, a scraper does. */
export const SEARCH_RATE_LIMIT = 30;
export const SEARCH_RATE_WINDOW_MS = 60_000;

/** One cache per database (test apps each have their own; a server has one). */
const caches = new WeakMap<Database, SearchCache>();

function cacheFor(db: Database): SearchCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Per database, the sync of the site's documents (src/content → site_search_documents) made on its first search in this process. */
const synced = new WeakMap<Database, Promise<void>>();

function documentsSynced(db: Database): Promise<void> {
  let syncing = synced.get(db);
  if (syncing === undefined) {
    syncing = syncSiteDocuments(db, siteDocuments());
    synced.set(db, syncing);
    // A failed sync (the database was unreachable) is tried again by the next search.
    syncing.catch(() => synced.delete(db));
  }
  return syncing;
}

export type FoundResults = { kind: "results"; results: SearchPage } | { kind: "limited"; retryAfterSeconds: number };

/**
 * @example const found = await findResults(c, parseSearchQuery("reviews")!, 1);
 */
export async function findResults(c: Context<AppEnv>, terms: SearchTerms, page: number): Promise<FoundResults> {
  const { db, env, versions } = c.var.deps;
  const cache = cacheFor(db);
  const version = versions.current;
  const cached = cache.get(terms.key, page, version);
  if (cached !== undefined) return { kind: "results", results: cached };
  const limit = await hitRateLimit(db, { bucket: "search", subject: clientIp(c, env.proxyTrust), limit: SEARCH_RATE_LIMIT, windowMs: SEARCH_RATE_WINDOW_MS });
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  // Read before the results, as the page cache does: a post going public meanwhile can only expire them early.
  const expiresAt = await nextScheduledPublication(db);
  await documentsSynced(db);
  const results = await searchSite(db, terms, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  cache.set(terms.key, page, results, { version, expiresAt });
  return { kind: "results", results };
}
