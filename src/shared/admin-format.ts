/** Formatting for the admin tables: dates, masked API keys, truncated cells. */
import { format, isValid } from "date-fns";

/** The admin's date format, e.g. 'Jan 5, 2025'. */
export const ADMIN_DATE_FORMAT = "MMM d, yyyy";
/** A date with its time, for what happens at a moment (a scheduled post), e.g. 'Jan 5, 2025, 9:30 AM'. */
export const ADMIN_DATE_TIME_FORMAT = "MMM d, yyyy, h:mm a";
/** What an <input type="datetime-local"> holds: local wall time to the minute. */
const DATE_TIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
/** Characters left visible at each end of a masked key. */
export const KEY_VISIBLE_CHARS = 4;
const MASK = "••••••••";

/**
 * 'MMM d, yyyy' in the viewer's time zone, or '-' when there is no (valid) date.
 * @example formatAdminDate("2025-01-05T12:00:00Z") // "Jan 5, 2025"
 */
export function formatAdminDate(value: string | number | Date | null | undefined, empty = "-"): string {
  if (value === null || value === undefined || value === "") return empty;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, ADMIN_DATE_FORMAT) : empty;
}

/**
 * 'MMM d, yyyy, h:mm a' in the viewer's time zone, or '-' when there is no (valid) date.
 * @example formatAdminDateTime("2025-01-05T09:30:00") // "Jan 5, 2025, 9:30 AM"
 */
export function formatAdminDateTime(value: string | number | Date | null | undefined, empty = "-"): string {
  if (value === null || value === undefined || value === "") return empty;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, ADMIN_DATE_TIME_FORMAT) : empty;
}

/**
 * An instant as a datetime-local input's value in the viewer's time zone; "" for none.
 * @example toDateTimeInput("2026-12-01T09:00:00Z") // "2026-12-01T10:00" in Berlin
 */
export function toDateTimeInput(value: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return isValid(date) ? format(date, DATE_TIME_INPUT_FORMAT) : "";
}

/**
 * A datetime-local input's value (the viewer's wall time) as an ISO instant; "" when empty or incomplete.
 * @example fromDateTimeInput("2026-12-01T10:00") // "2026-12-01T09:00:00.000Z" in Berlin
 */
export function fromDateTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/.test(value)) return "";
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : "";
}

/**
 * First and last four characters visible, the rest hidden; keys of eight characters or fewer in full.
 * Idempotent on a key the server already masked the same way.
 * @example maskKey("biz_abcdefghijklmnop1234") // "biz_••••••••1234"
 */
export function maskKey(key: string): string {
  if (key.length <= KEY_VISIBLE_CHARS * 2) return key;
  return key.slice(0, KEY_VISIBLE_CHARS) + MASK + key.slice(-KEY_VISIBLE_CHARS);
}

/**
 * Shortens a table cell to `max` characters with an ellipsis; '-' when empty.
 * @example truncate("A long biography", 6) // "A lon…"
 */
export function truncate(text: string | null | undefined, max: number, empty = "-"): string {
  const value = (text ?? "").trim();
  if (!value) return empty;
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/**
 * A count with its noun: "1 lead", "2,400 leads".
 * @example countOf(2, "follow-up", "follow-ups") // "2 follow-ups"
 */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
