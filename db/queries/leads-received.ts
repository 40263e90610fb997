/** How many leads arrived in a range of UTC days, spam left out: the count the Leads tab, the Traffic tab and the Funnel tab share. */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { leads } from "../schema/index.ts";
import { rowsOf } from "./rows-of.ts";

/**
 * Every lead received from the start of `from` to the end of `to` (UTC days, inclusive), whether or not the
 * analytics saw the visit it came from.
 * @example await countLeadsReceived(db, "2026-11-21", "2026-11-27") // 4
 */
export async function countLeadsReceived(db: Database, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::integer as n from ${leads}
     where not ${leads.isSpam} and ${leads.createdAt} >= ${`${from}T00:00:00Z`}::timestamptz
       and ${leads.createdAt} < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
