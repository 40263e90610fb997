import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error subset-font ships no types: (font, text, options) => Promise<Buffer>
import subset from "subset-font";
import { projectRoot } from "./source-files.ts";
import { subsetWebFont } from "./web-font.ts";

const INTER = readFileSync(join(projectRoot, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));

/** The feature tags of a font's GSUB and GPOS tables (OpenType FeatureList), read from its sfnt bytes. */
function featureTags(sfnt: Uint8Array): Set<string> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tag = (at: number) => String.fromCharCode(...sfnt.subarray(at, at + 4));
  const tags = new Set<string>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + 16 * i;
    if (tag(record) !== "GSUB" && tag(record) !== "GPOS") continue;
    const table = view.getUint32(record + 8);
    const list = table + view.getUint16(table + 6);
    for (let f = 0; f < view.getUint16(list); f++) tags.add(tag(list + 2 + 6 * f));
  }
  return tags;
}

/** A woff2 file's features: subset-font keeps every feature unless told otherwise, so this only unpacks it. */
async function featuresOf(woff2: Uint8Array): Promise<Set<string>> {
  let text = "";
  for (let c = 0x20; c <= 0x2212; c++) text += String.fromCodePoint(c);
  return featureTags(new Uint8Array(await subset(Buffer.from(woff2), text, { targetFormat: "sfnt" })));
}

describe("the web font's cut", () => {
  test("keeps the features browsers apply by themselves and tabular figures, and none of the others", async () => {
    // Inter as Fontsource ships it has these beyond the defaults: fractions (frac, numr, dnom) and proportional figures.
    const original = await featuresOf(INTER);
    for (const optional of ["frac", "numr", "dnom", "pnum"]) expect(original).toContain(optional);

    const { core, rest } = await subsetWebFont(INTER);
    const kept = await featuresOf(core);
    for (const needed of ["kern", "calt", "tnum"]) expect(kept).toContain(needed);
    for (const features of [kept, await featuresOf(rest)]) {
      for (const optional of ["frac", "numr", "dnom", "pnum"]) expect(features).not.toContain(optional);
    }
    // What leaving them out saves on the preloaded file (23,156 bytes with every feature).
    expect(core.length).toBeLessThan(21_000);
  });
});
