/** ICS text for the busy-calendar tests: a VCALENDAR with New York's VTIMEZONE (under any TZID) and the given events. */

/** New York's rules since 2007, as Google and Apple write them, under `tzid`. */
export function newYorkTimezone(tzid = "America/New_York"): string[] {
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** One VEVENT from its properties (DTSTAMP added). */
export function vevent(uid: string, lines: string[]): string[] {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"];
}

export function calendar(parts: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//BiziAgent tests//busy calendar//EN",
    ...newYorkTimezone(),
    ...newYorkTimezone("Eastern Standard Time"),
    ...parts.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** "20270301T100000" for a wall clock (month 1-based). */
export function wall(year: number, month: number, day: number, hour = 0, minute = 0): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${year}${p(month)}${p(day)}T${p(hour)}${p(minute)}00`;
}

/** "20270301" for a date (month 1-based). */
export function date(year: number, month: number, day: number): string {
  return wall(year, month, day).slice(0, 8);
}
