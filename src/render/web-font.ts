/**
 * The one web font, Inter (variable), cut at build time into two files at weights 400 to 800 (normal to
 * extrabold). The first holds what the site's own copy sets (ASCII and the few marks and letters beyond it
 * that its pages use) and is preloaded; the second holds the rest of Latin-1 and the punctuation, currency
 * and arrows English copy may use, and is fetched only by a page that has one of them (a post that quotes a
 * name with an accent). On a first visit the font is the largest thing on a page's critical path: the whole
 * cut was 29,132 bytes; the preloaded part is 20,244 and the other 10,196 (KEPT_FEATURES). A character
 * outside both is drawn by the metric-matched stand-in (src/render/font-stack.ts).
 */
// @ts-expect-error subset-font ships no types: (font, text, options) => Promise<Buffer>
import subset from "subset-font";

type Ranges = readonly (readonly [number, number])[];

/** Code point ranges of the preloaded file, inclusive: what a grep of every public page's text found, and its neighbours in use. */
const CORE: Ranges = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é (cafés, on the home page)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];

/** Everything the cut kept before the split: Latin-1 and English copy's punctuation, currency and arrows. */
const WHOLE_CUT: Ranges = [
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

/**
 * The OpenType features the cut keeps: those a browser applies to Latin text by itself (HarfBuzz's default
 * shaping features) and `tnum`, which `tabular-nums` asks for. The source's others, fractions (frac, numr, dnom)
 * and proportional figures (pnum), are asked for by no rule of ours; their glyphs were 2.9 KB (an eighth) of the
 * preloaded file. `calt` (contextual alternates) stays: without it, pages were drawn differently (decision 044).
 */
const KEPT_FEATURES = ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "curs", "kern", "liga", "mark", "mkmk", "rvrn", "tnum"];

function codePoints(ranges: Ranges): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** The code points of the whole cut that the preloaded file lacks. */
const REST: number[] = (() => {
  const core = new Set(codePoints(CORE));
  return codePoints(WHOLE_CUT).filter((codePoint) => !core.has(codePoint));
})();

/** Consecutive code points as ranges, for unicode-range. */
function asRanges(points: number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

function unicodeRange(ranges: Ranges): string {
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, "0");
}

/** The @font-face unicode-ranges of the two files: the browser asks a file only for its own characters. */
export const FONT_UNICODE_RANGES = { core: unicodeRange(CORE), rest: unicodeRange(asRanges(REST)) } as const;

/** The two files' addresses, as the asset build names them. */
export interface WebFontHrefs {
  /** Preloaded by every page. */
  core: string;
  /** Fetched by the browser only for a character in its range. */
  rest: string;
}

async function cut(font: Uint8Array, points: number[]): Promise<Uint8Array> {
  const text = points.map((point) => String.fromCodePoint(point)).join("");
  const out: Uint8Array = await subset(Buffer.from(font), text, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS }, keepFeatures: KEPT_FEATURES });
  return new Uint8Array(out);
}

/**
 * @example const { core, rest } = await subsetWebFont(readFileSync("inter-latin-wght-normal.woff2"));
 */
export async function subsetWebFont(font: Uint8Array): Promise<{ core: Uint8Array; rest: Uint8Array }> {
  const [core, rest] = await Promise.all([cut(font, codePoints(CORE)), cut(font, REST)]);
  return { core, rest };
}
