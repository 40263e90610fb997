/**
 * The daily salt of the visitor hash (src/traffic/visitor-hash.ts): one random value per UTC day, made by
 * whichever instance counts the day's first view and read by every other, so that instances behind one
 * load balancer recognise one visitor once. It lives in its own table and is deleted when its day is over
 * (pruneTrafficRaw); each instance keeps the day's value in memory so a view costs no extra read.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { rowsOf } from "./rows-of.ts";

const remembered = new WeakMap<Database, { day: string; salt: string }>();

/**
 * The salt of `day` (a UTC day, "2026-11-27"), made if the day has none yet.
 * @example const salt = await dailySalt(db, utcDay(new Date()));
 */
export async function dailySalt(db: Database, day: string): Promise<string> {
  const known = remembered.get(db);
  if (known?.day === day) return known.salt;
  const made = randomBytes(32).toString("hex");
  // Two instances making the day's salt at once: the loser's statement cannot see the winner's row (its
  // snapshot is older than that commit), so it reads again in a statement of its own.
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await db.execute(sql`
      with made as (
        insert into traffic_salts (day, salt) values (${day}::date, ${made}) on conflict (day) do nothing returning salt
      )
      select salt from made union all select salt from traffic_salts where day = ${day}::date`);
    const salt = rowsOf<{ salt: string }>(result)[0]?.salt;
    if (salt !== undefined) {
      remembered.set(db, { day, salt });
      return salt;
    }
  }
  throw new Error(`No traffic salt could be read or made for ${day}`);
}

/** Forgets the remembered salt, as an instance does when its day is over (tests simulate days). */
export function forgetDailySalt(db: Database): void {
  remembered.delete(db);
}
