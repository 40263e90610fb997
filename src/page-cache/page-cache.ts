/**
 * The rendered-response cache of the public site. A hit is a map lookup, a version comparison and one
 * `new Response` with headers built when the entry was rendered: no React, no query. A miss renders
 * once however many requests wait for it (single flight), keyed on the content version read before the
 * render started, so a write during a render can only make the result stale, never hide the write.
 * Content also changes without a write when a scheduled post's moment comes: an entry that shows content
 * is kept only until the next such moment, read (once per version and moment) before the render.
 */
import { brotliCompress, constants as zlib } from "node:zlib";
import { acceptedCodings, pickCoding } from "../http/accept-encoding.ts";
import type { ContentCoding } from "../http/etag.ts";
import type { CacheMatch } from "./cache-keys.ts";
import { type Bytes, CachedResponse, type RenderedResponse } from "./cached-response.ts";
import { SegmentedLru } from "./segmented-lru.ts";

export interface VersionSource {
  /** The newest content version this instance knows of. */
  readonly current: number;
}

export interface PageCacheOptions {
  /** Byte budget; 0 renders every request (the cache keeps nothing) with the same headers. */
  maxBytes: number;
  /** Cache-Control of every public response, e.g. "public, max-age=0, s-maxage=10, stale-while-revalidate=30". */
  cacheControl: string;
  versions: VersionSource;
  /** Renders a path-and-query through the app, from a clean request that carries nothing else. */
  render(pathAndQuery: string): Promise<Response>;
  /** Epoch ms at which content changes by itself next (a scheduled post goes public); Infinity: never. */
  nextContentChange?: () => Promise<number>;
  now?: () => number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  renders: number;
  notModified: number;
  /** Misses answered from an outdated entry because the render answered 503. */
  stale: number;
}

interface Flight {
  version: number | null;
  result: Promise<CachedResponse | Uncacheable>;
}

/** A response the cache may not keep (an error, a cookie, no-store): served as rendered to its waiters. */
class Uncacheable {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: Bytes,
  ) {}
  toResponse(): Response {
    return new Response(this.body.byteLength > 0 ? this.body : null, { status: this.status, headers: new Headers(this.headers) });
  }
}

const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 11;
/** Entries that may wait for their brotli copy at once (a site's pages, many times over). */
const BROTLI_WAITING_MAX = 256;

function keepable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get("cache-control") ?? "");
}

export class PageCache {
  readonly store: SegmentedLru<CachedResponse>;
  readonly stats: PageCacheStats = { hits: 0, misses: 0, renders: 0, notModified: 0, stale: 0 };
  private readonly flights = new Map<string, Flight>();
  /** Keys whose entries wait for their brotli copy, in the order asked; one is compressed at a time. */
  private readonly brotliWaiting = new Set<string>();
  private brotliBusy = false;
  private readonly now: () => number;
  private nextChange: { version: number; at: number; reading: Promise<number> } | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.store = new SegmentedLru(options.maxBytes);
    this.now = options.now ?? Date.now;
  }

  /** A fresh entry for the key, or undefined. */
  lookup(key: string): CachedResponse | undefined {
    const entry = this.store.get(key);
    if (entry === undefined || !entry.isFresh(this.options.versions.current, this.now())) return undefined;
    this.stats.hits++;
    return entry;
  }

  /** The answer to one request from a fresh entry: 304, or the body in the best coding it has. */
  serve(entry: CachedResponse, request: Request): Response {
    if (entry.notModifiedFor(request)) {
      this.stats.notModified++;
      return new Response(null, { status: 304, headers: entry.notModified[this.codingFor(entry, request)] });
    }
    const coding = this.codingFor(entry, request);
    const body = coding === "identity" ? entry.body.identity : (entry.body[coding] ?? this.addGzip(entry));
    if (request.method === "HEAD") {
      // Bun drops a HEAD's body by itself; in-process callers get the length without the bytes.
      const headers = new Headers(entry.headers[coding]);
      headers.set("content-length", String(body.byteLength));
      return new Response(null, { status: entry.status, headers });
    }
    return new Response(body, { status: entry.status, headers: entry.headers[coding] });
  }

  /** A miss: joins the render in flight for this key and version, or starts it. */
  async fill(match: CacheMatch, request: Request): Promise<Response> {
    this.stats.misses++;
    const version = match.route.content ? this.options.versions.current : null;
    let flight = this.flights.get(match.key);
    if (flight === undefined || flight.version !== version) {
      const started: Flight = { version, result: this.renderOnce(match.key, version) };
      this.flights.set(match.key, started);
      const land = () => {
        if (this.flights.get(match.key) === started) this.flights.delete(match.key);
      };
      started.result.then(land, land);
      flight = started;
    }
    const result = await flight.result;
    if (result instanceof CachedResponse) return this.serve(result, request);
    // The database cannot be reached: the copy rendered before it went (stale-if-error) beats a 503.
    const stale = result.status === 503 ? this.store.peek(match.key) : undefined;
    if (stale !== undefined) {
      this.stats.stale++;
      return this.serve(stale, request);
    }
    return result.toResponse();
  }

  /**
   * The next moment content changes by itself, as known at this version; read again after a write or
   * once the moment has passed. Read before a render, so it can only come too early, never too late.
   * A failed read gives 0: what renders meanwhile is served to its waiters but not kept.
   */
  private contentExpiry(version: number): Promise<number> {
    const read = this.options.nextContentChange;
    if (read === undefined) return Promise.resolve(Number.POSITIVE_INFINITY);
    const known = this.nextChange;
    if (known !== undefined && known.version === version && this.now() < known.at) return known.reading;
    const reading = read().catch(() => 0);
    this.nextChange = { version, at: Number.POSITIVE_INFINITY, reading };
    void reading.then((at) => {
      if (this.nextChange?.reading === reading) this.nextChange = { version, at, reading };
    });
    return reading;
  }

  private async renderOnce(key: string, version: number | null): Promise<CachedResponse | Uncacheable> {
    const expiresAt = version === null ? Number.POSITIVE_INFINITY : await this.contentExpiry(version);
    const response = await this.options.render(key);
    const body = new Uint8Array(await response.arrayBuffer());
    this.stats.renders++;
    if (!keepable(response)) return new Uncacheable(response.status, response.headers, body);
    const rendered: RenderedResponse = { key, status: response.status, headers: response.headers, body, version, expiresAt, cacheControl: this.options.cacheControl };
    const entry = CachedResponse.from(rendered);
    // Content changed while this rendered: its waiters asked before the change and get it, but it is
    // not kept, and above all it must not replace an entry rendered after the change.
    if (entry.isFresh(this.options.versions.current, this.now())) this.store.set(key, entry);
    return entry;
  }

  private codingFor(entry: CachedResponse, request: Request): ContentCoding {
    const accepted = acceptedCodings(request.headers.get("accept-encoding"));
    if (accepted.br && entry.body.br === undefined) this.addBrotliLater(entry);
    return pickCoding(accepted, entry.body.br !== undefined);
  }

  /** gzip is cheap (≈0.3 ms for 50 KB): made on first demand, in line. */
  private addGzip(entry: CachedResponse): Bytes {
    const gzip = Bun.gzipSync(entry.body.identity, { level: GZIP_LEVEL }) as Bytes;
    this.replace(entry, (current) => current.withVariant("gzip", gzip));
    return gzip;
  }

  /**
   * Brotli at its best quality costs tens of milliseconds, so it runs off the event loop, one at a time; until it
   * lands, those clients get gzip. Entries asked for while another compresses wait their turn rather than until
   * someone asks again: after a content change every page is rendered afresh at once, and a page dropped here
   * went on in gzip (over the first window for the longest pages) to whoever came next.
   */
  private addBrotliLater(entry: CachedResponse): void {
    // A flood of one-off addresses (junk parameters, random slugs) waits no further than this: those past it are
    // dropped, as they were before there was a queue, and a later request for them adds them again.
    if (this.store.peek(entry.key) === undefined || this.brotliWaiting.size >= BROTLI_WAITING_MAX) return;
    this.brotliWaiting.add(entry.key);
    this.compressNext();
  }

  private compressNext(): void {
    if (this.brotliBusy) return;
    for (const key of this.brotliWaiting) {
      this.brotliWaiting.delete(key);
      // Evicted or replaced by a copy that has it meanwhile: nothing to do for this key.
      const entry = this.store.peek(key);
      if (entry === undefined || entry.body.br !== undefined) continue;
      this.brotliBusy = true;
      const params = { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.identity.byteLength };
      brotliCompress(entry.body.identity, { params }, (error, result) => {
        this.brotliBusy = false;
        if (!error) this.replace(entry, (current) => current.withVariant("br", new Uint8Array(result)));
        this.compressNext();
      });
      return;
    }
  }

  /** Swaps in a richer copy of the entry, if the store still holds that same content. */
  private replace(entry: CachedResponse, richer: (current: CachedResponse) => CachedResponse): void {
    const current = this.store.peek(entry.key);
    if (current !== undefined && current.hash === entry.hash && current.version === entry.version && current.status === entry.status) {
      this.store.set(entry.key, richer(current));
    }
  }
}
