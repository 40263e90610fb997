import { describe, expect, test } from "bun:test";
import { contentHash, noneMatchHits, strongEtag } from "./etag.ts";

describe("entity tags", () => {
  const bytes = new TextEncoder().encode("<p>hello</p>");
  const hash = contentHash(bytes);

  test("strong, stable, one per coding", () => {
    expect(strongEtag(bytes)).toBe(`"${hash}"`);
    expect(strongEtag(bytes, "gzip")).toBe(`"${hash}-gz"`);
    expect(strongEtag(bytes, "br")).toBe(`"${hash}-br"`);
    expect(strongEtag(new TextEncoder().encode("<p>hello</p>"))).toBe(strongEtag(bytes));
    expect(strongEtag(new TextEncoder().encode("<p>hello!</p>"))).not.toBe(strongEtag(bytes));
  });

  test("If-None-Match: weak comparison over every coding of the content", () => {
    for (const header of [`"${hash}"`, `"${hash}-br"`, `W/"${hash}-gz"`, `"other", "${hash}"`, "*"]) {
      expect(noneMatchHits(header, hash)).toBe(true);
    }
    for (const header of [`"${hash}x"`, '"other"', "", `${hash}`, '"', `"${hash}-zz"`]) {
      expect(noneMatchHits(header, hash)).toBe(false);
    }
  });
});
