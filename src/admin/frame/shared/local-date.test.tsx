import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { formatAdminDate, formatAdminDateTime } from "../../../shared/admin-format.ts";
import { formatLocalDate, LocalDate } from "./local-date.tsx";

describe("formatLocalDate, the lists' Intl formatter", () => {
  test("writes what date-fns writes with the spec's 'MMM d, yyyy' and 'MMM d, yyyy, h:mm a', every month, morning and afternoon", () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 5],
        [9, 11, 59],
        [28, 12, 0],
        [15, 23, 30],
      ] as const) {
        // The same wall clock: in UTC for Intl, in this process's zone for date-fns.
        const instant = new Date(Date.UTC(2025, month, day, hour, minute));
        const wallClock = new Date(2025, month, day, hour, minute);
        expect(formatLocalDate(instant, "date", "UTC")).toBe(formatAdminDate(wallClock));
        expect(formatLocalDate(instant, "date-time", "UTC")).toBe(formatAdminDateTime(wallClock));
      }
    }
  });

  test("the viewer's zone decides the day", () => {
    const lateEvening = new Date("2025-03-01T03:30:00Z");
    expect(formatLocalDate(lateEvening, "date", "UTC")).toBe("Mar 1, 2025");
    expect(formatLocalDate(lateEvening, "date", "America/New_York")).toBe("Feb 28, 2025");
  });
});

describe("<LocalDate>", () => {
  test("the UTC date in a <time> that carries the instant and the style; the empty text without a date", () => {
    expect(renderToStaticMarkup(<LocalDate value="2025-01-05T23:10:00.000Z" />)).toBe('<time dateTime="2025-01-05T23:10:00.000Z" data-local-date="date">Jan 5, 2025</time>');
    expect(renderToStaticMarkup(<LocalDate value={null} empty="Never" />)).toBe("Never");
    expect(renderToStaticMarkup(<LocalDate value="not a date" />)).toBe("-");
  });
});
