/**
 * The tables' dates, in the viewer's time zone once the island runs. The server cannot know that zone
 * and hydration must render exactly what the server sent, so the first paint (the server's render and
 * the hydrating one) prints the dates in UTC; the render right after hydration prints them in the
 * viewer's zone. With JavaScript off they stay in UTC.
 */
import { useSyncExternalStore } from "react";
import { formatAdminDate, formatAdminDateTime } from "../../src/shared/admin-format.ts";

type DateValue = string | null | undefined;

export interface TableDates {
  /** 'MMM d, yyyy', or `empty` when there is no date. */
  date(value: DateValue, empty?: string): string;
  /** 'MMM d, yyyy, h:mm a', or `empty` when there is no date. */
  dateTime(value: DateValue, empty?: string): string;
}

const neverChanges = () => () => {};

/** False on the server and while hydrating, true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The instant's UTC calendar date and clock time as a local date, so that a formatter printing local
 * time prints UTC. A UTC clock time that does not exist locally (the hour a local clock skips in
 * spring) moves by that hour, which only a time of day, never a date, can show.
 */
function utcWallClock(value: DateValue): DateValue | Date {
  if (!value) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

const inViewerZone: TableDates = { date: formatAdminDate, dateTime: formatAdminDateTime };
const inUtc: TableDates = {
  date: (value, empty) => formatAdminDate(utcWallClock(value), empty),
  dateTime: (value, empty) => formatAdminDateTime(utcWallClock(value), empty),
};

/** @example const dates = useTableDates(); … cell: (key) => dates.date(key.lastUsedAt, "Never") */
export function useTableDates(): TableDates {
  return useHydrated() ? inViewerZone : inUtc;
}
