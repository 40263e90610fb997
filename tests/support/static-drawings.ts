/**
 * The site's drawings (SVG files under static/) that hold text: what the drawing tests and `bench:drawings` read.
 * Node's APIs only: the browser tests (Node, under Playwright) read it too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

export const STATIC_ROOT = join(import.meta.dirname, "..", "..", "static");

/**
 * Each drawing with a `<text>` element: its path under static/ and its source, sorted by path.
 * @example drawingsWithText()[0] // { file: "images/about/family-storefront.svg", svg: "<svg …" }
 */
export function drawingsWithText(): { file: string; svg: string }[] {
  return readdirSync(STATIC_ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.split(sep).join("/"))
    .sort()
    .map((file) => ({ file, svg: readFileSync(join(STATIC_ROOT, file), "utf8") }))
    .filter(({ svg }) => /<text[\s>]/.test(svg));
}
