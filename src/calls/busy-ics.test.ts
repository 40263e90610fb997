import { describe, expect, test } from "bun:test";
import { calendar, date, vevent, wall } from "../../tests/support/busy-calendar-ics.ts";
import { expandBusyIcs, MAX_PER_EVENT } from "./busy-ics.ts";

const NY = "TZID=America/New_York";
const WINDOW = { from: new Date("2027-02-22T00:00:00Z"), to: new Date("2027-03-29T00:00:00Z"), zone: "Asia/Tokyo" };

/** Weekly on Monday 10–11 in New York from February 1st, across the clock change of March 14th, 2027. */
const SERIES = [
  vevent("sync@test", [
    `DTSTART;${NY}:${wall(2027, 2, 1, 10)}`,
    `DTEND;${NY}:${wall(2027, 2, 1, 11)}`,
    "RRULE:FREQ=WEEKLY;BYDAY=MO",
    `EXDATE;${NY}:${wall(2027, 3, 8, 10)}`,
    "SUMMARY:Team sync",
  ]),
  // The 15th moved to Tuesday afternoon; the occurrence of April 5th (past the window) moved into it.
  vevent("sync@test", [`RECURRENCE-ID;${NY}:${wall(2027, 3, 15, 10)}`, `DTSTART;${NY}:${wall(2027, 3, 16, 14)}`, `DTEND;${NY}:${wall(2027, 3, 16, 15)}`]),
  vevent("sync@test", [`RECURRENCE-ID;${NY}:${wall(2027, 4, 5, 10)}`, `DTSTART;${NY}:${wall(2027, 3, 25, 12)}`, `DTEND;${NY}:${wall(2027, 3, 25, 13)}`]),
];
const OTHERS = [
  vevent("holiday@test", [`DTSTART;VALUE=DATE:${date(2027, 3, 3)}`, `DTEND;VALUE=DATE:${date(2027, 3, 4)}`, "SUMMARY:Day off"]),
  vevent("free@test", [`DTSTART;${NY}:${wall(2027, 3, 4, 9)}`, `DTEND;${NY}:${wall(2027, 3, 4, 10)}`, "TRANSP:TRANSPARENT"]),
  vevent("cancelled@test", [`DTSTART;${NY}:${wall(2027, 3, 5, 9)}`, `DTEND;${NY}:${wall(2027, 3, 5, 10)}`, "STATUS:CANCELLED"]),
  vevent("utc@test", ["DTSTART:20270310T120000Z", "DTEND:20270310T123000Z"]),
  // A zone named the Windows way, known only from the file's VTIMEZONE.
  vevent("windows@test", [`DTSTART;TZID=Eastern Standard Time:${wall(2027, 3, 17, 9)}`, "DURATION:PT45M"]),
];

const iso = (intervals: { start: Date; end: Date }[]) => intervals.map(({ start, end }) => `${start.toISOString()} – ${end.toISOString()}`);

describe("an ICS calendar as busy intervals", () => {
  test("recurring with EXDATE and moved occurrences, zones from VTIMEZONE, all-day on the owner's day, free and cancelled left out", () => {
    expect(iso(expandBusyIcs(calendar([...SERIES, ...OTHERS]), WINDOW))).toEqual([
      "2027-02-22T15:00:00.000Z – 2027-02-22T16:00:00.000Z",
      "2027-03-01T15:00:00.000Z – 2027-03-01T16:00:00.000Z",
      // March 3rd in Tokyo, where the owner is.
      "2027-03-02T15:00:00.000Z – 2027-03-03T15:00:00.000Z",
      "2027-03-10T12:00:00.000Z – 2027-03-10T12:30:00.000Z",
      "2027-03-16T18:00:00.000Z – 2027-03-16T19:00:00.000Z",
      "2027-03-17T13:00:00.000Z – 2027-03-17T13:45:00.000Z",
      // New York on summer time from the 14th: 10:00 is 14:00 UTC.
      "2027-03-22T14:00:00.000Z – 2027-03-22T15:00:00.000Z",
      "2027-03-25T16:00:00.000Z – 2027-03-25T17:00:00.000Z",
    ]);
  });

  test("a cancelled exception frees its occurrence; a cancelled series frees them all", () => {
    const cancelledOne = vevent("sync@test", [
      `RECURRENCE-ID;${NY}:${wall(2027, 3, 1, 10)}`,
      `DTSTART;${NY}:${wall(2027, 3, 1, 10)}`,
      `DTEND;${NY}:${wall(2027, 3, 1, 11)}`,
      "STATUS:CANCELLED",
    ]);
    const busy = iso(expandBusyIcs(calendar([SERIES[0]!, cancelledOne]), WINDOW));
    expect(busy).not.toContain("2027-03-01T15:00:00.000Z – 2027-03-01T16:00:00.000Z");
    expect(busy).toContain("2027-02-22T15:00:00.000Z – 2027-02-22T16:00:00.000Z");
    const wholeSeries = vevent("gone@test", [`DTSTART;${NY}:${wall(2027, 2, 1, 10)}`, `DTEND;${NY}:${wall(2027, 2, 1, 11)}`, "RRULE:FREQ=DAILY", "STATUS:CANCELLED"]);
    expect(expandBusyIcs(calendar([wholeSeries]), WINDOW)).toEqual([]);
  });

  test("an endless rule from long ago is walked a bounded number of steps, quickly", () => {
    const started = performance.now();
    const secondly = vevent("flood@test", ["DTSTART:20000101T000000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY"]);
    const minutely = vevent("flood2@test", [`DTSTART:${wall(2027, 2, 22, 0)}Z`, "DURATION:PT1M", "RRULE:FREQ=MINUTELY"]);
    const busy = expandBusyIcs(calendar([secondly, minutely]), WINDOW);
    expect(busy.length).toBe(MAX_PER_EVENT);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test("text that is no calendar is refused", () => {
    expect(() => expandBusyIcs("<html>Sign in</html>", WINDOW)).toThrow();
  });
});
