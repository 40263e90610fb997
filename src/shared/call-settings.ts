/**
 * The owner's availability for calls booked in the funnel: weekly hours per weekday on the owner's wall clock, the
 * call's length (15 or 30 minutes: the site says calls last 15 to 30), the buffer kept free after each call, the
 * notice needed, how far ahead, days off, and how the call happens. Stored as one admin setting (`calls`) and
 * checked by this schema when read; no slot is ever offered outside it (src/calls/open-slots.ts).
 */
import { z } from "zod";
import { CALL_WAYS } from "./call-status.ts";
import { isTimeZone } from "./time-zones.ts";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CALL_LENGTHS = [15, 30] as const;

export const MAX_WINDOWS_PER_DAY = 4;
export const MAX_BUFFER_MINUTES = 120;
export const MAX_NOTICE_HOURS = 14 * 24;
export const MAX_HORIZON_DAYS = 90;
export const MAX_DAYS_OFF = 200;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" → 570. */
export function minutesOfClock(clock: string): number {
  const match = CLOCK.exec(clock);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

const Clock = z.string().regex(CLOCK, "Enter a time such as 09:00.");

/** One stretch of a day's hours; the end may be "24:00" (midnight at the day's end). */
export const HoursWindow = z
  .object({ start: Clock, end: z.union([Clock, z.literal("24:00")]) })
  .refine((w) => (w.end === "24:00" ? 1440 : minutesOfClock(w.end)) > minutesOfClock(w.start), { message: "The end must come after the start.", path: ["end"] });
export type HoursWindow = z.infer<typeof HoursWindow>;

export function windowMinutes(w: HoursWindow): { start: number; end: number } {
  return { start: minutesOfClock(w.start), end: w.end === "24:00" ? 1440 : minutesOfClock(w.end) };
}

const DayHours = z
  .array(HoursWindow)
  .max(MAX_WINDOWS_PER_DAY, `At most ${MAX_WINDOWS_PER_DAY} stretches a day.`)
  .refine(
    (windows) => {
      const sorted = windows.map(windowMinutes).sort((a, b) => a.start - b.start);
      return sorted.every((w, i) => i === 0 || w.start >= (sorted[i - 1]?.end ?? 0));
    },
    { message: "A day's hours must not overlap." },
  );

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a day such as 2026-12-24.");

export const CallSettings = z
  .object({
    /** Whether the thank-you view offers times at all. */
    enabled: z.boolean(),
    zone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
    weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayHours])) as Record<Weekday, typeof DayHours>),
    lengthMinutes: z.union([z.literal(15), z.literal(30)]),
    bufferMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES),
    noticeHours: z.number().int().min(0).max(MAX_NOTICE_HOURS),
    horizonDays: z.number().int().min(1).max(MAX_HORIZON_DAYS),
    daysOff: z.array(IsoDay).max(MAX_DAYS_OFF),
    how: z.enum(CALL_WAYS),
    /** The meeting's address when the call is a video meeting (https). */
    meetingUrl: z.string().max(500).nullable(),
  })
  .superRefine((settings, ctx) => {
    if (settings.how !== "link") return;
    const url = settings.meetingUrl ?? "";
    if (!/^https:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) ctx.addIssue({ code: "custom", message: "Enter the meeting's https:// address.", path: ["meetingUrl"] });
  });
export type CallSettings = z.infer<typeof CallSettings>;

const weekdayHours = [
  { start: "09:00", end: "12:00" },
  { start: "13:00", end: "17:00" },
];

/** Off until the owner has set the hours: a guess at someone's working day would book calls they cannot take. */
export const DEFAULT_CALL_SETTINGS: CallSettings = {
  enabled: false,
  zone: "America/New_York",
  weekly: { monday: weekdayHours, tuesday: weekdayHours, wednesday: weekdayHours, thursday: weekdayHours, friday: weekdayHours, saturday: [], sunday: [] },
  lengthMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 4,
  horizonDays: 14,
  daysOff: [],
  how: "phone",
  meetingUrl: null,
};

/** The stored value if it still passes the schema (a setting written by an older version may not), else the defaults. */
export function callSettingsOf(stored: unknown): CallSettings {
  const parsed = CallSettings.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CALL_SETTINGS;
}
