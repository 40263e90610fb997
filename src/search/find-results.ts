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
import { requestCopy } from "../routes/request-page.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
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

/** Per database, the copy its search documents were last built from, and that sync (under way or done). */
interface Synced {
  copy: SiteCopy;
  /** The documents as JSON: a new content version (a post's write) with the same words writes nothing. */
  fingerprint: string;
  done: Promise<void>;
}
const synced = new WeakMap<Database, Synced>();

/**
 * The site's documents (site-documents.ts → site_search_documents) as `copy` has them: synced on a database's
 * first search in this process and again when the copy says something else. One sync at a time per database,
 * each after the one before; a failed sync is tried again by the next search.
 */
function documentsSynced(db: Database, copy: SiteCopy): Promise<void> {
  const last = synced.get(db);
  // A request still holding an older version's copy must not write its words over a newer one's.
  if (last !== undefined && (last.copy === copy || copy.version < last.copy.version)) return last.done;
  const documents = siteDocuments(copy);
  const fingerprint = JSON.stringify(documents);
  if (last !== undefined && last.fingerprint === fingerprint) {
    last.copy = copy;
    return last.done;
  }
  const previous = last?.done.catch(() => {}) ?? Promise.resolve();
  const entry: Synced = { copy, fingerprint, done: previous.then(() => syncSiteDocuments(db, documents)) };
  synced.set(db, entry);
  entry.done.catch(() => {
    if (synced.get(db) === entry) synced.delete(db);
  });
  return entry.done;
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
  const copy = await requestCopy(c);
  await documentsSynced(db, copy);
  const results = await searchSite(db, terms, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  // Scheduled copy going live changes the documents without a new content version: the results end with it.
  cache.set(terms.key, page, results, { version, expiresAt: Math.min(expiresAt, copy.validUntil) });
  return { kind: "results", results };
}
