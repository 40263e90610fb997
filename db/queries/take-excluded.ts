/** The `set` of an upsert that takes the proposed row's values: each column named once, its SQL name read from the schema. */
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `{ key: excluded.<column> }` for each of `keys`: on conflict, the row takes the value the insert proposed.
 * @example .onConflictDoUpdate({ target: redirects.fromPath, set: { ...takeExcluded(redirects, ["toTarget", "source"]), updatedAt: now } })
 */
export function takeExcluded<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, keys: readonly K[]): Record<K, SQL> {
  const columns = table as unknown as Record<K, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key].name)}`])) as Record<K, SQL>;
}
