/**
 * Data retention for leads (LEAD_RETENTION_DAYS): leads older than the limit are deleted with everything
 * kept beside them — notes, status history, e-mail links, outbox rows — by the foreign keys' cascades.
 * Several instances may run it at once: each batch takes its rows with SKIP LOCKED, so two runs delete
 * disjoint batches and a second run after the first finds nothing.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { leads } from "../schema/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Small enough that a batch's cascades hold their locks only briefly while leads keep coming in. */
const BATCH = 500;

/**
 * @example const deleted = await deleteLeadsOlderThan(db, 365);
 */
export async function deleteLeadsOlderThan(db: Database, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const result = await db.execute<{ id: string }>(sql`
      delete from ${leads}
       where id in (select id from ${leads} where created_at < ${before.toISOString()}::timestamptz order by created_at limit ${BATCH} for update skip locked)
      returning id`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
