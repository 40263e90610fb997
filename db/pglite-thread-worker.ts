/**
 * The embedded database's own thread (db/pglite-thread.ts is the other side). It holds the PGlite instance and
 * answers the server's messages one by one, in the order they came, behind PGlite's own locks: a query sent
 * while a transaction is open waits for it, as on the main thread.
 */
/// <reference lib="webworker" />
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { type PreparedText, preparedTextRunner } from "./pglite-prepared.ts";
import type { Reply, Request, SentError } from "./pglite-thread-protocol.ts";

declare const self: Worker;

let client: PGlite | undefined;
let runPrepared: ((statement: PreparedText) => Promise<void>) | undefined;
/** Open transactions by the server's id: each holds PGlite's transaction lock until the server ends it. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; ended: Promise<void> }>();
const unlisteners = new Map<number, Promise<() => Promise<void>>>();

/** Every own field of the error (code, constraint, detail…), which a structured clone would drop. */
function sentError(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== "object") fields[key] = value;
  return { message: error.message, name: error.name, fields };
}

/** The parsers of each list of types, made once: drizzle sends the same nine types with every query. */
const identityParsers = new Map<string, QueryOptions["parsers"]>();

/** Drizzle's parsers all hand the text over as it is; the server says for which types. */
function queryOptions(rowMode: "array" | "object" | undefined, identityTypes: number[]): QueryOptions {
  const key = identityTypes.join(",");
  let parsers = identityParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(identityTypes.map((type) => [type, (value: string) => value]));
    identityParsers.set(key, parsers);
  }
  return { rowMode, parsers };
}

function open(): PGlite {
  if (!client) throw new Error("the embedded database is not open");
  return client;
}

function target(tx: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (tx === undefined) return open();
  const open_ = transactions.get(tx);
  if (!open_) throw new Error(`transaction ${tx} is not open`);
  return open_.tx;
}

/** Starts a transaction and answers once BEGIN has run; the end answers once COMMIT or ROLLBACK has. */
function begin(id: number, tx: number): Promise<Reply> {
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let begun!: (reply: Reply) => void;
  const started = new Promise<Reply>((resolve) => {
    begun = resolve;
  });
  const rolledBack = new Error("rolled back by the server");
  const ended = open()
    .transaction(async (handle) => {
      transactions.set(tx, { tx: handle, end, ended });
      begun({ id, ok: true, value: undefined });
      if (!(await decided)) throw rolledBack;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        // A failed BEGIN answers the begin itself; a failed COMMIT, the end.
        if (!transactions.has(tx)) begun({ id, ok: false, error: sentError(error) });
        else if (error !== rolledBack) throw error;
      },
    )
    .finally(() => transactions.delete(tx));
  return started;
}

async function end(id: number, tx: number, commit: boolean): Promise<Reply> {
  const open_ = transactions.get(tx);
  if (!open_) return { id, ok: false, error: { message: `transaction ${tx} is not open`, fields: {} } };
  open_.end(commit);
  await open_.ended;
  return { id, ok: true, value: undefined };
}

async function answer(request: Request): Promise<{ reply: Reply; transfer?: Transferable[] } | undefined> {
  const { id } = request;
  switch (request.op) {
    case "open": {
      client = new PGlite({ dataDir: request.dataDir, loadDataDir: request.load ? new Blob([request.load]) : undefined });
      await client.waitReady;
      runPrepared = preparedTextRunner(client);
      return { reply: { id, ok: true, value: undefined } };
    }
    case "query": {
      const result = await target(request.tx).query(request.text, request.params, queryOptions(request.rowMode, request.identityTypes));
      return { reply: { id, ok: true, value: result } };
    }
    case "exec":
      return { reply: { id, ok: true, value: await target(request.tx).exec(request.text) } };
    case "begin":
      return { reply: await begin(id, request.tx) };
    case "end":
      return { reply: await end(id, request.tx, request.commit) };
    case "prepared":
      if (!runPrepared) throw new Error("the embedded database is not open");
      await runPrepared(request.statement);
      return { reply: { id, ok: true, value: undefined } };
    case "listen": {
      const { listener } = request;
      const unlisten = open().listen(request.channel, (payload) => self.postMessage({ notify: listener, payload }));
      unlisteners.set(listener, unlisten);
      await unlisten;
      return { reply: { id, ok: true, value: undefined } };
    }
    case "unlisten": {
      const unlisten = unlisteners.get(request.listener);
      unlisteners.delete(request.listener);
      if (unlisten && !open().closed) await (await unlisten)();
      return { reply: { id, ok: true, value: undefined } };
    }
    case "dump": {
      const bytes = await (await open().dumpDataDir(request.compression)).arrayBuffer();
      return { reply: { id, ok: true, value: bytes }, transfer: [bytes] };
    }
    case "close":
      if (client && !client.closed) await client.close();
      return { reply: { id, ok: true, value: undefined } };
  }
}

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  answer(request).then(
    (answered) => answered && self.postMessage(answered.reply, answered.transfer ?? []),
    (error: unknown) => self.postMessage({ id: request.id, ok: false, error: sentError(error) } satisfies Reply),
  );
};
