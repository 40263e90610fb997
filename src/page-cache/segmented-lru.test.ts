import { describe, expect, test } from "bun:test";
import { SegmentedLru } from "./segmented-lru.ts";

const entry = (size: number, promotable = true) => ({ size, promotable });

describe("SegmentedLru", () => {
  test("100,000 distinct keys never take it past its bound, and the hot entries survive them", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(1_000_000);
    const hot = ["/", "/blog", "/blog/popular", "/api/rss"];
    for (const key of hot) {
      lru.set(key, entry(40_000));
      lru.get(key); // read a second time: promoted
    }
    let peak = 0;
    for (let i = 0; i < 100_000; i++) {
      lru.set(`/blog?page=${i}`, entry(30_000 + (i % 7) * 1000));
      if (i % 10 === 0) for (const key of hot) lru.get(key); // the site keeps being read meanwhile
      peak = Math.max(peak, lru.bytes);
    }
    expect(peak).toBeLessThanOrEqual(1_000_000);
    for (const key of hot) expect(lru.segmentOf(key)).toBe("protected");
    expect(lru.evictions).toBeGreaterThan(99_000);
  });

  test("a scan of one-time keys does not evict protected entries even when nobody reads them meanwhile", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(100_000);
    lru.set("hot", entry(10_000));
    lru.get("hot");
    for (let i = 0; i < 1_000; i++) lru.set(`junk-${i}`, entry(5_000));
    expect(lru.peek("hot")).toBeDefined();
  });

  test("protected overflow is demoted to probation, not dropped", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(100, 0.5);
    for (const key of ["a", "b"]) {
      lru.set(key, entry(30));
      lru.get(key);
    }
    expect(lru.segmentOf("a")).toBe("probation"); // protected holds 50 bytes: a moved down when b came up
    expect(lru.segmentOf("b")).toBe("protected");
    expect(lru.bytes).toBe(60);
  });

  test("an entry that may not be promoted stays in probation", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(1000);
    lru.set("/blog/missing", entry(100, false));
    for (let i = 0; i < 5; i++) lru.get("/blog/missing");
    expect(lru.segmentOf("/blog/missing")).toBe("probation");
  });

  test("a new version of an entry keeps its segment and its bytes are re-counted", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(1000);
    lru.set("/blog", entry(100));
    lru.get("/blog");
    lru.set("/blog", entry(300));
    expect(lru.segmentOf("/blog")).toBe("protected");
    expect(lru.bytes).toBe(300);
    lru.delete("/blog");
    expect(lru.bytes).toBe(0);
    expect(lru.count).toBe(0);
  });

  test("an entry larger than probation is not kept; a zero budget keeps nothing", () => {
    const lru = new SegmentedLru<{ size: number; promotable: boolean }>(1000);
    expect(lru.set("big", entry(201))).toBe(false);
    expect(lru.set("fits", entry(200))).toBe(true);
    const off = new SegmentedLru<{ size: number; promotable: boolean }>(0);
    expect(off.set("/", entry(1))).toBe(false);
    expect(off.bytes).toBe(0);
  });
});
