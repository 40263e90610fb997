/**
 * The slots the site offers right now: the owner's availability less every live booking (and, once read, the
 * owner's own calendar), grouped by the reader's day. The one read behind the funnel's picker, the booking's
 * check and the reschedule page.
 */
import type { Database } from "../../db/client.ts";
import { bookedBetween } from "../../db/queries/calls.ts";
import type { CallSettings } from "../shared/call-settings.ts";
import { type SlotDay, slotDays } from "../shared/call-times.ts";
import { bookingWindow, type Interval, openSlots } from "./open-slots.ts";

/** How many days of times the picker and the reschedule page show at once. */
export const OFFERED_DAYS = 10;

/** Everything busy that could touch a slot between now and the horizon. */
export async function busyTime(db: Database, settings: CallSettings, now: Date): Promise<Interval[]> {
  const { end } = bookingWindow(settings, now);
  return bookedBetween(db, now, new Date(end.getTime() + settings.lengthMinutes * 60_000));
}

/** Every open start, earliest first. */
export async function offeredStarts(db: Database, settings: CallSettings, now: Date): Promise<Date[]> {
  if (!settings.enabled) return [];
  return openSlots(settings, await busyTime(db, settings, now), now);
}

/** The open starts as days in the reader's zone, at most OFFERED_DAYS of them. */
export async function offeredDays(db: Database, settings: CallSettings, zone: string, now: Date): Promise<SlotDay[]> {
  return slotDays(await offeredStarts(db, settings, now), zone, OFFERED_DAYS);
}
