/** Generates the one site stylesheet with UnoCSS from the class names in our sources, plus the font face. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGenerator } from "@unocss/core";
import { projectRoot, STYLE_SOURCES, sourcePaths } from "./source-files.ts";
import { unoConfig } from "./uno-config.ts";

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
  return fontFace(input.fontUrl) + css;
}

/** The one web font, Latin only. */
export function fontFace(fontUrl: string): string {
  return (
    `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;` +
    `src:url(${fontUrl}) format("woff2-variations");` +
    `unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`
  );
}
