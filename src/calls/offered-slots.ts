/**
 * The slots the site offers right now: the owner's availability less every live booking and the busy times of
 * the owner's own calendar (its last good read), grouped by the reader's day. The one read behind the funnel's picker, the booking's
 * check and the reschedule page.
 */
import type { Database } from "../../db/client.ts";
import { busyTimesBetween } from "../../db/queries/busy-calendar.ts";
import { bookedBetween } from "../../db/queries/calls.ts";
import type { CallSettings } from "../shared/call-settings.ts";
import { type SlotDay, slotDays } from "../shared/call-times.ts";
import { bookingWindow, type Interval, openSlots } from "./open-slots.ts";

/** How many days of times the picker and the reschedule page show at once. */
export const OFFERED_DAYS = 10;

/** The instants a slot's busy time can reach: from a buffer before now to past the last slot's end. */
function busyWindow(settings: CallSettings, now: Date): { from: Date; to: Date } {
  const { end } = bookingWindow(settings, now);
  return { from: new Date(now.getTime() - settings.bufferMinutes * 60_000), to: new Date(end.getTime() + settings.lengthMinutes * 60_000) };
}

/**
 * The owner's calendar's busy times, each held like a booking: from its start to its end plus the buffer. A
 * call then ends a buffer before a meeting and starts a buffer after it, the rule bookings already follow.
 */
export async function calendarBusyTime(db: Database, settings: CallSettings, now: Date): Promise<Interval[]> {
  const { from, to } = busyWindow(settings, now);
  const buffer = settings.bufferMinutes * 60_000;
  return (await busyTimesBetween(db, from, to)).map(({ start, end }) => ({ start, end: new Date(end.getTime() + buffer) }));
}

/** Everything busy that could touch a slot between now and the horizon: the bookings and the owner's calendar. */
export async function busyTime(db: Database, settings: CallSettings, now: Date): Promise<Interval[]> {
  const { from, to } = busyWindow(settings, now);
  const [booked, calendar] = await Promise.all([bookedBetween(db, from, to), calendarBusyTime(db, settings, now)]);
  return [...booked, ...calendar];
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
