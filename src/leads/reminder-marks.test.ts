import { describe, expect, test } from "bun:test";
import { parseEnv } from "../env.ts";
import { describeAge, ReminderMarks, reminderScanMs } from "./reminder-marks.ts";

const H = 3_600_000;

describe("LEAD_REMINDER_MARKS", () => {
  test("the default: 1 h, 8 h and 20 h, each queued until the next mark, the last for half an hour more at most an hour", () => {
    expect(parseEnv({}).leadReminderMarks).toEqual([
      { mark: 1, afterMs: H, untilMs: 8 * H },
      { mark: 2, afterMs: 8 * H, untilMs: 20 * H },
      { mark: 3, afterMs: 20 * H, untilMs: 21 * H },
    ]);
    expect(reminderScanMs(parseEnv({}).leadReminderMarks)).toBe(60_000);
  });

  test("seconds and minutes for tests, spaces and capitals allowed; the last window is half its mark when that is under an hour", () => {
    expect(ReminderMarks.parse(" 2S, 5s ,1m")).toEqual([
      { mark: 1, afterMs: 2000, untilMs: 5000 },
      { mark: 2, afterMs: 5000, untilMs: 60_000 },
      { mark: 3, afterMs: 60_000, untilMs: 90_000 },
    ]);
    // The narrowest window is 3 s: looked at every 750 ms, so each window is seen several times.
    expect(reminderScanMs(ReminderMarks.parse("2s,5s,1m"))).toBe(750);
    expect(reminderScanMs(ReminderMarks.parse("1s,2s"))).toBe(250);
  });

  test("off (or none) turns reminders off", () => {
    expect(parseEnv({ LEAD_REMINDER_MARKS: "off" }).leadReminderMarks).toEqual([]);
    expect(parseEnv({ LEAD_REMINDER_MARKS: "None" }).leadReminderMarks).toEqual([]);
  });

  test("a bad list stops the start with a line naming the variable", () => {
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "1h,30" })).toThrow('Invalid environment variable LEAD_REMINDER_MARKS: "30" is not an age from 1s to 168h');
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "8h,1h" })).toThrow("must list ages from the earliest to the latest");
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "1h,1h" })).toThrow("must list ages from the earliest to the latest");
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "0s" })).toThrow('"0s" is not an age');
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "200h" })).toThrow('"200h" is not an age');
    expect(() => parseEnv({ LEAD_REMINDER_MARKS: "1s,2s,3s,4s,5s,6s,7s,8s,9s,10s,11s" })).toThrow("at most 10 reminders");
  });

  test("how a reminder names the lead's age", () => {
    expect(describeAge(H)).toBe("1 hour");
    expect(describeAge(20 * H)).toBe("20 hours");
    expect(describeAge(90 * 60_000)).toBe("90 minutes");
    expect(describeAge(3000)).toBe("3 seconds");
  });
});

describe("LEAD_RETENTION_DAYS and LEAD_CONFIRMATION_EMAIL", () => {
  test("leads are kept unless a number of days is given; confirmations are on unless turned off", () => {
    expect(parseEnv({}).leadRetentionDays).toBeUndefined();
    expect(parseEnv({ LEAD_RETENTION_DAYS: "365" }).leadRetentionDays).toBe(365);
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: "0" })).toThrow("Invalid environment variable LEAD_RETENTION_DAYS: must be a whole number of days from 1 to 36500");
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: "a year" })).toThrow("LEAD_RETENTION_DAYS");
    expect(parseEnv({}).leadConfirmations).toBe(true);
    expect(parseEnv({ LEAD_CONFIRMATION_EMAIL: "false" }).leadConfirmations).toBe(false);
  });
});
