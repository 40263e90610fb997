/**
 * Page views counted in memory and written in batches (decision 043): the beacon answers without touching
 * the database, and a batch is written `flushEveryMs` after its first view (a second by default), in
 * statements of at most `chunkSize` views each — so the database sees a few statements a second however many
 * views arrive, and a lead waiting for the embedded database waits behind one short statement at most.
 *
 * Views that differ only in their moment (the same visitor reading the same page again, not starting a
 * visit) are kept as one with a count. A batch that fails to write (the database is down) is put back once and
 * tried with the next; the pending views are bounded by `maxPending` (past it, new views are dropped and
 * counted in `dropped`). A crash loses at most the views not written yet — never a lead, which has its own path.
 *
 * When the views arrive faster than the database writes them (the embedded database in its own thread takes a
 * rush's views faster than it writes them), the beacon waits for the writes to catch up once `maxBehind` views are
 * unwritten (`caughtUp`): the rush is then answered at the database's pace, what a crash can lose stays about
 * `maxBehind` views, and the stop writes seconds of views, not minutes.
 */

import type { DatabaseHandle } from "../../db/client.ts";
import { utcDay } from "../../db/queries/funnel-stats.ts";
import { type CountedView, type PendingView, recordPageViews } from "../../db/queries/traffic.ts";
import { afterLeads, VIEW_WAIT_FOR_LEADS_MS } from "../http/leads-in-flight.ts";

export interface PageViewCounterOptions {
  /** Writes one day's chunk of views (one statement). */
  write(day: string, views: readonly PendingView[]): Promise<void>;
  flushEveryMs?: number;
  chunkSize?: number;
  maxPending?: number;
  /** Unwritten views past which `caughtUp` waits. */
  maxBehind?: number;
  /** The longest `caughtUp` waits (a database that writes slowly but does not fail). */
  maxBehindWaitMs?: number;
  /** A write failed; `waiting`: the views now pending. Called once per failure, so the caller decides how often to say it. */
  onError?: (error: unknown, waiting: number) => void;
  /** The first write that succeeds after failures. */
  onRecovered?: () => void;
  /**
   * Before each statement of a batch the timer writes: a promise to wait for (the leads being taken), or
   * undefined to go on. A flush someone waits for (a lead's own, the admin's, the stop) does not wait.
   */
  yieldTo?: () => Promise<void> | undefined;
}

/** What the counter has done since it started: the bench and the tests read it. */
export interface PageViewCounterStats {
  /** Views taken in. */
  counted: number;
  /** Views dropped: the pending views were at `maxPending`, or a batch failed twice. */
  dropped: number;
  /** Statements written (successful or not). */
  statements: number;
  failures: number;
}

export const PAGE_VIEW_FLUSH_EVERY_MS = 1000;
/** A prepared statement of 50 new visitors' views takes about 5 ms on the embedded database: what a lead may wait behind. */
export const PAGE_VIEW_CHUNK = 50;
/** About 60 MB at most: minutes of a large spike while the database is down. */
export const PAGE_VIEW_MAX_PENDING = 200_000;
/** About a second of the fastest rush `bench:spike` has sent (10,000 views a second on the embedded database). */
export const PAGE_VIEW_MAX_BEHIND = 10_000;
export const PAGE_VIEW_MAX_BEHIND_WAIT_MS = 2000;

type Waiting = PendingView & { retried?: boolean };

export class PageViewCounter {
  private pending = new Map<string, Waiting>();
  /** Visitors with a view in `pending`: a lead or funnel report of theirs writes the batch first (flushVisitor). */
  private visitors = new Set<string>();
  /** Batches taken from `pending` and not written yet, with their visitors. */
  private batches: { visitors: Set<string>; written: Promise<void> }[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failing = false;
  private serial = 0;
  /** Flushes someone waits for: while there are any, the timer's batch stops yielding (it may be what they wait for). */
  private awaited = 0;
  private hurry: (() => void) | undefined;
  /** Views taken from `pending` into batches whose statements have not run yet. */
  private inBatches = 0;
  /** Beacons waiting in `caughtUp`, oldest first: after each statement, as many go as there is room for. */
  private held = new Set<() => void>();
  readonly stats: PageViewCounterStats = { counted: 0, dropped: 0, statements: 0, failures: 0 };
  private readonly flushEveryMs: number;
  private readonly chunkSize: number;
  private readonly maxPending: number;
  private readonly maxBehind: number;
  private readonly maxBehindWaitMs: number;

  constructor(private readonly options: PageViewCounterOptions) {
    this.flushEveryMs = options.flushEveryMs ?? PAGE_VIEW_FLUSH_EVERY_MS;
    this.chunkSize = options.chunkSize ?? PAGE_VIEW_CHUNK;
    this.maxPending = options.maxPending ?? PAGE_VIEW_MAX_PENDING;
    this.maxBehind = options.maxBehind ?? PAGE_VIEW_MAX_BEHIND;
    this.maxBehindWaitMs = options.maxBehindWaitMs ?? PAGE_VIEW_MAX_BEHIND_WAIT_MS;
  }

  /**
   * Takes one view in; false when it was dropped (too many pending).
   * @example counter.count({ visitor, client, path, device, startsVisit, source }, new Date());
   */
  count(view: CountedView, at: Date): boolean {
    // An entry stays a view of its own (its moment decides whether it is one); a view that is not one merges with
    // its twins of the same day.
    const key = view.startsVisit ? `entry ${this.serial++}` : `${utcDay(at)} ${view.visitor} ${view.client} ${view.device} ${view.path}`;
    const twin = this.pending.get(key);
    if (twin) {
      twin.views++;
    } else {
      if (this.pending.size >= this.maxPending) {
        this.stats.dropped++;
        return false;
      }
      this.pending.set(key, { ...view, at, views: 1 });
      this.visitors.add(view.visitor);
      this.schedule();
    }
    this.stats.counted++;
    return true;
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Views taken in and not written yet: waiting, or in a batch being written. */
  get behind(): number {
    return this.pending.size + this.inBatches;
  }

  /**
   * Resolves at once unless `maxBehind` views are unwritten; then when the writes have caught up below it, the
   * writes are failing (an outage: the views wait in memory, up to `maxPending`), or after `maxBehindWaitMs`.
   * @example counter.count(view, now); await counter.caughtUp(); return c.body(null, 204);
   */
  async caughtUp(): Promise<void> {
    if (this.behind < this.maxBehind || this.failing) return;
    // The timer's batch would start up to a second from now: what is this far behind is written at once.
    if (this.inBatches === 0) void this.startBatch();
    await new Promise<void>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.held.delete(go);
        resolve();
      };
      const timer = setTimeout(go, this.maxBehindWaitMs);
      this.held.add(go);
    });
  }

  /** After a statement: the oldest held beacons go, as many as the unwritten views now leave room for (all, in an outage). */
  private release(): void {
    let room = this.failing ? this.held.size : this.maxBehind - this.behind;
    for (const go of this.held) {
      if (room-- <= 0) break;
      go();
    }
    // Views written, the rest still held, no batch under way: start the next rather than wait for the timer.
    if (this.held.size > 0 && this.inBatches === 0) void this.startBatch();
  }

  /** Writes what is pending now (after any write still under way); resolves when it is written or has failed. */
  flush(): Promise<void> {
    return this.urgently(() => this.startBatch());
  }

  /**
   * Writes the pending views first if `visitor` has one, so that what follows finds the visit its views start;
   * waits for a batch being written only if it holds one of the visitor's views (a lead does not wait for the rush's).
   */
  async flushVisitor(visitor: string): Promise<void> {
    if (this.visitors.has(visitor)) return this.flush();
    const holding = this.batches.findLast((batch) => batch.visitors.has(visitor));
    if (holding !== undefined) await this.urgently(() => holding.written);
  }

  /** Waits for `written` with the timer's batch no longer yielding: it may be what is waited for. */
  private async urgently(written: () => Promise<void>): Promise<void> {
    this.awaited++;
    this.hurry?.();
    try {
      await written();
    } finally {
      this.awaited--;
    }
  }

  private startBatch(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.writing;
    const views = [...this.pending.values()];
    this.inBatches += views.length;
    const batch = { visitors: this.visitors, written: this.writing.then(() => this.write(views)) };
    this.pending = new Map();
    this.visitors = new Set();
    this.batches.push(batch);
    this.writing = batch.written.finally(() => this.batches.splice(this.batches.indexOf(batch), 1));
    return this.writing;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => void this.startBatch(), this.flushEveryMs);
    this.timer.unref?.();
  }

  /** The timer's batch lets the leads being taken go first, unless someone waits for a flush. */
  private async yieldToLeads(): Promise<void> {
    if (this.awaited > 0) return;
    // The embedded database answers in microtasks: without a turn of the event loop between statements, a
    // batch of many would hold the thread to its end, and a lead arriving meanwhile would not even be read.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.awaited > 0) return;
    const wait = this.options.yieldTo?.();
    if (wait === undefined) return;
    await Promise.race([wait, new Promise<void>((resolve) => (this.hurry = resolve))]);
    this.hurry = undefined;
  }

  private async write(batch: Waiting[]): Promise<void> {
    const byDay = new Map<string, Waiting[]>();
    for (const view of batch) {
      const day = utcDay(view.at);
      const views = byDay.get(day);
      if (views) views.push(view);
      else byDay.set(day, [view]);
    }
    for (const [day, views] of byDay) {
      for (let start = 0; start < views.length; start += this.chunkSize) {
        const chunk = views.slice(start, start + this.chunkSize);
        await this.yieldToLeads();
        this.stats.statements++;
        try {
          await this.options.write(day, chunk);
          if (this.failing) {
            this.failing = false;
            this.options.onRecovered?.();
          }
        } catch (error) {
          this.stats.failures++;
          this.failing = true;
          this.putBack(chunk);
          this.options.onError?.(error, this.pending.size);
        } finally {
          this.inBatches -= chunk.length;
          this.release();
        }
      }
    }
  }

  /** A failed chunk waits for the next batch, once; the second failure drops it. */
  private putBack(chunk: Waiting[]): void {
    for (const view of chunk) {
      if (view.retried || this.pending.size >= this.maxPending) {
        this.stats.dropped += view.views;
        continue;
      }
      this.pending.set(`retry ${this.serial++}`, { ...view, retried: true });
      this.visitors.add(view.visitor);
    }
    if (this.pending.size > 0) this.schedule();
  }
}

/**
 * The counter of a database: batches written with recordPageViews, failures said once per outage.
 * @example deps.pageViews ??= pageViewCounterFor(deps.database);
 */
export function pageViewCounterFor(database: DatabaseHandle): PageViewCounter {
  // One warning when writes start failing, one line when they work again: not one per second of an outage.
  let warned = false;
  const counter: PageViewCounter = new PageViewCounter({
    write: (day, views) => recordPageViews(database, day, views),
    // On the embedded database a lead's statements wait behind each statement of views: views wait for leads.
    yieldTo: () => afterLeads(VIEW_WAIT_FOR_LEADS_MS),
    onError(error, waiting) {
      if (warned) return;
      warned = true;
      console.warn(
        `traffic: page views could not be written (${waiting} waiting, tried again each second): ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      );
    },
    onRecovered() {
      warned = false;
      console.info(`traffic: page views are written again (${counter.stats.dropped} dropped since the start)`);
    },
  });
  return counter;
}
