/**
 * Leads first on the embedded database (decision 043). PGlite runs one statement at a time, in the order
 * they were asked for: a lead arriving behind background work (page views written in batches, the outbox, the
 * prune, a calendar read) waits for all of it. Here every statement and transaction passes through two
 * queues, and whatever runs inside `leadsFirst` (the lead routes) jumps the other one: a lead waits at most
 * for the statement already running, unless a background statement has waited LANE_MAX_WAIT_MS (no one starves).
 * The turn is handed on at once, as PGlite's own queue does (handing it on after an event-loop turn let the
 * request deadline cut a burst of leads short on a busy machine). PostgreSQL needs none of this: its pool runs statements side by side.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The order in which the leads now running arrived: the lead that came first is finished first. */
const urgent = new AsyncLocalStorage<number>();
let arrivals = 0;

/**
 * Runs `work` with its statements ahead of everything else waiting for the embedded database.
 * @example return leadsFirst(() => next());
 */
export function leadsFirst<T>(work: () => T): T {
  return urgent.run(urgent.getStore() ?? ++arrivals, work);
}

/**
 * Past this wait, the statement at the head of the other queue goes before the leads': a lead may be waiting
 * for something only a background statement can finish (a copy or a salt read once for everyone), and a
 * background statement must not starve while leads keep arriving.
 */
export const LANE_MAX_WAIT_MS = 50;

interface Turn {
  go: () => void;
  since: number;
  /** A lead's arrival (the first queue is kept in this order); 0 for the others. */
  arrival: number;
}

export class StatementLanes {
  private running = false;
  private readonly first: Turn[] = [];
  private readonly rest: Turn[] = [];
  /** Statements and transactions run so far (a transaction counts once). */
  statements = 0;

  constructor(private readonly now: () => number = performance.now.bind(performance)) {}

  /** Runs `work` when it is its turn: after the one running, and after every lead waiting when it is not one (within LANE_MAX_WAIT_MS). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.statements++;
    if (this.running) await new Promise<void>((go) => this.enqueue({ go, since: this.now(), arrival: urgent.getStore() ?? 0 }));
    else this.running = true;
    try {
      return await work();
    } finally {
      this.handOver();
    }
  }

  private handOver(): void {
    const overdue = this.rest.length > 0 && this.now() - this.rest[0]!.since >= LANE_MAX_WAIT_MS;
    const next = overdue ? this.rest.shift() : (this.first.shift() ?? this.rest.shift());
    if (next) next.go();
    else this.running = false;
  }

  /**
   * A lead's turn goes after the leads that arrived before it, not after every statement asked for before
   * it: in a burst, the first leads are answered in turn instead of all of them at the end.
   */
  private enqueue(turn: Turn): void {
    if (turn.arrival === 0) {
      this.rest.push(turn);
      return;
    }
    let low = 0;
    let high = this.first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.first[middle]!.arrival <= turn.arrival) low = middle + 1;
      else high = middle;
    }
    this.first.splice(low, 0, turn);
  }

  /** Statements waiting for their turn: leads, others. */
  get waiting(): { first: number; rest: number } {
    return { first: this.first.length, rest: this.rest.length };
  }
}

/** `client` with its query, exec and transaction run through `lanes`; everything else (listen, close) as it is. */
export function throughLanes<C extends object>(client: C, lanes: StatementLanes): C {
  const wrapped = new Map<PropertyKey, unknown>();
  for (const name of ["query", "exec", "transaction"] as const) {
    const method = Reflect.get(client, name) as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof method === "function") wrapped.set(name, (...args: unknown[]) => lanes.run(() => Reflect.apply(method, client, args)));
  }
  return new Proxy(client, {
    get(target, property) {
      if (wrapped.has(property)) return wrapped.get(property);
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      // Bound to the client itself: PGlite's methods read its private fields, which a proxy does not have.
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      wrapped.set(property, bound);
      return bound;
    },
  });
}
