/**
 * Leads first on the embedded database (decision 043). PGlite runs one statement at a time, in the order
 * they were asked for: a lead arriving behind background work (page views written in batches, the outbox, the
 * prune, a calendar read) waits for all of it. Here every statement and transaction passes through two
 * queues, and whatever runs inside `leadsFirst` (the lead routes) jumps the other one: a lead waits at most
 * for the statement already running. Between two queued statements the event loop reads what has arrived, so
 * a lead's request is read while the queue is long, not after it. PostgreSQL needs none of this: its pool runs statements side by side.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const urgent = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its statements ahead of everything else waiting for the embedded database.
 * @example return leadsFirst(() => next());
 */
export function leadsFirst<T>(work: () => T): T {
  return urgent.run(true, work);
}

export class StatementLanes {
  private running = false;
  private readonly first: (() => void)[] = [];
  private readonly rest: (() => void)[] = [];
  /** Statements and transactions run so far (a transaction counts once). */
  statements = 0;

  /** Runs `work` when it is its turn: after the one running, and after every lead waiting when it is not one. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.statements++;
    if (this.running) await new Promise<void>((resolve) => (urgent.getStore() ? this.first : this.rest).push(resolve));
    else this.running = true;
    try {
      return await work();
    } finally {
      const next = this.first.shift() ?? this.rest.shift();
      // The next turn after the event loop has read what arrived meanwhile: PGlite answers in microtasks, so a
      // queue handed on directly would run to its end before a lead's request could even be read.
      if (next) setImmediate(next);
      else this.running = false;
    }
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
