import { describe, expect, test } from "bun:test";
import { coarseNetwork } from "./coarse-network.ts";

describe("coarseNetwork", () => {
  test("IPv4 to its /24, IPv6 to its /48, IPv4-mapped IPv6 as IPv4", () => {
    expect(coarseNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(coarseNetwork("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(coarseNetwork("::ffff:192.0.2.9")).toBe("192.0.2.0/24");
    expect(coarseNetwork("2001:db8::/64")).toBe("2001:db8::/48");
  });
  test("anything else is null", () => {
    expect(coarseNetwork("unknown")).toBeNull();
    expect(coarseNetwork(undefined)).toBeNull();
    expect(coarseNetwork("")).toBeNull();
  });
});
