/**
 * The 404 log: paths (or groups of probes) that answered 404, with their counts, first and last sight and
 * a referrer host. Written in batches by the front door's recorder, never once per 404; kept to
 * NOT_FOUND_LOG_CAP rows, the least recently seen dropped first, so that no flood grows it.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { notFoundPaths } from "../schema/index.ts";

/** The most rows the log keeps. */
export const NOT_FOUND_LOG_CAP = 1000;

export interface NotFoundCount {
  path: string;
  probeGroup: string | null;
  hits: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  referrerHost: string | null;
}

export type NotFoundRow = NotFoundCount;

/**
 * Adds one batch of counts (one statement), then drops the rows past the cap.
 * @example await addNotFoundCounts(db, [{ path: "/old", probeGroup: null, hits: 3, firstSeenAt, lastSeenAt, referrerHost: "example.com" }]);
 */
export async function addNotFoundCounts(db: Database, counts: readonly NotFoundCount[], cap = NOT_FOUND_LOG_CAP): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(notFoundPaths)
    .values(counts.map((c) => ({ ...c })))
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: {
        hits: sql`${notFoundPaths.hits} + excluded.hits`,
        firstSeenAt: sql`least(${notFoundPaths.firstSeenAt}, excluded.first_seen_at)`,
        lastSeenAt: sql`greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at)`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
      },
    });
  await db.execute(sql`
    delete from ${notFoundPaths} where ${notFoundPaths.path} in (
      select ${notFoundPaths.path} from ${notFoundPaths} order by ${notFoundPaths.lastSeenAt} desc, ${notFoundPaths.path} offset ${cap}
    )`);
}

/** One page of the log, by most hits or most recently seen. */
export async function listNotFound(db: Database, query: { sort: "hits" | "recent"; page: number; limit: number }): Promise<{ rows: NotFoundRow[]; total: number }> {
  const order =
    query.sort === "hits"
      ? [desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt), notFoundPaths.path]
      : [desc(notFoundPaths.lastSeenAt), desc(notFoundPaths.hits), notFoundPaths.path];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notFoundPaths)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(notFoundPaths),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function deleteNotFound(db: Database, path: string): Promise<boolean> {
  return (await db.delete(notFoundPaths).where(eq(notFoundPaths.path, path)).returning({ path: notFoundPaths.path })).length > 0;
}

/** Empties the log; returns how many rows it held. */
export async function clearNotFound(db: Database): Promise<number> {
  return (await db.delete(notFoundPaths).returning({ path: notFoundPaths.path })).length;
}
