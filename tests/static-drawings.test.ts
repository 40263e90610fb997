/**
 * The site's drawings (static/**\/*.svg) that hold text draw it as geometry: `text-rendering="geometricPrecision"`
 * on the root. Without it Chromium makes a font for each of the drawing's text sizes at its scale on screen, and
 * again when the image is laid out at its final width; on a phone that was most of the home page's work after its
 * first paint (decision 044, `bun run bench:drawings`).
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const drawings = [...new Bun.Glob("static/**/*.svg").scanSync({ cwd: root })].sort();
const withText = drawings.filter((path) => /<text[\s>]/.test(readFileSync(join(root, path), "utf8")));

describe("the site's drawings", () => {
  test("some hold text (the check below reads real files)", () => {
    expect(withText.length).toBeGreaterThan(10);
  });

  test.each(withText)("%s draws its text as geometry", (path) => {
    const rootTag = /<svg\b[^>]*>/.exec(readFileSync(join(root, path), "utf8"))?.[0] ?? "";
    expect(rootTag).toContain('text-rendering="geometricPrecision"');
  });
});
