/**
 * The time zones the call tests walk, and the days their clocks change in 2026: one with a half-hour offset and
 * DST (Adelaide), one with a half-hour offset and none (Kolkata: two ordinary days stand in), one in the southern
 * hemisphere whose clocks change the other way round (Sydney).
 */
export const ZONES = ["America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Australia/Sydney", "Australia/Adelaide"];

export const CLOCK_CHANGES: Record<string, [string, string]> = {
  "America/New_York": ["2026-03-08", "2026-11-01"],
  "America/Los_Angeles": ["2026-03-08", "2026-11-01"],
  "Europe/London": ["2026-03-29", "2026-10-25"],
  "Asia/Kolkata": ["2026-03-29", "2026-10-25"],
  "Australia/Sydney": ["2026-04-05", "2026-10-04"],
  "Australia/Adelaide": ["2026-04-05", "2026-10-04"],
};
