/**
 * The redirects, answered at the front door from memory: a map from canonical path to its answer,
 * read whole from the database and read again whenever the content version moves (every redirect write
 * bumps it, and every instance hears of it as it does for the page cache), before the next request is
 * answered. A hit is a map lookup and one `new Response` with no body; its count waits in memory and is
 * written with others (PendingCounts), never per request.
 */
import type { RedirectRule } from "../../db/queries/redirects.ts";
import type { VersionSource } from "../page-cache/page-cache.ts";
import { canonicalPath, type RedirectStatusCode } from "../shared/redirects.ts";
import { PendingCounts } from "./pending-counts.ts";

/**
 * What a browser and a CDN may keep: a permanent redirect an hour (an owner's fix reaches everyone
 * within the hour), a temporary one nothing without asking again.
 */
export const REDIRECT_CACHE_CONTROL: Record<RedirectStatusCode, string> = {
  301: "public, max-age=3600",
  302: "no-cache",
};

/** How long a failed read of the table is not retried (meanwhile the last map read is served). */
const RETRY_AFTER_FAILURE_MS = 1000;
const HIT_FLUSH_MS = 5000;
/** More distinct redirects hit within one flush than this, and the rest of the batch's hits are not counted. */
const MAX_PENDING_HITS = 10_000;

interface Answer {
  fromPath: string;
  status: RedirectStatusCode;
  location: string;
  /** A path target: the request's query string is carried over. */
  carriesQuery: boolean;
  headers: Record<string, string>;
}

export interface HitCount {
  fromPath: string;
  hits: number;
  /** Epoch ms. */
  lastHitAt: number;
}

export interface RedirectMapOptions {
  read(): Promise<RedirectRule[]>;
  versions: VersionSource;
  writeHits(batch: HitCount[]): Promise<void>;
  now?: () => number;
}

/**
 * The target with the request's query string added: before its fragment, after its own query.
 * @example withQuery("/new#top", "?utm=x") // "/new?utm=x#top"
 */
export function withQuery(target: string, search: string): string {
  if (search.length <= 1) return target;
  const hash = target.indexOf("#");
  const [base, fragment] = hash === -1 ? [target, ""] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes("?") ? `&${search.slice(1)}` : search}${fragment}`;
}

/** A request path that may differ from its canonical form (a trailing slash, escapes, empty or dot segments). */
const MAY_NEED_CANONICAL = /%|\/\/|\/\.|.\/$/;

export class RedirectMap {
  private answers = new Map<string, Answer>();
  /** The content version the map was read at; -1: never read. */
  private loadedVersion = -1;
  private loading: Promise<void> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  readonly hits: PendingCounts<string, HitCount>;

  constructor(private readonly options: RedirectMapOptions) {
    this.now = options.now ?? Date.now;
    this.hits = new PendingCounts({ write: options.writeHits, flushEveryMs: HIT_FLUSH_MS, maxKeys: MAX_PENDING_HITS });
  }

  /**
   * The redirect for a GET or HEAD of `path` (query `search`, "" or "?…"), or undefined. A promise only
   * when the map must be read first (the content version moved since it was read).
   */
  answer(path: string, search: string): Response | undefined | Promise<Response | undefined> {
    if (this.loadedVersion !== this.options.versions.current && this.now() - this.failedAt >= RETRY_AFTER_FAILURE_MS) {
      return this.reload().then(() => this.lookup(path, search));
    }
    return this.lookup(path, search);
  }

  /** How many redirects the map holds. */
  get size(): number {
    return this.answers.size;
  }

  private lookup(path: string, search: string): Response | undefined {
    if (this.answers.size === 0) return undefined;
    let found = this.answers.get(path);
    if (found === undefined && MAY_NEED_CANONICAL.test(path)) {
      const canonical = canonicalPath(path);
      if (canonical !== undefined && canonical !== path) found = this.answers.get(canonical);
    }
    if (found === undefined) return undefined;
    this.countHit(found.fromPath);
    if (!found.carriesQuery || search.length <= 1) return new Response(null, { status: found.status, headers: found.headers });
    return new Response(null, { status: found.status, headers: { ...found.headers, Location: withQuery(found.location, search) } });
  }

  private countHit(fromPath: string): void {
    const at = this.now();
    const entry = this.hits.get(fromPath);
    if (entry === undefined) this.hits.add(fromPath, { fromPath, hits: 1, lastHitAt: at });
    else {
      entry.hits++;
      entry.lastHitAt = at;
    }
  }

  /** One read at a time; the version is taken before the read, so a write during it only makes it stale. */
  private reload(): Promise<void> {
    this.loading ??= (async () => {
      const version = this.options.versions.current;
      try {
        const rules = await this.options.read();
        this.answers = new Map(rules.map((rule) => [rule.fromPath, answerFor(rule)]));
        this.loadedVersion = version;
      } catch {
        // The database is out of reach: the map read last stands (nothing can change it meanwhile).
        this.failedAt = this.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}

function answerFor(rule: RedirectRule): Answer {
  return {
    fromPath: rule.fromPath,
    status: rule.statusCode,
    location: rule.toTarget,
    carriesQuery: rule.toTarget.startsWith("/"),
    headers: { Location: rule.toTarget, "Cache-Control": REDIRECT_CACHE_CONTROL[rule.statusCode] },
  };
}
