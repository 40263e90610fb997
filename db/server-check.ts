/**
 * Before migrating: is this a database the site can use? A PostgreSQL whose database is not UTF8 (a server
 * initialised without a UTF-8 locale gives SQL_ASCII) fails the migrations deep inside one of them, and an
 * older server fails on a feature the schema uses; either is one line here, saying what to do, instead.
 */

/** The oldest PostgreSQL the schema and the tests are known to work on (docs/configuration.md: "PostgreSQL 15+"). */
export const MIN_POSTGRES_VERSION = 15;

/** A database the site cannot use: the message is the one line that says why and what to do. */
export class DatabaseUnusableError extends Error {
  override name = "DatabaseUnusableError";
}

export interface ServerFacts {
  database: string;
  encoding: string;
  /** server_version_num: 150004 for 15.4. */
  versionNum: number;
  version: string;
}

/** The query that reads the facts: one row, on PostgreSQL and PGlite alike. */
export const SERVER_FACTS_QUERY =
  "select current_database() as database, current_setting('server_encoding') as encoding, current_setting('server_version_num') as version_num, current_setting('server_version') as version";

/** An identifier as SQL writes it: bare when it can be, else double-quoted. */
function identifier(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/**
 * The one line that says why the database cannot be used and how to fix it, or undefined when it can be.
 * @example unusableBecause({ database: "site", encoding: "SQL_ASCII", versionNum: 160002, version: "16.2" }) // 'The database "site" uses the SQL_ASCII encoding; …'
 */
export function unusableBecause(facts: ServerFacts): string | undefined {
  if (facts.encoding.toUpperCase() !== "UTF8") {
    const name = identifier(facts.database);
    return (
      `The database "${facts.database}" uses the ${facts.encoding} encoding; the site needs UTF8. ` +
      `Create it with CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0 (or initialise the server with a UTF-8 locale: initdb -E UTF8 --locale=C.UTF-8), point DATABASE_URL at it and start again.`
    );
  }
  if (facts.versionNum < MIN_POSTGRES_VERSION * 10_000) {
    return `The database server is PostgreSQL ${facts.version}; the site needs PostgreSQL ${MIN_POSTGRES_VERSION} or later. Upgrade the server (or point DATABASE_URL at a newer one) and start again.`;
  }
  return undefined;
}

/**
 * Reads the facts with `query` and throws DatabaseUnusableError when the database cannot be used.
 * @example await checkDatabaseServer((sql) => reserved.unsafe(sql));
 */
export async function checkDatabaseServer(query: (sql: string) => Promise<unknown>): Promise<ServerFacts> {
  const result = await query(SERVER_FACTS_QUERY);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const row = rows[0] ?? {};
  const facts: ServerFacts = {
    database: String(row.database ?? ""),
    encoding: String(row.encoding ?? ""),
    versionNum: Number(row.version_num ?? 0),
    version: String(row.version ?? ""),
  };
  const problem = unusableBecause(facts);
  if (problem) throw new DatabaseUnusableError(problem);
  return facts;
}
