/**
 * PGlite in a thread of its own (decision 043). On the server's thread, every statement of the embedded
 * database ran between requests: a burst of page-view writes held the thread, and a lead arriving meanwhile was
 * not even read. Here the instance lives in a Bun Worker (db/pglite-thread-worker.ts) and this side offers the
 * part of PGlite's surface that drizzle, the listeners and the page views use. PGlite's own `PGliteWorker`
 * needs `navigator.locks`, which Bun does not have.
 *
 * What crosses: the text, its parameters and the rows (a structured clone), errors with their own fields
 * (SQLSTATE, constraint), NOTIFYs (before the reply of the statement that sent them, as on the main thread).
 * Parsers cannot cross: drizzle's leave each value as its text, and the thread does the same for the types named.
 */
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type { PreparedText } from "./pglite-prepared.ts";
import type { Notification, Reply, Request, SentError } from "./pglite-thread-protocol.ts";

/** Why calls fail once the thread is gone: the request answers 503, as for a lost connection. */
const THREAD_GONE_CODE = "CONNECTION_ENDED";

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Body = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

function receivedError(sent: SentError): Error {
  const error = new Error(sent.message);
  if (sent.name) error.name = sent.name;
  Object.assign(error, sent.fields);
  return error;
}

/** The types whose parser hands the text over unchanged; any other parser is refused, not silently dropped. */
function identityTypes(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers ?? {};
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = "2026-01-01 00:00:00+00";
    if (parse(probe, Number(type)) !== probe) throw new Error(`a parser for type ${type} cannot run in the database's thread`);
    return Number(type);
  });
}

export class PgliteThread {
  /** Not `#`: a test stops it as a crash would. */
  private readonly worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #gone: Error | undefined;
  #closed = false;
  #lost!: (reason: Error) => void;
  /** Resolves when the thread stops without being closed (a crash): no statement can run any more. */
  readonly lost = new Promise<Error>((resolve) => {
    this.#lost = resolve;
  });

  private constructor() {
    this.worker = new Worker(new URL("./pglite-thread-worker.ts", import.meta.url).href);
    this.worker.onmessage = (event: MessageEvent<Reply | Notification>) => this.#received(event.data);
    this.worker.onerror = (event) => this.#stop(new Error(`the embedded database's thread stopped: ${event.message}`));
    this.worker.addEventListener("close", () => this.#stop(new Error("the embedded database's thread stopped")));
  }

  /** @example const client = await PgliteThread.open({ dataDir: "./data/pg" }); */
  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const thread = new PgliteThread();
    const load = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    try {
      await thread.#call({ op: "open", dataDir: options.dataDir, load }, load ? [load] : []);
    } catch (error) {
      thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Already ready: `open` resolves once the instance is. */
  readonly waitReady: Promise<void> = Promise.resolve();

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: "exec", text }) as Promise<Results[]>;
  }

  /**
   * The callback's statements run inside one transaction, held open in the thread until the callback ends:
   * committed when it returns, rolled back when it throws. Statements sent meanwhile from outside wait.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    await this.#call({ op: "begin", tx: id });
    let closed = false;
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(id, text, params, options),
      exec: (text: string) => this.#call({ op: "exec", tx: id, text }) as Promise<Results[]>,
      sql: () => Promise.reject(new Error("tagged templates are not sent to the database's thread")),
      listen: () => Promise.reject(new Error("listen inside a transaction is not sent to the database's thread")),
      rollback: () => Promise.reject(new Error("throw from the callback to roll back")),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** A statement that returns no rows, its text prepared once in the thread (db/pglite-prepared.ts). */
  async execPrepared(statement: PreparedText): Promise<void> {
    await this.#call({ op: "prepared", statement });
  }

  /** @returns the unsubscribe, as PGlite's own `listen` does */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextId++;
    this.#listeners.set(listener, callback);
    await this.#call({ op: "listen", channel, listener });
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#closed) await this.#call({ op: "unlisten", listener });
    };
  }

  async dumpDataDir(compression: "gzip" | "none" = "gzip"): Promise<Blob> {
    const bytes = (await this.#call({ op: "dump", compression })) as ArrayBuffer;
    return new Blob([bytes], { type: compression === "gzip" ? "application/x-gzip" : "application/x-tar" });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      this.worker.terminate();
    }
  }

  #query<T>(tx: number | undefined, text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
    return this.#call({ op: "query", tx, text, params, rowMode: options?.rowMode, identityTypes: identityTypes(options) }) as Promise<Results<T>>;
  }

  #call(body: Body, transfer: Transferable[] = []): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    if (this.#closed) return Promise.reject(Object.assign(new Error("the embedded database is closed"), { code: THREAD_GONE_CODE }));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as Request, transfer);
    });
  }

  #received(message: Reply | Notification): void {
    if ("notify" in message) {
      this.#listeners.get(message.notify)?.(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(receivedError(message.error));
  }

  /** The thread is gone (crashed or terminated): every call waiting and every later one fails as a lost connection. */
  #stop(reason: Error): void {
    if (this.#closed) return;
    this.#gone ??= Object.assign(reason, { code: THREAD_GONE_CODE });
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(this.#gone);
    this.#pending.clear();
    this.#lost(this.#gone);
  }
}
