/**
 * A byte-bounded segmented LRU (SLRU). New entries start in a small probation segment; an entry asked
 * for again while there moves to the protected segment. A flood of URLs that are each asked for once
 * (crawlers, junk parameters, random slugs) only churns probation, so the pages people actually read,
 * which sit in protected, are never pushed out by it — a plain LRU would lose them all to one scan.
 * Protected overflow falls back to probation (most recent end) rather than out of the cache.
 */

export interface Sized {
  /** Bytes this entry holds, key included. */
  readonly size: number;
  /** False: the entry stays in probation however often it is read (e.g. a 404 for a dead link). */
  readonly promotable: boolean;
}

type Segment = "probation" | "protected";

export class SegmentedLru<V extends Sized> {
  readonly maxBytes: number;
  readonly protectedMaxBytes: number;
  readonly probationMaxBytes: number;
  // Maps iterate in insertion order: the first key is the least recently used.
  private readonly probation = new Map<string, V>();
  private readonly protectedEntries = new Map<string, V>();
  private probationBytes = 0;
  private protectedBytes = 0;
  evictions = 0;

  /**
   * @example const lru = new SegmentedLru<Entry>(64 * 1024 * 1024); lru.set("/blog", entry); lru.get("/blog");
   */
  constructor(maxBytes: number, protectedShare = 0.8) {
    if (!(maxBytes >= 0) || !(protectedShare > 0 && protectedShare < 1)) throw new RangeError("SegmentedLru: bad size");
    this.maxBytes = Math.floor(maxBytes);
    this.protectedMaxBytes = Math.floor(this.maxBytes * protectedShare);
    this.probationMaxBytes = this.maxBytes - this.protectedMaxBytes;
  }

  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  get count(): number {
    return this.probation.size + this.protectedEntries.size;
  }

  /** The entry without counting it as a use. */
  peek(key: string): V | undefined {
    return this.protectedEntries.get(key) ?? this.probation.get(key);
  }

  segmentOf(key: string): Segment | undefined {
    if (this.protectedEntries.has(key)) return "protected";
    return this.probation.has(key) ? "probation" : undefined;
  }

  /** The entry, counted as a use: it becomes the most recent of its segment, or is promoted. */
  get(key: string): V | undefined {
    let value = this.protectedEntries.get(key);
    if (value !== undefined) {
      this.protectedEntries.delete(key);
      this.protectedEntries.set(key, value);
      return value;
    }
    value = this.probation.get(key);
    if (value === undefined) return undefined;
    this.probation.delete(key);
    if (value.promotable && value.size <= this.protectedMaxBytes) {
      this.probationBytes -= value.size;
      this.protectedEntries.set(key, value);
      this.protectedBytes += value.size;
      this.balance();
    } else {
      this.probation.set(key, value);
    }
    return value;
  }

  /**
   * Adds or replaces an entry. A replaced entry keeps its segment (a page that was read often stays
   * protected across a new version of itself); a new one starts in probation. An entry larger than
   * probation is not kept. Returns whether the entry is in the cache afterwards.
   */
  set(key: string, value: V): boolean {
    const segment = this.segmentOf(key);
    if (segment === "protected" && value.size <= this.protectedMaxBytes) {
      this.protectedBytes += value.size - this.protectedEntries.get(key)!.size;
      this.protectedEntries.delete(key);
      this.protectedEntries.set(key, value);
    } else {
      if (segment !== undefined) this.delete(key);
      if (value.size > this.probationMaxBytes) return false;
      this.probation.set(key, value);
      this.probationBytes += value.size;
    }
    this.balance();
    return this.peek(key) === value;
  }

  delete(key: string): boolean {
    const inProtected = this.protectedEntries.get(key);
    if (inProtected !== undefined) {
      this.protectedEntries.delete(key);
      this.protectedBytes -= inProtected.size;
      return true;
    }
    const inProbation = this.probation.get(key);
    if (inProbation === undefined) return false;
    this.probation.delete(key);
    this.probationBytes -= inProbation.size;
    return true;
  }

  /** Every key, probation first (a copy: deleting while walking it is safe). */
  keys(): string[] {
    return [...this.probation.keys(), ...this.protectedEntries.keys()];
  }

  clear(): void {
    this.probation.clear();
    this.protectedEntries.clear();
    this.probationBytes = 0;
    this.protectedBytes = 0;
  }

  /** Protected overflow moves down to probation; probation overflow leaves the cache. */
  private balance(): void {
    while (this.protectedBytes > this.protectedMaxBytes) {
      const [key, value] = this.protectedEntries.entries().next().value!;
      this.protectedEntries.delete(key);
      this.protectedBytes -= value.size;
      this.probation.set(key, value);
      this.probationBytes += value.size;
    }
    while (this.probationBytes > this.probationMaxBytes) {
      const [key, value] = this.probation.entries().next().value!;
      this.probation.delete(key);
      this.probationBytes -= value.size;
      this.evictions++;
    }
  }
}
