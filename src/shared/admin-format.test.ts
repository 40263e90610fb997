import { describe, expect, test } from "bun:test";
import { formatAdminDate, maskKey, truncate } from "./admin-format.ts";

describe("formatAdminDate", () => {
  test("formats as 'MMM d, yyyy'", () => {
    expect(formatAdminDate(new Date(2025, 0, 5, 12))).toBe("Jan 5, 2025");
    expect(formatAdminDate(new Date(2024, 11, 31, 9).toISOString())).toBe("Dec 31, 2024");
  });
  test("'-' (or the given placeholder) when missing or invalid", () => {
    expect(formatAdminDate(null)).toBe("-");
    expect(formatAdminDate(undefined)).toBe("-");
    expect(formatAdminDate("")).toBe("-");
    expect(formatAdminDate("not a date")).toBe("-");
    expect(formatAdminDate(null, "Never")).toBe("Never");
  });
});

describe("maskKey", () => {
  test("shows four characters at each end", () => {
    expect(maskKey("biz_abcdefghijklmnop1234")).toBe("biz_••••••••1234");
  });
  test("shows keys of eight characters or fewer in full", () => {
    expect(maskKey("12345678")).toBe("12345678");
    expect(maskKey("abc")).toBe("abc");
    expect(maskKey("123456789")).toBe("1234••••••••6789");
  });
  test("is stable on an already masked key", () => {
    expect(maskKey(maskKey("biz_abcdefghijklmnop1234"))).toBe("biz_••••••••1234");
  });
});

describe("truncate", () => {
  test("keeps short text, shortens long text with an ellipsis", () => {
    expect(truncate("Short", 10)).toBe("Short");
    expect(truncate("A long biography", 6)).toBe("A lon…");
    expect(truncate("A long biography", 6).length).toBeLessThanOrEqual(6);
  });
  test("'-' when empty", () => {
    expect(truncate("", 10)).toBe("-");
    expect(truncate(null, 10)).toBe("-");
    expect(truncate("   ", 10)).toBe("-");
  });
});
