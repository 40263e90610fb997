/**
 * Search results kept in memory, keyed on the normalised query and the page ("Review  Replies!" and
 * "review replies" are one entry), bounded in bytes by the page cache's segmented LRU: a flood of one-off
 * queries only churns its probation segment, so the searches people repeat stay. An entry holds for the
 * content version it was read at and until the next scheduled post goes public, as a cached page does.
 */
import type { SearchPage } from "../../db/queries/site-search.ts";
import { SegmentedLru, type Sized } from "../page-cache/segmented-lru.ts";

/** Enough for thousands of result pages (a page of ten is 3–6 KB). */
export const SEARCH_CACHE_BYTES = 4 * 1024 * 1024;

class Entry implements Sized {
  readonly promotable = true;
  constructor(
    readonly results: SearchPage,
    readonly version: number,
    readonly expiresAt: number,
    readonly size: number,
  ) {}
}

export class SearchCache {
  private readonly store: SegmentedLru<Entry>;

  /**
   * @example const cache = new SearchCache(); cache.set("review replies", 1, results, { version, expiresAt });
   */
  constructor(
    maxBytes = SEARCH_CACHE_BYTES,
    private readonly now: () => number = Date.now,
  ) {
    this.store = new SegmentedLru(maxBytes);
  }

  /** The results for this normalised query and page, if read at `version` and not past their moment. */
  get(query: string, page: number, version: number): SearchPage | undefined {
    const key = `${page} ${query}`;
    const entry = this.store.get(key);
    if (entry === undefined) return undefined;
    if (entry.version === version && this.now() < entry.expiresAt) return entry.results;
    this.store.delete(key);
    return undefined;
  }

  set(query: string, page: number, results: SearchPage, stamp: { version: number; expiresAt: number }): void {
    const key = `${page} ${query}`;
    // Characters of text, twice for UTF-16, plus the objects around them: an estimate that errs high.
    const size = 2 * (key.length + JSON.stringify(results).length) + 256;
    this.store.set(key, new Entry(results, stamp.version, stamp.expiresAt, size));
  }

  get entries(): number {
    return this.store.count;
  }
}
