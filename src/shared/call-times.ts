/**
 * A call's time in words, always in a named zone: the reader's (the visitor's in the funnel and in their e-mails,
 * the owner's in the admin and in theirs), never the server's. Shared by the server, the e-mails and the
 * funnel island, so the picker, the confirmation and the invitation say the same thing.
 */
import { zoneAbbreviation, zoneLabel } from "./time-zones.ts";

/** One day of open times as the picker shows it, in the reader's zone. */
export interface SlotDay {
  /** The day in the reader's zone, "2026-12-01". */
  date: string;
  /** "Tuesday, December 1". */
  label: string;
  /** "Tue". */
  short: string;
  /** "Dec 1". */
  dayMonth: string;
  slots: { start: string; time: string }[];
}

function parts(at: Date, zone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options }).format(at);
}

/** @example clockTime(new Date("2026-12-01T14:00:00Z"), "America/New_York") // "9:00 AM" */
export function clockTime(at: Date, zone: string): string {
  return parts(at, zone, { hour: "numeric", minute: "2-digit" });
}

function isoDay(at: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => part.find((p) => p.type === type)?.value ?? "";
  return `${value("year")}-${value("month")}-${value("day")}`;
}

/**
 * The open starts grouped by the reader's day, at most `maxDays` days.
 * @example slotDays([new Date("2026-12-01T14:00:00Z")], "Europe/London") // [{ date: "2026-12-01", label: "Tuesday, December 1", slots: [{ time: "2:00 PM", … }] }]
 */
export function slotDays(starts: Date[], zone: string, maxDays = Number.POSITIVE_INFINITY): SlotDay[] {
  const days: SlotDay[] = [];
  for (const start of starts) {
    const date = isoDay(start, zone);
    let day = days.at(-1);
    if (day?.date !== date) {
      if (days.length >= maxDays) break;
      day = {
        date,
        label: parts(start, zone, { weekday: "long", month: "long", day: "numeric" }),
        short: parts(start, zone, { weekday: "short" }),
        dayMonth: parts(start, zone, { month: "short", day: "numeric" }),
        slots: [],
      };
      days.push(day);
    }
    day.slots.push({ start: start.toISOString(), time: clockTime(start, zone) });
  }
  return days;
}

/**
 * The call's time for a sentence, with its zone named.
 * @example callTimeText(new Date("2026-12-01T14:00:00Z"), new Date("2026-12-01T14:30:00Z"), "America/New_York")
 * // "Tuesday, December 1, 2026, 9:00 – 9:30 AM EST"
 */
export function callTimeText(start: Date, end: Date, zone: string): string {
  const day = parts(start, zone, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const range = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).formatRange(start, end);
  return `${day}, ${range} ${zoneAbbreviation(start, zone)}`;
}

/** The same with the zone's full name on a line of its own: "Times are in Eastern Time (America/New_York)". */
export function zoneSentence(zone: string, at: Date): string {
  return `Times are in ${zoneLabel(zone, at)}.`;
}

/**
 * A call's start in a line of the owner's list, with its zone.
 * @example callMomentText(new Date("2026-12-01T14:00:00Z"), "America/New_York") // "Tue, Dec 1, 9:00 AM EST"
 */
export function callMomentText(start: Date, zone: string): string {
  return `${parts(start, zone, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })} ${zoneAbbreviation(start, zone)}`.replace(/\s/g, " ");
}
