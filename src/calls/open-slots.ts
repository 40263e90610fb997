/**
 * The times a call can be booked: each day's hours on the owner's wall clock (in the owner's zone, through
 * @date-fns/tz, so a DST change moves the instants and never the hours), cut into calls of the set length, less
 * what is busy, the notice and anything past the horizon. Busy time is one list of [start, end) instants, each
 * already holding its own buffer: a booking from its start to its end plus the buffer it was booked with, an
 * event of the owner's calendar likewise (src/calls/offered-slots.ts). A slot is open when the call and the buffer
 * after it overlap none of them, the same test the database's exclusion constraint makes on bookings.
 */
import { TZDate } from "@date-fns/tz";
import { type CallSettings, WEEKDAYS, windowMinutes } from "../shared/call-settings.ts";

export interface Interval {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "2026-12-24" for the day `at` falls on in `zone`. */
export function localDay(at: Date | TZDate, zone: string): string {
  const d = new TZDate(at.getTime(), zone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The instant a wall clock in `zone` shows `minutes` past midnight of the day; a time the clocks skip resolves forward. */
function wallClock(year: number, month: number, day: number, minutes: number, zone: string): number {
  return new TZDate(year, month, day, Math.floor(minutes / 60), minutes % 60, zone).getTime();
}

function overlaps(start: number, end: number, busy: Interval[]): boolean {
  return busy.some((b) => start < b.end.getTime() && b.start.getTime() < end);
}

/** The window an answer can fall in: from the notice to the horizon. */
export function bookingWindow(settings: CallSettings, now: Date): Interval {
  return { start: new Date(now.getTime() + settings.noticeHours * 60 * MINUTE), end: new Date(now.getTime() + settings.horizonDays * DAY) };
}

/**
 * Every open start, earliest first.
 * @example openSlots(settings, busy, new Date()) // [2026-12-01T14:00:00Z, 2026-12-01T14:30:00Z, …]
 */
export function openSlots(settings: CallSettings, busy: Interval[], now: Date): Date[] {
  const { start: earliest, end: latest } = bookingWindow(settings, now);
  const length = settings.lengthMinutes * MINUTE;
  const buffer = settings.bufferMinutes * MINUTE;
  const daysOff = new Set(settings.daysOff);
  const today = new TZDate(now.getTime(), settings.zone);
  const slots: Date[] = [];
  for (let offset = 0; offset <= settings.horizonDays; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, settings.zone);
    if (daysOff.has(localDay(day, settings.zone))) continue;
    const weekday = WEEKDAYS[(day.getDay() + 6) % 7];
    if (!weekday) continue;
    for (const window of settings.weekly[weekday]) {
      const { start, end } = windowMinutes(window);
      const windowEnd = wallClock(day.getFullYear(), day.getMonth(), day.getDate(), end, settings.zone);
      for (let at = wallClock(day.getFullYear(), day.getMonth(), day.getDate(), start, settings.zone); at + length <= windowEnd; at += length) {
        if (at < earliest.getTime() || at > latest.getTime()) continue;
        if (overlaps(at, at + length + buffer, busy)) continue;
        slots.push(new Date(at));
      }
    }
  }
  return slots;
}

/** Whether `start` is one of the open slots: what a booking is checked against before the database sees it. */
export function isOpenSlot(settings: CallSettings, busy: Interval[], now: Date, start: Date): boolean {
  return openSlots(settings, busy, now).some((slot) => slot.getTime() === start.getTime());
}
