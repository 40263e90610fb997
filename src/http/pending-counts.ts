/**
 * Counts kept in memory and written together: the front door counts redirect hits and 404s per request
 * but must never make a database write per request. A flush runs `flushEveryMs` after the first count
 * of a batch (no timer while nothing is pending), or at once when the batch holds `maxKeys` keys; until
 * that flush has taken the batch, counts for new keys are dropped, so a flood of distinct keys costs at
 * most `maxKeys` entries of memory. A failed write loses its batch (counts are a guide, not a ledger).
 */

export interface PendingCountsOptions<V> {
  /** Writes one batch (one statement, ideally). */
  write(batch: V[]): Promise<void>;
  flushEveryMs: number;
  maxKeys: number;
  /** Called with a failed write's error (the database may be down: counts are not worth a log line per batch). */
  onError?: (error: unknown) => void;
}

export class PendingCounts<K, V> {
  private pending = new Map<K, V>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Counts dropped because the batch was full (since start). */
  dropped = 0;

  constructor(private readonly options: PendingCountsOptions<V>) {}

  /** The batch's entry for `key`, to count on (cheaper than `add` on a hot path: no closures). */
  get(key: K): V | undefined {
    return this.pending.get(key);
  }

  /**
   * Starts the batch's entry for `key` (one not in the batch yet: see `get`), unless the batch is full.
   * @example const entry = hits.get(path); if (entry) entry.hits++; else hits.add(path, { path, hits: 1 });
   */
  add(key: K, entry: V): void {
    if (this.pending.size >= this.options.maxKeys) {
      this.dropped++;
      return;
    }
    this.pending.set(key, entry);
    if (this.pending.size >= this.options.maxKeys) void this.flush();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushEveryMs);
      this.timer.unref?.();
    }
  }

  get size(): number {
    return this.pending.size;
  }

  /** Writes what is pending now (after any write still under way); resolves when it is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.writing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      this.options.write(batch).catch((error: unknown) => {
        this.options.onError?.(error);
      }),
    );
    return this.writing;
  }
}
