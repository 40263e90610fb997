/** Generates the one site stylesheet with UnoCSS from the class names in our sources, plus the font face. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGenerator } from "@unocss/core";
import { compactCss } from "./compact-css.ts";
import { FALLBACK_FONT_FACES } from "./font-stack.ts";
import { projectRoot, STYLE_SOURCES, sourcePaths } from "./source-files.ts";
import { unoConfig } from "./uno-config.ts";
import { FONT_UNICODE_RANGE, FONT_WEIGHTS } from "./web-font.ts";

export interface StylesheetInput {
  /** URL the font file is served at; the @font-face points there. */
  fontUrl: string;
}

/**
 * @example const css = await generateStylesheet({ fontUrl: "/assets/inter-latin.woff2" });
 */
export async function generateStylesheet(input: StylesheetInput): Promise<string> {
  const generator = await createGenerator(unoConfig);
  const sources = sourcePaths(STYLE_SOURCES).map((path) => readFileSync(join(projectRoot, path), "utf8"));
  const { css } = await generator.generate(sources.join("\n"), { preflights: true, minify: true });
  return compactCss(fontFace(input.fontUrl) + css);
}

/** The web font (src/render/web-font.ts) and its metric-matched stand-ins (src/render/font-stack.ts). */
export function fontFace(fontUrl: string): string {
  // optional: a first visit on a slow network keeps the stand-in for that page rather than move text
  // when Inter arrives (the next page has it from the cache); the preload makes that rare.
  return (
    FALLBACK_FONT_FACES +
    `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};` +
    `src:url(${fontUrl}) format("woff2-variations");unicode-range:${FONT_UNICODE_RANGE}}`
  );
}
