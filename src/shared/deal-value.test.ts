import { expect, test } from "bun:test";
import { formatDealValue, formatDealValues } from "./deal-value.ts";

test("whole amounts without decimals, cents when there are some, each currency's own minor unit", () => {
  expect(formatDealValue(1_240_000, "USD")).toBe("$12,400");
  expect(formatDealValue(1_240_050, "USD")).toBe("$12,400.50");
  expect(formatDealValue(80_000, "EUR")).toBe("€800");
  expect(formatDealValue(0, "GBP")).toBe("£0");
  expect(formatDealValue(5_000, "JPY")).toBe("¥5,000");
  // ICU puts a no-break space after a code written as letters.
  expect(formatDealValue(1_500, "KWD").replace(/\s/g, " ")).toBe("KWD 1.500");
});

test("several currencies side by side, never converted", () => {
  expect(
    formatDealValues([
      { currency: "USD", valueMinor: 1_240_000 },
      { currency: "EUR", valueMinor: 80_000 },
    ]),
  ).toBe("$12,400 · €800");
  expect(formatDealValues([])).toBe("");
});
