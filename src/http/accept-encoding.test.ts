import { describe, expect, test } from "bun:test";
import { acceptedCodings, pickCoding } from "./accept-encoding.ts";

describe("acceptedCodings", () => {
  test("browser lists", () => {
    expect(acceptedCodings("gzip, deflate, br, zstd")).toEqual({ br: true, gzip: true });
    expect(acceptedCodings("gzip, deflate")).toEqual({ br: false, gzip: true });
    expect(acceptedCodings("identity")).toEqual({ br: false, gzip: false });
    expect(acceptedCodings(null)).toEqual({ br: false, gzip: false });
    expect(acceptedCodings("")).toEqual({ br: false, gzip: false });
    expect(acceptedCodings("brotli, gzipped")).toEqual({ br: false, gzip: false });
  });

  test("q-values: zero refuses, * covers what is not named", () => {
    expect(acceptedCodings("br;q=0, gzip;q=0.8")).toEqual({ br: false, gzip: true });
    expect(acceptedCodings("gzip;q=0, *;q=0.1")).toEqual({ br: true, gzip: false });
    expect(acceptedCodings("*;q=0")).toEqual({ br: false, gzip: false });
    expect(acceptedCodings("BR;Q=1, identity;q=0.5")).toEqual({ br: true, gzip: false });
  });

  test("pickCoding prefers brotli when it is ready", () => {
    expect(pickCoding({ br: true, gzip: true }, true)).toBe("br");
    expect(pickCoding({ br: true, gzip: true }, false)).toBe("gzip");
    expect(pickCoding({ br: true, gzip: false }, false)).toBe("identity");
  });
});
