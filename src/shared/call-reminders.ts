/** The reminders a booked call gets: the lead's a day and an hour before, the owner's an hour before. */
export const CALL_REMINDERS = [
  { kind: 1, to: "lead", beforeMs: 24 * 60 * 60_000, words: "tomorrow" },
  { kind: 2, to: "lead", beforeMs: 60 * 60_000, words: "in one hour" },
  { kind: 3, to: "owner", beforeMs: 60 * 60_000, words: "in one hour" },
] as const;
export type CallReminder = (typeof CALL_REMINDERS)[number];
