/**
 * The availability form of the Calls tab, to and from CallSettings: each weekday's stretches as pairs of time
 * inputs (`monday.1.start`, `monday.1.end`…; a pair left empty is no stretch), the numbers as text, the days
 * off one per line. A refusal names the form's own fields, in the owner's words, and keeps what was typed.
 */

import type { FieldIssue } from "../../shared/api-errors.ts";
import { CALL_LENGTHS, CallSettings, MAX_BUFFER_MINUTES, MAX_HORIZON_DAYS, MAX_NOTICE_HOURS, MAX_WINDOWS_PER_DAY, WEEKDAYS } from "../../shared/call-settings.ts";

export type AvailabilityValues = Record<string, string>;

/** The form's fields for stored settings: what the inputs show. */
export function availabilityValues(settings: CallSettings): AvailabilityValues {
  const values: AvailabilityValues = {
    enabled: settings.enabled ? "on" : "",
    zone: settings.zone,
    length: String(settings.lengthMinutes),
    buffer: String(settings.bufferMinutes),
    notice: String(settings.noticeHours),
    horizon: String(settings.horizonDays),
    daysOff: settings.daysOff.join("\n"),
    how: settings.how,
    meetingUrl: settings.meetingUrl ?? "",
  };
  for (const day of WEEKDAYS) {
    settings.weekly[day].forEach((window, i) => {
      values[`${day}.${i + 1}.start`] = window.start;
      values[`${day}.${i + 1}.end`] = window.end;
    });
  }
  return values;
}

/** How many pairs of inputs a day shows: its stretches and one empty pair, at least two, at most the limit. */
export function windowRows(values: AvailabilityValues, day: string): number {
  let used = 0;
  for (let i = 1; i <= MAX_WINDOWS_PER_DAY; i++) if (values[`${day}.${i}.start`] || values[`${day}.${i}.end`]) used = i;
  return Math.min(MAX_WINDOWS_PER_DAY, Math.max(2, used + 1));
}

const MESSAGES: Record<string, string> = {
  zone: "Choose a time zone from the list.",
  length: `Choose ${CALL_LENGTHS.join(" or ")} minutes.`,
  buffer: `Enter whole minutes from 0 to ${MAX_BUFFER_MINUTES}.`,
  notice: `Enter whole hours from 0 to ${MAX_NOTICE_HOURS}.`,
  horizon: `Enter whole days from 1 to ${MAX_HORIZON_DAYS}.`,
  daysOff: "Enter each day off as a date such as 2026-12-24, one a line.",
};

/** The form's field for a schema path: weekly.monday.0.end → monday.1.end. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, day, index, part] = path.map(String);
  if (head === "weekly") return index === undefined ? `${day}.1.start` : `${day}.${Number(index) + 1}.${part ?? "start"}`;
  return { lengthMinutes: "length", bufferMinutes: "buffer", noticeHours: "notice", horizonDays: "horizon" }[head ?? ""] ?? head ?? "form";
}

const whole = (text: string | undefined) => (text !== undefined && /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * @example settingsFromForm({ enabled: "on", zone: "Europe/London", "monday.1.start": "09:00", … }) // { settings } or { issues }
 */
export function settingsFromForm(values: AvailabilityValues): { settings: CallSettings } | { issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const windows: { start: string; end: string }[] = [];
      for (let i = 1; i <= MAX_WINDOWS_PER_DAY; i++) {
        const start = (values[`${day}.${i}.start`] ?? "").trim();
        const end = (values[`${day}.${i}.end`] ?? "").trim();
        if (!start && !end) continue;
        if (!start || !end) issues.push({ field: `${day}.${i}.${start ? "end" : "start"}`, message: "Enter both the start and the end, or leave both empty." });
        else windows.push({ start, end: end === "00:00" ? "24:00" : end });
      }
      return [day, windows];
    }),
  );
  const candidate = {
    enabled: values.enabled === "on" || values.enabled === "true",
    zone: (values.zone ?? "").trim(),
    weekly,
    lengthMinutes: whole(values.length),
    bufferMinutes: whole(values.buffer),
    noticeHours: whole(values.notice),
    horizonDays: whole(values.horizon),
    daysOff: (values.daysOff ?? "")
      .split(/[\s,;]+/)
      .map((d) => d.trim())
      .filter(Boolean),
    how: values.how === "link" ? "link" : "phone",
    meetingUrl: (values.meetingUrl ?? "").trim() || null,
  };
  const parsed = CallSettings.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (!issues.some((i) => i.field === field)) issues.push({ field, message: MESSAGES[field] ?? issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { issues };
  return { settings: { ...parsed.data, daysOff: [...new Set(parsed.data.daysOff)].sort() } };
}
