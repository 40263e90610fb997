/**
 * The web font and what stands in for it until it arrives: for each common system sans-serif, a face
 * scaled by Capsize to Inter's average width and line metrics, so the swap to Inter moves nothing
 * (no layout shift). A device uses the first face whose local() font it has: Arial (Windows, macOS,
 * iOS), Liberation Sans (Linux, Arial's metric twin), Roboto (Android).
 */
import { createFontStack } from "@capsizecss/core";

// Font metrics as published in @capsizecss/metrics 4.3.0 (that package is 169 MB: the four records
// are all we read of it).
const inter = {
  familyName: "Inter Variable",
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 978,
  subsets: { latin: { xWidthAvg: 978 }, thai: { xWidthAvg: 1344 } },
};
const arial = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};
const liberationSans = { ...arial, familyName: "Liberation Sans", fullName: "Liberation Sans", postscriptName: "LiberationSans" };
const roboto = {
  familyName: "Roboto",
  fullName: "Roboto Regular",
  postscriptName: "Roboto-Regular",
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};

const stack = createFontStack([inter, arial, liberationSans, roboto], { fontFaceFormat: "styleString" });

/** Inter, its metric-matched stand-ins, then the system fonts as they were. */
export const FONT_FAMILY = `${stack.fontFamily}, ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", sans-serif`;

/** The stand-ins' @font-face rules, on one line. */
export const FALLBACK_FONT_FACES = stack.fontFaces.replace(/\s*\n\s*/g, "");
