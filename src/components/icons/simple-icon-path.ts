/** Brand glyphs from the simple-icons package: read from its SVG files once, at start, so pages inline the path. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The one path of a simple-icons glyph (24×24 view box). @example simpleIconPath("facebook") */
export function simpleIconPath(slug: string): string {
  const svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), "utf8");
  const match = /\sd="([^"]+)"/.exec(svg);
  if (!match) throw new Error(`simple-icons/${slug}.svg has no path`);
  return match[1]!;
}
