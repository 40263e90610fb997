/**
 * When the owner is reminded of a lead still New: LEAD_REMINDER_MARKS, ages after the lead came in
 * ("1h,8h,20h"; seconds and minutes too, so that a test can wait for real), and the window in which each
 * mark may still be queued. A mark is queued only while the lead's age lies between it and the next mark
 * (the last: plus a margin), so a server that was down through a window skips that reminder instead of
 * sending several at once, and leads older than every window — all of them on the day of an upgrade — get none.
 */
import { z } from "zod";

export const DEFAULT_REMINDER_MARKS = "1h,8h,20h";

/** Reminders a lead may get: the outbox's `mark` is a smallint, and more than this would be nagging. */
export const MAX_REMINDER_MARKS = 10;

const SECOND = 1000;
const UNIT_MS = { s: SECOND, m: 60 * SECOND, h: 60 * 60 * SECOND } as const;
const LONGEST_MARK_MS = 7 * 24 * 60 * 60 * SECOND;
/** The last mark's window: half the mark, at most an hour. */
const LAST_WINDOW_MAX_MS = 60 * 60 * SECOND;

export interface ReminderMark {
  /** 1 for the first reminder, 2 for the second…: the outbox row's `mark`. */
  mark: number;
  /** The lead's age at which it is due. */
  afterMs: number;
  /** Past this age it is no longer queued (the next mark's, or the last one's margin). */
  untilMs: number;
}

/**
 * "1h,8h,20h" → [{ mark: 1, afterMs: 3_600_000, untilMs: 28_800_000 }, …]; "off" (or "none") → [].
 * @example ReminderMarks.parse("30s, 2m") // marks at 30 s and 2 min
 */
export const ReminderMarks = z.string().transform((value, ctx): ReminderMark[] => {
  const text = value.trim().toLowerCase();
  if (text === "off" || text === "none") return [];
  const ages: number[] = [];
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = /^(\d{1,7})\s*([smh])$/.exec(part);
    const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : Number.NaN;
    if (!match || ms < SECOND || ms > LONGEST_MARK_MS) {
      ctx.addIssue({ code: "custom", message: `"${part}" is not an age from 1s to 168h (a number and s, m or h, e.g. 1h,8h,20h; or off)` });
      return z.NEVER;
    }
    if (ages.length > 0 && ms <= ages[ages.length - 1]!) {
      ctx.addIssue({ code: "custom", message: "must list ages from the earliest to the latest, each later than the one before (e.g. 1h,8h,20h)" });
      return z.NEVER;
    }
    ages.push(ms);
  }
  if (ages.length > MAX_REMINDER_MARKS) {
    ctx.addIssue({ code: "custom", message: `at most ${MAX_REMINDER_MARKS} reminders` });
    return z.NEVER;
  }
  return ages.map((afterMs, i) => ({
    mark: i + 1,
    afterMs,
    untilMs: ages[i + 1] ?? afterMs + Math.min(LAST_WINDOW_MAX_MS, Math.ceil(afterMs / 2)),
  }));
});

/**
 * How often each instance looks for leads that passed a mark: a quarter of the narrowest window (so each
 * window is seen several times), between 250 ms and a minute.
 * @example reminderScanMs(ReminderMarks.parse("1h,8h,20h")) // 60_000
 */
export function reminderScanMs(marks: readonly ReminderMark[]): number {
  if (marks.length === 0) return 60_000;
  const narrowest = Math.min(...marks.map((m) => m.untilMs - m.afterMs));
  return Math.max(250, Math.min(60_000, Math.floor(narrowest / 4)));
}

/** "1 hour", "90 minutes", "20 seconds": how a reminder names the lead's age at its mark. */
export function describeAge(ms: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (ms % UNIT_MS.h === 0) return plural(ms / UNIT_MS.h, "hour");
  if (ms % UNIT_MS.m === 0) return plural(ms / UNIT_MS.m, "minute");
  return plural(Math.round(ms / SECOND), "second");
}
