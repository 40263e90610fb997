/** Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Same schema, same migrations. */
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql as sqlText } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { AvailabilityGate, isConnectionFailure } from "./availability.ts";
import { prepareDataDir, restrictToOwner } from "./data-dir.ts";
import { acquireDataDirLock } from "./embedded-lock.ts";
import { preparedStatements, preparedText } from "./pglite-prepared.ts";
import { PgliteThread } from "./pglite-thread.ts";
import { type Listener, type ListenHandlers, listenPostgres } from "./postgres-listener.ts";
import * as schema from "./schema/index.ts";
import { checkDatabaseServer } from "./server-check.ts";

export type { Listener, ListenHandlers } from "./postgres-listener.ts";
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * NOTIFY on a channel, delivered to this process. On PGlite it arrives before the writing query's
   * promise resolves; on PostgreSQL, on a connection of its own that reconnects by itself.
   */
  listen(channel: string, handlers: ListenHandlers): Listener;
  /**
   * For a request's unhandled error: true when it means the database cannot be reached (answer 503).
   * On PostgreSQL such an error also closes the availability gate until a probe gets through.
   */
  observeFailure(error: unknown): boolean;
  /** Statements and transactions sent since the database was opened (the benches print it). */
  statements(): number;
  /**
   * Runs a statement that returns no rows, its text parsed and planned once per connection: the page views'
   * writes (db/pglite-prepared.ts; postgres.js prepares every text already).
   */
  execPrepared(query: SQL): Promise<void>;
  /** PostgreSQL: where migrations run (DATABASE_DIRECT_URL, else the pool's URL). */
  migrationUrl?: string;
  /**
   * Resolves if this process can no longer use the database at all: the embedded database's thread stopped
   * (db/pglite-thread.ts). Never on PostgreSQL, which reconnects, nor on PGlite in the caller's thread.
   */
  lost: Promise<Error>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** false behind a transaction-mode pooler (PgBouncer): no named prepared statements. */
      prepare?: boolean;
      /** A connection past any pooler, for migrations (a session advisory lock) and LISTEN. */
      directUrl?: string;
    }
  /**
   * dataDir undefined: in memory (tests). loadDataDir: start from a dump (fast test databases). ownThread: the
   * instance runs in a thread of its own (db/pglite-thread.ts), as the server opens it; tools and tests keep it
   * on theirs.
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob; ownThread?: boolean };

/** `lost` of a database this process cannot lose for good (PostgreSQL reconnects; PGlite on the caller's thread). */
const NEVER_LOST = new Promise<Error>(() => {});
const migrationsFolder = resolve(import.meta.dir, "migrations");
/** Any constant: serialises migrations when several app instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_261_504;

/**
 * @example const handle = await openDatabase({ kind: "pglite", dataDir: "./data" });
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres" ? openPostgres(options) : openPglite(options);
}

/**
 * postgres.js's defaults suit a batch job, not a web page: a connection attempt may take 30 s, and after
 * failures its reconnect delay grows to 20 s, during which queries queue (with them, requests hung 19 s
 * in an 8 s outage and finished 16 s after the database was back: `bun run bench:outage`).
 */
const CONNECT_TIMEOUT_S = 2;
/** Seconds before a failed connection tries again: short and flat, so the pool is back within ~¼ s. */
const reconnectDelay = () => 0.1 + Math.random() * 0.15;

/** The client drizzle sees: every query and transaction first passes the availability gate. */
function gatedClient(client: postgres.Sql, gate: AvailabilityGate, sent: { statements: number }): postgres.Sql {
  const guard =
    (method: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      gate.check();
      sent.statements++;
      return Reflect.apply(method, client, args);
    };
  // Made once, not on every property read: drizzle reads `unsafe` for each query.
  const guarded = { unsafe: guard(client.unsafe as never), begin: guard(client.begin as never) };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe" || property === "begin") return guarded[property];
      return Reflect.get(target, property, receiver);
    },
  });
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: "postgres" }>): Promise<DatabaseHandle> {
  const { url, maxConnections: max = 10, prepare = true } = options;
  const direct = options.directUrl ?? url;
  const client = postgres(url, { max, prepare, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S, backoff: reconnectDelay });
  const gate = new AvailabilityGate({
    probe: async () => {
      await client`select 1`;
    },
  });
  const sent = { statements: 0 };
  const db = drizzlePostgres({ client: gatedClient(client, gate, sent), schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    statements: () => sent.statements,
    async execPrepared(query) {
      await db.execute(query);
    },
    async ping() {
      await client`select 1`;
    },
    listen: (channel, handlers) => listenPostgres(direct, channel, handlers),
    lost: NEVER_LOST,
    observeFailure: (error) => gate.observe(error),
    migrationUrl: direct,
    async close() {
      gate.stop();
      await client.end({ timeout: 5 });
    },
  };
}

/** The client drizzle sees: each query, exec and transaction counted (a transaction once), nothing else changed. */
function countedPglite<Client extends PGlite | PgliteThread>(client: Client, sent: { statements: number }): Client {
  const counted = new Map<PropertyKey, unknown>();
  for (const name of ["query", "exec", "transaction"] as const) {
    const method = client[name] as (...args: unknown[]) => unknown;
    counted.set(name, (...args: unknown[]) => {
      sent.statements++;
      return Reflect.apply(method, client, args);
    });
  }
  return new Proxy(client, {
    get(target, property) {
      if (counted.has(property)) return counted.get(property);
      const value = Reflect.get(target, property, target);
      // Bound to the client itself: PGlite's methods read its private fields, which a proxy does not have.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The instance on this thread, or in one of its own; either way drizzle sees the same surface. */
async function startPglite(options: Extract<DatabaseOptions, { kind: "pglite" }>) {
  const open = { dataDir: options.dataDir ? resolve(options.dataDir, "pg") : undefined, loadDataDir: options.loadDataDir };
  if (options.ownThread) {
    const client = await PgliteThread.open(open);
    return { client, runPrepared: (query: SQL) => client.execPrepared(preparedText(query)), lost: client.lost };
  }
  const client = new PGlite(open);
  await client.waitReady;
  return { client, runPrepared: preparedStatements(client), lost: NEVER_LOST };
}

async function openPglite(options: Extract<DatabaseOptions, { kind: "pglite" }>): Promise<DatabaseHandle> {
  if (options.dataDir) prepareDataDir(options.dataDir);
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined;
  try {
    const { client, runPrepared, lost } = await startPglite(options);
    const sent = { statements: 0 };
    const db = drizzlePglite({ client: countedPglite(client, sent) as PGlite, schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      statements: () => sent.statements,
      execPrepared(query) {
        sent.statements++;
        return runPrepared(query);
      },
      async ping() {
        await client.query("select 1");
      },
      observeFailure: isConnectionFailure,
      lost,
      listen(channel, handlers) {
        const subscribed = client.listen(channel, handlers.onNotify).then((unsubscribe) => {
          handlers.onListening();
          return unsubscribe;
        });
        return {
          async stop() {
            if (!client.closed) await (await subscribed)();
          },
        };
      },
      async close() {
        try {
          if (!client.closed) await client.close();
          if (options.dataDir) restrictToOwner(resolve(options.dataDir));
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Applies every committed migration not yet applied; safe to call at every start. Returns whether the database was fresh — no migration had ever run —
 * decided under the same lock, so that of several instances starting together exactly one sees it
 * fresh (and seeds the demo content, when asked).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<{ fresh: boolean }> {
  if (handle.kind === "pglite") {
    // PGlite is always UTF8 and recent; the same check costs one query and keeps the two paths alike.
    await checkDatabaseServer((query) => handle.db.execute(sqlText.raw(query)));
    // One process at a time holds the data directory (its flock): nobody else can migrate meanwhile.
    const fresh = await migrationsNeverRan((query) => handle.db.execute(sqlText.raw(query)));
    await migratePglite(handle.db as never, { migrationsFolder });
    return { fresh };
  }
  // A connection of its own, past any transaction pooler: one session holds an advisory lock (so that
  // instances starting together migrate one at a time) while the other applies the migrations.
  const client = postgres(handle.migrationUrl!, { max: 2, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S });
  try {
    const reserved = await client.reserve();
    try {
      // Before the lock and the first migration: a database the site cannot use is one line, not a failed migration.
      await checkDatabaseServer((query) => reserved.unsafe(query));
      await reserved`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      const fresh = await migrationsNeverRan((query) => reserved.unsafe(query));
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
      return { fresh };
    } finally {
      await reserved`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
      reserved.release();
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** True before the first migration ever ran: drizzle's journal table does not exist yet. */
async function migrationsNeverRan(query: (sql: string) => Promise<unknown>): Promise<boolean> {
  const result = await query("select to_regclass('drizzle.__drizzle_migrations')::text as table");
  const rows = (Array.isArray(result) ? result : (result as { rows: { table: string | null }[] }).rows) as { table: string | null }[];
  return rows[0]?.table == null;
}
