/**
 * One rendered public response, kept as final bytes with every header it will ever be sent with, built
 * once when it is rendered: per content coding (identity, gzip, br) and for 304. Entries are immutable;
 * adding a compressed variant makes a new entry that replaces the old one in the store.
 */
import { type ContentCoding, contentHash, etagOf, noneMatchHits } from "../http/etag.ts";
import type { Sized } from "./segmented-lru.ts";

/** A route may bound an entry's life in time (a post scheduled for later): epoch ms, stripped before sending. */
export const EXPIRES_HEADER = "x-page-expires";

// Headers the cache sets itself, or that describe one transfer rather than the content.
const REPLACED = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "etag", "cache-control", "vary", "connection", EXPIRES_HEADER]);

/** What a Map entry, its key and six Headers objects cost beyond the bytes, roughly. */
const OVERHEAD_BYTES = 4096;

/** Bytes as Response bodies take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface RenderedResponse {
  key: string;
  status: number;
  headers: Headers;
  body: Bytes;
  /** Content version it was rendered at; null when the route never reads content. */
  version: number | null;
  /** Epoch ms after which it must not be served (scheduled content); the route's header may say sooner. */
  expiresAt?: number;
  /** Cache-Control sent with it (for browsers and CDNs). */
  cacheControl: string;
}

interface Variants {
  identity: Bytes;
  gzip: Bytes | undefined;
  br: Bytes | undefined;
}

type EntryFields = Pick<CachedResponse, "key" | "status" | "version" | "expiresAt" | "hash" | "lastModified" | "body" | "headers" | "notModified">;

export class CachedResponse implements Sized {
  readonly key: string;
  readonly status: number;
  readonly version: number | null;
  /** Epoch ms after which the entry is not served (Infinity: only a content write ends it). */
  readonly expiresAt: number;
  /** Shared by the tags of every coding; empty for responses without validators (404). */
  readonly hash: string;
  /** Last-Modified in epoch ms (whole seconds), for If-Modified-Since. */
  readonly lastModified: number | undefined;
  readonly body: Variants;
  readonly headers: Record<ContentCoding, Headers>;
  readonly notModified: Record<ContentCoding, Headers>;
  readonly size: number;
  /** A 404 never leaves probation: a flood of dead links cannot displace pages that exist. */
  readonly promotable: boolean;

  private constructor(from: EntryFields) {
    this.key = from.key;
    this.status = from.status;
    this.version = from.version;
    this.expiresAt = from.expiresAt;
    this.hash = from.hash;
    this.lastModified = from.lastModified;
    this.body = from.body;
    this.headers = from.headers;
    this.notModified = from.notModified;
    this.promotable = from.status === 200;
    const { identity, gzip, br } = from.body;
    this.size = OVERHEAD_BYTES + from.key.length * 2 + identity.byteLength + (gzip?.byteLength ?? 0) + (br?.byteLength ?? 0);
  }

  /**
   * @example const entry = CachedResponse.from({ key: "/blog", status: 200, headers, body, version: 7, cacheControl });
   */
  static from(rendered: RenderedResponse): CachedResponse {
    const hash = rendered.status === 200 ? contentHash(rendered.body) : "";
    const expires = Math.min(Number(rendered.headers.get(EXPIRES_HEADER) ?? Number.POSITIVE_INFINITY), rendered.expiresAt ?? Number.POSITIVE_INFINITY);
    const modified = rendered.headers.get("last-modified");
    const lastModified = modified ? Date.parse(modified) : Number.NaN;

    const base: [string, string][] = [];
    rendered.headers.forEach((value, name) => {
      if (!REPLACED.has(name)) base.push([name, value]);
    });
    base.push(["cache-control", rendered.cacheControl], ["vary", "Accept-Encoding"]);

    const make = (coding: ContentCoding): Headers => {
      const headers = new Headers(base);
      if (hash) headers.set("etag", etagOf(hash, coding));
      if (coding !== "identity") headers.set("content-encoding", coding);
      return headers;
    };
    const make304 = (coding: ContentCoding): Headers => {
      const headers = new Headers({ "cache-control": rendered.cacheControl, vary: "Accept-Encoding", etag: etagOf(hash, coding) });
      if (modified) headers.set("last-modified", modified);
      return headers;
    };
    return new CachedResponse({
      key: rendered.key,
      status: rendered.status,
      version: rendered.version,
      expiresAt: Number.isFinite(expires) ? expires : Number.POSITIVE_INFINITY,
      hash,
      lastModified: Number.isNaN(lastModified) ? undefined : lastModified,
      body: { identity: rendered.body, gzip: undefined, br: undefined },
      headers: { identity: make("identity"), gzip: make("gzip"), br: make("br") },
      notModified: { identity: make304("identity"), gzip: make304("gzip"), br: make304("br") },
    });
  }

  /** The same response with one more encoded body. */
  withVariant(coding: "gzip" | "br", bytes: Bytes): CachedResponse {
    return new CachedResponse({ ...this, body: { ...this.body, [coding]: bytes } });
  }

  /** Fresh: rendered at the current content version (or independent of it) and not past its time. */
  isFresh(version: number, now: number): boolean {
    return (this.version === null || this.version === version) && now < this.expiresAt;
  }

  /** A conditional request that the client's stored copy satisfies (200 entries only). */
  notModifiedFor(request: Request): boolean {
    if (!this.hash) return false;
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch !== null) return noneMatchHits(ifNoneMatch, this.hash);
    if (this.lastModified === undefined) return false;
    const since = request.headers.get("if-modified-since");
    return since !== null && Date.parse(since) >= this.lastModified;
  }
}
