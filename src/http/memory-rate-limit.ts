/**
 * A per-client rate limit kept in this process's memory, for a hot path that must not write to the database
 * per request (the page-view beacon). Fixed windows: each client's count starts again when the window does,
 * and the whole map is dropped then, so memory holds only the clients of the current window — at most
 * `maxClients` of them; past that, a client not yet in the map is refused until the window turns (a flood from
 * that many addresses is refused, the clients already counted go on). With several instances, each keeps its
 * own counts: a client spread over N instances may send N times the limit.
 */

export interface MemoryRateLimitOptions {
  limit: number;
  windowMs: number;
  maxClients: number;
  now?: () => number;
}

export class MemoryRateLimit {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: MemoryRateLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts one request of `client`: allowed while it is within the limit of the current window.
   * @example const { allowed, retryAfterSeconds } = limit.hit(clientIp);
   */
  hit(client: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    const { windowMs, limit, maxClients } = this.options;
    if (now >= this.windowStart + windowMs) {
      this.windowStart = now - (now % windowMs);
      this.counts = new Map();
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((this.windowStart + windowMs - now) / 1000));
    const count = this.counts.get(client);
    if (count === undefined) {
      if (this.counts.size >= maxClients) return { allowed: false, retryAfterSeconds };
      this.counts.set(client, 1);
      return { allowed: limit >= 1, retryAfterSeconds };
    }
    if (count >= limit) return { allowed: false, retryAfterSeconds };
    this.counts.set(client, count + 1);
    return { allowed: true, retryAfterSeconds };
  }

  /** Clients counted in the current window. */
  get clients(): number {
    return this.counts.size;
  }
}
