/**
 * The owner's calendar's busy times (db/schema/busy-calendar.ts): the address as stored (sealed by the caller),
 * the claim that lets one instance read it at a time, and the last good copy of its intervals, replaced whole in
 * one transaction so a reader never sees half of a read.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { callBusyCalendar, callBusyTimes } from "../schema/index.ts";

export type BusyCalendarRow = typeof callBusyCalendar.$inferSelect;

/** The state row; undefined before an address was ever saved. */
export async function readBusyCalendar(db: Database): Promise<BusyCalendarRow | undefined> {
  const [row] = await db.select().from(callBusyCalendar).where(eq(callBusyCalendar.id, 1));
  return row;
}

/**
 * A new address (or none, to remove it): the earlier calendar's intervals go with it, and any read of it still
 * in flight will find the version changed and write nothing.
 * @example await setBusyCalendarAddress(db, { sealed, shown }); await setBusyCalendarAddress(db, null);
 */
export async function setBusyCalendarAddress(db: Database, address: { sealed: string; shown: string } | null): Promise<void> {
  const fresh = {
    urlSealed: address?.sealed ?? null,
    urlShown: address?.shown ?? null,
    fetchedAt: null,
    succeededAt: null,
    lastError: null,
    busyCount: 0,
    refreshingUntil: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(callBusyCalendar)
      .values({ id: 1, ...fresh, version: 1 })
      .onConflictDoUpdate({ target: callBusyCalendar.id, set: { ...fresh, version: sql`${callBusyCalendar.version} + 1` } });
    await tx.delete(callBusyTimes);
  });
}

/**
 * Claims the next read when one is due (never read, or last read at least `dueAfterMs` ago; 0: now) and no other
 * instance holds the claim; the claim lapses after `holdMs` should its holder die. Undefined: nothing to do.
 */
export async function claimBusyCalendarRead(db: Database, options: { dueAfterMs: number; holdMs: number }): Promise<{ urlSealed: string; version: number } | undefined> {
  const [row] = await db
    .update(callBusyCalendar)
    .set({ refreshingUntil: sql`now() + make_interval(secs => ${options.holdMs / 1000}::float8)` })
    .where(
      and(
        eq(callBusyCalendar.id, 1),
        sql`${callBusyCalendar.urlSealed} is not null`,
        sql`(${callBusyCalendar.refreshingUntil} is null or ${callBusyCalendar.refreshingUntil} < now())`,
        sql`(${callBusyCalendar.fetchedAt} is null or ${callBusyCalendar.fetchedAt} <= now() - make_interval(secs => ${options.dueAfterMs / 1000}::float8))`,
      ),
    )
    .returning({ urlSealed: callBusyCalendar.urlSealed, version: callBusyCalendar.version });
  return row?.urlSealed ? { urlSealed: row.urlSealed, version: row.version } : undefined;
}

const INSERT_BATCH = 500;

/**
 * A good read: its intervals replace the last copy, in one transaction. False when the address changed meanwhile
 * (the read was of an earlier one): then nothing is written.
 */
export async function storeBusyTimes(db: Database, version: number, intervals: { start: Date; end: Date }[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(callBusyCalendar)
      .set({ fetchedAt: sql`now()`, succeededAt: sql`now()`, lastError: null, busyCount: intervals.length, refreshingUntil: null })
      .where(and(eq(callBusyCalendar.id, 1), eq(callBusyCalendar.version, version)))
      .returning({ id: callBusyCalendar.id });
    if (!row) return false;
    await tx.delete(callBusyTimes);
    for (let i = 0; i < intervals.length; i += INSERT_BATCH) {
      await tx.insert(callBusyTimes).values(intervals.slice(i, i + INSERT_BATCH).map(({ start, end }) => ({ startsAt: start, endsAt: end })));
    }
    return true;
  });
}

/** A failed read: the last good copy stays (slots keep being offered from it), the reason is kept for the admin. */
export async function recordBusyCalendarFailure(db: Database, version: number, reason: string): Promise<void> {
  await db
    .update(callBusyCalendar)
    .set({ fetchedAt: sql`now()`, lastError: reason.slice(0, 500), refreshingUntil: null })
    .where(and(eq(callBusyCalendar.id, 1), eq(callBusyCalendar.version, version)));
}

/** Every interval of the last good read that reaches into [from, to). */
export async function busyTimesBetween(db: Database, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: callBusyTimes.startsAt, end: callBusyTimes.endsAt })
    .from(callBusyTimes)
    .where(and(lt(callBusyTimes.startsAt, to), gt(callBusyTimes.endsAt, from)))
    .orderBy(callBusyTimes.startsAt);
}
