/** The owner's calendar's state in the owner's words and zone, for the Calls tab and the Notifications tab. */
import type { BusyCalendarState } from "./busy-calendar.ts";

/** "Nov 30, 2026, 4:45 PM" on the owner's wall clock. */
export function ownerTime(at: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(at);
}

/**
 * The line that says the last read failed, or null when it did not.
 * @example busyCalendarProblem(state, "Europe/London") // "Your calendar's busy times could not be read at …"
 */
export function busyCalendarProblem(state: BusyCalendarState, zone: string): string | null {
  if (!state.shown || !state.lastError || !state.fetchedAt) return null;
  const copy = state.succeededAt
    ? `Slots are offered from the copy read at ${ownerTime(state.succeededAt, zone)}.`
    : "No copy has been read yet: slots are offered without your calendar.";
  return `Your calendar's busy times could not be read at ${ownerTime(state.fetchedAt, zone)}: ${state.lastError}. ${copy}`;
}

/** What the Calls tab says of a calendar that is working (or not read yet). */
export function busyCalendarSummary(state: BusyCalendarState, zone: string): string | null {
  if (!state.shown) return null;
  if (!state.succeededAt) return state.lastError ? null : "Not read yet: the first read starts within a minute.";
  const count = `${state.busyCount} busy ${state.busyCount === 1 ? "time" : "times"}`;
  return `Last read ${ownerTime(state.succeededAt, zone)}: ${count} in the weeks the funnel offers. Read again every five minutes.`;
}
