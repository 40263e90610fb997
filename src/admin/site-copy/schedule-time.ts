/**
 * The moment a scheduled publish goes live, as the owner chose it: a date and time on a wall clock in a time
 * zone (an <input type="datetime-local"> and a zone), turned into one instant by @date-fns/tz, and shown back
 * in that zone with its offset, so that "9:00" never silently means the server's nine o'clock.
 */
import { TZDate } from "@date-fns/tz";
import { isTimeZone } from "../../shared/time-zones.ts";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The furthest ahead a publish may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

export type ScheduleTime = { at: Date; timeZone: string } | { error: string; field: "at" | "timeZone" };

/**
 * @example scheduleTime("2026-12-01T09:00", "America/Denver", now) // { at: 2026-12-01T16:00:00Z, timeZone: "America/Denver" }
 */
export function scheduleTime(local: string, timeZone: string, now: Date): ScheduleTime {
  if (!isTimeZone(timeZone)) return { error: "Choose a time zone from the list.", field: "timeZone" };
  const match = LOCAL.exec(local.trim());
  if (!match) return { error: "Enter the date and time it goes live.", field: "at" };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // A wall-clock time that does not exist or that a rollover moved (Feb 30, 25:00) is not what was meant.
  if (Number.isNaN(at.getTime()) || at.getMonth() !== month - 1 || at.getDate() !== day) return { error: "Enter a date that exists.", field: "at" };
  if (at.getHours() !== hour || at.getMinutes() !== minute) return { error: "That time does not exist in this time zone: the clocks go forward then.", field: "at" };
  if (at.getTime() <= now.getTime()) return { error: "Choose a moment in the future, or press Publish now.", field: "at" };
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) return { error: `Choose a moment within ${MAX_SCHEDULE_DAYS} days.`, field: "at" };
  return { at: new Date(at.getTime()), timeZone };
}

/**
 * The moment in words, in its zone, with the zone's name and offset.
 * @example scheduleText(new Date("2026-12-01T16:00:00Z"), "America/Denver") // "Tue, Dec 1, 2026, 9:00 AM (America/Denver, GMT-7)"
 */
export function scheduleText(at: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const when = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
    at,
  );
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  return `${when} (${zone}, ${offset})`;
}

/** The value of a datetime-local input showing `at` in `timeZone`. */
export function localInputValue(at: Date, timeZone: string): string {
  const d = new TZDate(at.getTime(), isTimeZone(timeZone) ? timeZone : "UTC");
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}
