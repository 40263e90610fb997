/** Generates the one site stylesheet with UnoCSS from the class names in our sources, plus the font face. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGenerator } from "@unocss/core";
import { compactCss } from "./compact-css.ts";
import { FALLBACK_FONT_FACES } from "./font-stack.ts";
import { projectRoot, STYLE_SOURCES, sourcePaths } from "./source-files.ts";
import { unoConfig } from "./uno-config.ts";
import { FONT_UNICODE_RANGES, FONT_WEIGHTS, type WebFontHrefs } from "./web-font.ts";

export interface StylesheetInput {
  /** URLs the font's two files are served at; the @font-face rules point there. */
  fonts: WebFontHrefs;
}

/**
 * @example const css = await generateStylesheet({ fonts: { core: "/assets/inter-latin-1a2b.woff2", rest: "/assets/inter-latin-rest-3c4d.woff2" } });
 */
export async function generateStylesheet(input: StylesheetInput): Promise<string> {
  const generator = await createGenerator(unoConfig);
  const sources = sourcePaths(STYLE_SOURCES).map((path) => readFileSync(join(projectRoot, path), "utf8"));
  const { css } = await generator.generate(sources.join("\n"), { preflights: true, minify: true });
  return compactCss(fontFace(input.fonts) + css);
}

/** The web font (src/render/web-font.ts) and its metric-matched stand-ins (src/render/font-stack.ts). */
export function fontFace(fonts: WebFontHrefs): string {
  // optional: a first visit on a slow network keeps the stand-in for that page rather than move text
  // when Inter arrives (the next page has it from the cache); the preload makes that rare.
  const face = (url: string, range: string) =>
    `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};` +
    `src:url(${url}) format("woff2-variations");unicode-range:${range}}`;
  return FALLBACK_FONT_FACES + face(fonts.core, FONT_UNICODE_RANGES.core) + face(fonts.rest, FONT_UNICODE_RANGES.rest);
}
