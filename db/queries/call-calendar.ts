/**
 * The owner's CalDAV calendar that booked calls are written into: its settings row (the password sealed by the
 * caller, src/calls/caldav-target.ts) and the outbox rows (channel call-calendar) that write each version of a
 * call there. A row is queued in the transaction that books, moves or cancels the call, while a calendar is
 * set; an older version's unsent row is settled with a note, so the calendar only ever gets the newest.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../client.ts";
import { adminSettings, leadNotificationOutbox } from "../schema/index.ts";
import { readAdminSetting } from "./admin-settings.ts";

export const CALDAV_SETTING_KEY = "calls-caldav";

/** As stored: where, as whom, the password sealed, and the address as the tab shows it. */
export interface StoredCalDav {
  url: string;
  username: string;
  passwordSealed: string;
  shown: string;
}

/** What a call-calendar row holds: the call, and the version it writes. */
export interface CalendarWritePayload {
  event: "call.calendar";
  callId: string;
  sequence: number;
}

export const CALENDAR_WRITE_NOTES = {
  superseded: "not written: a newer version of the call followed",
} as const;

function isStoredCalDav(value: unknown): value is StoredCalDav {
  const v = value as Partial<StoredCalDav> | null | undefined;
  return typeof v?.url === "string" && typeof v.username === "string" && typeof v.passwordSealed === "string" && typeof v.shown === "string";
}

/** The stored calendar, or null when none is set. */
export async function readCalDavSetting(db: Database): Promise<StoredCalDav | null> {
  const value = await readAdminSetting(db, CALDAV_SETTING_KEY);
  return isStoredCalDav(value) ? value : null;
}

/** Sets the calendar, or removes it (null): rows queued before keep their version and find no calendar. */
export async function writeCalDavSetting(db: Database, value: StoredCalDav | null): Promise<void> {
  if (value === null) {
    await db.delete(adminSettings).where(eq(adminSettings.key, CALDAV_SETTING_KEY));
    return;
  }
  const now = new Date();
  await db
    .insert(adminSettings)
    .values({ key: CALDAV_SETTING_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: now } });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Queues the write of this version of the call into the owner's calendar, if one is set (inside the change's transaction). */
export async function queueCalendarWrite(tx: Tx, call: { id: string; leadId: string; sequence: number }): Promise<void> {
  const [set] = await tx.select({ key: adminSettings.key }).from(adminSettings).where(eq(adminSettings.key, CALDAV_SETTING_KEY));
  if (!set) return;
  await tx
    .update(leadNotificationOutbox)
    .set({ deliveredAt: new Date(), lastError: CALENDAR_WRITE_NOTES.superseded, lockedUntil: null })
    .where(
      and(
        eq(leadNotificationOutbox.leadId, call.leadId),
        eq(leadNotificationOutbox.channel, "call-calendar"),
        isNull(leadNotificationOutbox.deliveredAt),
        lt(leadNotificationOutbox.mark, call.sequence),
      ),
    );
  const payload: CalendarWritePayload = { event: "call.calendar", callId: call.id, sequence: call.sequence };
  await tx.insert(leadNotificationOutbox).values({ leadId: call.leadId, channel: "call-calendar", mark: call.sequence, payload }).onConflictDoNothing();
}
