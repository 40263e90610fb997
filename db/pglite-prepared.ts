/**
 * Named prepared statements on PGlite. Its `query` parses, analyses and plans the text on every call (the
 * unnamed statement): for the page views' one large statement that was 4–5 ms of every write, whatever its size,
 * on the server's one thread (decision 043). Here a text is parsed once per PGlite instance under a name of its
 * own and then only bound and executed. PostgreSQL needs none of this: postgres.js prepares each text itself.
 */
import { type PGlite, protocol } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();
const { serialize } = protocol;

/** PGlite's own locks, which `query` and `transaction` take: declared on the class, not in its documented surface. */
interface PgliteLocks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** A statement's text and its parameters in PostgreSQL's text format: what crosses to the database's thread. */
export interface PreparedText {
  text: string;
  values: (string | null)[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A parameter as PostgreSQL's text format has it. */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** @example const { text, values } = preparedText(sql`insert into t values (${1})`); */
export function preparedText(query: SQL): PreparedText {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params.map(textValue) };
}

/**
 * Runs statements that return no rows, each text prepared once. Waits, like PGlite's `query`, for any
 * transaction being taken (a statement sent in the middle of one would run inside it), then holds the
 * instance for its own messages.
 * @example const run = preparedTextRunner(client); await run({ text: "insert into t values ($1)", values: ["1"] });
 */
export function preparedTextRunner(client: PGlite): (statement: PreparedText) => Promise<void> {
  const names = new Map<string, string>();
  const locks = client as unknown as PgliteLocks;
  return ({ text, values }) =>
    locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        let name = names.get(text);
        if (name === undefined) {
          name = `prepared_${names.size + 1}`;
          await client.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]));
          names.set(text, name);
        }
        await client.execProtocol(concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]));
      }),
    );
}

/**
 * The same for drizzle's `sql` on the thread that holds the instance.
 * @example const run = preparedStatements(client); await run(sql`insert into t values (${1})`);
 */
export function preparedStatements(client: PGlite): (query: SQL) => Promise<void> {
  const run = preparedTextRunner(client);
  return (query) => run(preparedText(query));
}
