/** The site's drawings (SVG files under static/) that hold text: what the drawing test and `bench:drawings` read. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const STATIC_ROOT = join(import.meta.dir, "..", "..", "static");

/**
 * Each drawing with a `<text>` element: its path under static/ and its source, sorted by path.
 * @example drawingsWithText()[0] // { file: "images/about/family-storefront.svg", svg: "<svg …" }
 */
export function drawingsWithText(): { file: string; svg: string }[] {
  return [...new Bun.Glob("**/*.svg").scanSync({ cwd: STATIC_ROOT })]
    .sort()
    .map((file) => ({ file, svg: readFileSync(join(STATIC_ROOT, file), "utf8") }))
    .filter(({ svg }) => /<text[\s>]/.test(svg));
}
