/**
 * The variants this instance has served lately, in memory (MEDIA_CACHE_MB): an image's bytes never change
 * under its address, so a kept copy is never stale, only evicted. Concurrent misses for one variant share one
 * database read. The same segmented LRU as the page cache: a crawler walking every image once churns only
 * the probation segment, never the images people keep looking at.
 */
import type { Database } from "../../db/client.ts";
import { readVariant } from "../../db/queries/media.ts";
import { SegmentedLru } from "../page-cache/segmented-lru.ts";
import type { MediaFormat } from "../shared/media.ts";

export interface CachedVariant {
  bytes: Uint8Array;
  etag: string;
  size: number;
  promotable: true;
}

/** Per entry besides its bytes: the key, the Map slots, the object. */
const OVERHEAD_BYTES = 200;

export class VariantCache {
  private readonly lru: SegmentedLru<CachedVariant>;
  private readonly pending = new Map<string, Promise<CachedVariant | undefined>>();

  constructor(maxBytes: number) {
    this.lru = new SegmentedLru<CachedVariant>(maxBytes);
  }

  /** @example const variant = await cache.get(db, "0123456789abcdef", 640, "avif"); */
  get(db: Database, key: string, width: number, format: MediaFormat): Promise<CachedVariant | undefined> | CachedVariant | undefined {
    const id = `${key}/${width}.${format}`;
    const kept = this.lru.get(id);
    if (kept) return kept;
    const reading = this.pending.get(id);
    if (reading) return reading;
    const read = readVariant(db, key, width, format)
      .then((row) => {
        if (!row) return undefined;
        const entry: CachedVariant = { bytes: row.bytes, etag: row.etag, size: row.bytes.byteLength + id.length + OVERHEAD_BYTES, promotable: true };
        this.lru.set(id, entry);
        return entry;
      })
      .finally(() => this.pending.delete(id));
    this.pending.set(id, read);
    return read;
  }

  /** An upload deleted here: its variants go from this instance's memory at once. */
  forget(key: string): void {
    for (const id of this.lru.keys()) if (id.startsWith(`${key}/`)) this.lru.delete(id);
  }
}
