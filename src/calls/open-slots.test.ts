import { describe, expect, test } from "bun:test";
import { TZDate } from "@date-fns/tz";
import { CLOCK_CHANGES, ZONES } from "../../tests/support/zone-matrix.ts";
import { type CallSettings, DEFAULT_CALL_SETTINGS, WEEKDAYS } from "../shared/call-settings.ts";
import { isOpenSlot, localDay, openSlots } from "./open-slots.ts";

const everyDay = (windows: { start: string; end: string }[]) => Object.fromEntries(WEEKDAYS.map((day) => [day, windows])) as CallSettings["weekly"];

function settings(change: Partial<CallSettings>): CallSettings {
  return { ...DEFAULT_CALL_SETTINGS, enabled: true, noticeHours: 0, bufferMinutes: 0, ...change };
}

/** The wall clock of `at` in `zone`, "09:30". */
function wall(at: Date, zone: string): string {
  const d = new TZDate(at.getTime(), zone);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

describe("open slots on the owner's wall clock", () => {
  for (const zone of ZONES) {
    for (const change of CLOCK_CHANGES[zone] ?? []) {
      test(`${zone}, the days around ${change}: every slot inside the hours, the same count each day`, () => {
        const [y, m, d] = change.split("-").map(Number) as [number, number, number];
        const now = new TZDate(y, m - 1, d - 2, 0, 0, zone);
        const s = settings({
          zone,
          weekly: everyDay([
            { start: "09:00", end: "12:00" },
            { start: "13:00", end: "17:00" },
          ]),
          horizonDays: 5,
        });
        const slots = openSlots(s, [], new Date(now.getTime()));
        const perDay = new Map<string, string[]>();
        for (const slot of slots) perDay.set(localDay(slot, zone), [...(perDay.get(localDay(slot, zone)) ?? []), wall(slot, zone)]);
        // The days before, on and after the change all offer 9:00, 9:30 … 11:30 and 13:00 … 16:30.
        const expected = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];
        for (const offset of [-1, 0, 1]) {
          const day = localDay(new TZDate(y, m - 1, d + offset, 12, 0, zone), zone);
          expect({ day, times: perDay.get(day) }).toEqual({ day, times: expected });
        }
      });
    }
  }

  test("hours across the spring gap are two real hours, across the autumn repeat three", () => {
    const zone = "America/New_York";
    const s = settings({ zone, weekly: everyDay([{ start: "01:00", end: "03:00" }]), lengthMinutes: 30, horizonDays: 3 });
    const spring = openSlots(s, [], new Date("2026-03-07T12:00:00Z")).filter((slot) => localDay(slot, zone) === "2026-03-08");
    // 01:00 to 03:00 on the day the clocks jump from 2:00 to 3:00 is one real hour.
    expect(spring.map((slot) => wall(slot, zone))).toEqual(["01:00", "01:30"]);
    const autumn = openSlots(s, [], new Date("2026-10-31T12:00:00Z")).filter((slot) => localDay(slot, zone) === "2026-11-01");
    // …and three real hours on the day 1:00 to 2:00 happens twice: six distinct instants, no two alike.
    expect(autumn).toHaveLength(6);
    expect(new Set(autumn.map((slot) => slot.getTime())).size).toBe(6);
  });

  test("a 15-minute call cuts the same hours in twice as many slots", () => {
    const s = settings({ zone: "Europe/London", weekly: everyDay([{ start: "09:00", end: "10:00" }]), lengthMinutes: 15, horizonDays: 1 });
    const slots = openSlots(s, [], new Date("2026-06-01T00:00:00Z")).filter((slot) => localDay(slot, "Europe/London") === "2026-06-01");
    expect(slots.map((slot) => wall(slot, "Europe/London"))).toEqual(["09:00", "09:15", "09:30", "09:45"]);
  });
});

describe("what closes a slot", () => {
  const zone = "Europe/London";
  const base = settings({ zone, weekly: everyDay([{ start: "09:00", end: "12:00" }]), horizonDays: 3 });
  const now = new Date("2026-06-01T06:00:00Z"); // 07:00 in London
  const at = (clock: string, day = "2026-06-01") => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const [h, min] = clock.split(":").map(Number) as [number, number];
    return new Date(new TZDate(y, m - 1, d, h, min, zone).getTime());
  };

  test("a booking closes its own time and, with its buffer, the slot after it", () => {
    const busy = [{ start: at("10:00"), end: new Date(at("10:30").getTime() + 15 * 60_000) }];
    const times = openSlots({ ...base, bufferMinutes: 15 }, busy, now)
      .filter((slot) => localDay(slot, zone) === "2026-06-01")
      .map((slot) => wall(slot, zone));
    // 9:30 would run into 10:00 with its own buffer; 10:30 starts inside the booking's buffer.
    expect(times).toEqual(["09:00", "11:00", "11:30"]);
  });

  test("the notice, the horizon and a day off", () => {
    const times = (s: CallSettings) => openSlots(s, [], now).map((slot) => `${localDay(slot, zone)} ${wall(slot, zone)}`);
    expect(times({ ...base, noticeHours: 3 })[0]).toBe("2026-06-01 10:00");
    expect(times({ ...base, horizonDays: 1 }).at(-1)).toBe("2026-06-01 11:30");
    expect(times({ ...base, daysOff: ["2026-06-02"] }).some((t) => t.startsWith("2026-06-02"))).toBe(false);
    expect(times({ ...base, weekly: { ...base.weekly, tuesday: [] } }).some((t) => t.startsWith("2026-06-02"))).toBe(false);
  });

  test("a start that is no slot is refused: past, off the grid, outside the hours", () => {
    expect(isOpenSlot(base, [], now, at("09:00"))).toBe(true);
    expect(isOpenSlot(base, [], now, at("09:10"))).toBe(false);
    expect(isOpenSlot(base, [], now, at("12:00"))).toBe(false);
    expect(isOpenSlot(base, [], now, at("09:00", "2026-05-31"))).toBe(false);
  });
});
