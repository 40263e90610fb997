/**
 * The one web font, Inter (variable), cut at build time to what the site sets: Latin-1 and the
 * punctuation, currency and arrows English copy uses, at weights 400 to 800 (normal to extrabold).
 * 49 KB becomes about 29 KB, the font being the largest thing on a page's critical path. A character
 * outside the cut is drawn by the metric-matched stand-in (src/render/font-stack.ts).
 */
// @ts-expect-error subset-font ships no types: (font, text, options) => Promise<Buffer>
import subset from "subset-font";

/** Code point ranges kept, inclusive. */
const KEPT: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** The @font-face unicode-range of the cut: the browser asks the font only for these. */
export const FONT_UNICODE_RANGE = KEPT.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * @example const woff2 = await subsetWebFont(readFileSync("inter-latin-wght-normal.woff2"));
 */
export async function subsetWebFont(font: Uint8Array): Promise<Uint8Array> {
  const text = KEPT.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");
  const out: Uint8Array = await subset(Buffer.from(font), text, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
  return new Uint8Array(out);
}
