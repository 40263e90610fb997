/**
 * Prepared statements kept per database: built on first use, then reused for as long as the database lives.
 * @example const statementsFor = perDatabase(prepareStatements); statementsFor(db).page.execute({ limit: 12 })
 */
import type { Database } from "../client.ts";

export function perDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let value = byDatabase.get(db);
    if (value === undefined) {
      value = prepare(db);
      byDatabase.set(db, value);
    }
    return value;
  };
}
