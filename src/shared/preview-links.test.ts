import { describe, expect, test } from "bun:test";
import { timeLeft } from "./preview-links.ts";

describe("timeLeft", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  const after = (ms: number) => new Date(now.getTime() + ms);
  const HOUR = 60 * 60 * 1000;

  test("days to the nearest day, hours to the nearest hour, then less than an hour", () => {
    expect(timeLeft(after(7 * 24 * HOUR - 5000), now)).toBe("in 7 days");
    expect(timeLeft(after(30 * 24 * HOUR), now)).toBe("in 30 days");
    expect(timeLeft(after(36 * HOUR), now)).toBe("in 2 days");
    expect(timeLeft(after(24 * HOUR - 1000), now)).toBe("in 1 day");
    expect(timeLeft(after(21 * HOUR), now)).toBe("in 21 hours");
    expect(timeLeft(after(2 * HOUR), now)).toBe("in 2 hours");
    expect(timeLeft(after(50 * 60 * 1000), now)).toBe("in about an hour");
    expect(timeLeft(after(10 * 60 * 1000), now)).toBe("in less than an hour");
  });
});
