/**
 * The site's drawings (static/**\/*.svg) that hold text draw it as geometry: `text-rendering="geometricPrecision"`
 * on the root. Without it each drawing's layout and paint cost more, most on the home page's dashboard, whose
 * eight text sizes and four weights outweighed the page's own layout (decision 044, `bun run bench:drawings`).
 */
import { describe, expect, test } from "bun:test";
import { drawingsWithText } from "./support/static-drawings.ts";

const withText = drawingsWithText();

describe("the site's drawings", () => {
  test("some hold text (the check below reads real files)", () => {
    expect(withText.length).toBeGreaterThan(10);
  });

  test.each(withText.map(({ file, svg }) => [file, svg]))("%s draws its text as geometry", (_file, svg) => {
    const rootTag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
    expect(rootTag).toContain('text-rendering="geometricPrecision"');
  });
});
