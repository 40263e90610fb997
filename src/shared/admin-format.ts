/** Formatting for the admin tables (spec §2, §9): dates, masked API keys, truncated cells. */
import { format, isValid } from "date-fns";

/** Spec §9: the admin's date format, e.g. 'Jan 5, 2025'. */
export const ADMIN_DATE_FORMAT = "MMM d, yyyy";
/** Spec §9: characters left visible at each end of a masked key. */
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
