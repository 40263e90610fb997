import { describe, expect, test } from "bun:test";
import { inGraceOf } from "./frame-data.ts";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe("inGraceOf", () => {
  test("a read in before the others is its value", async () => {
    expect(await inGraceOf(after(5, 3), after(40, "rows"), 20, null)).toBe(3);
  });

  test("a read in within the grace after the others is its value", async () => {
    expect(await inGraceOf(after(30, 3), after(10, "rows"), 60, null)).toBe(3);
  });

  test("a read still out when the grace after the others ends is left: the page does not wait for it", async () => {
    const started = Date.now();
    expect(await inGraceOf(after(2_000, 3), after(10, "rows"), 20, null)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("a failure of the read or of the others is passed on", async () => {
    await expect(inGraceOf(Promise.reject(new Error("down")), after(10, "rows"), 20, null)).rejects.toThrow("down");
    await expect(inGraceOf(after(50, 3), Promise.reject(new Error("rows failed")), 20, null)).rejects.toThrow("rows failed");
  });
});
