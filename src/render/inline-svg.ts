/**
 * A small SVG illustration as a data URI, for the one image that is a page's largest element on a phone:
 * inside the HTML it paints with the first window instead of a request later (decision 044, amendment of
 * 2026-12-02). Only files under static/ that are SVG; each is read once per process.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";
import { projectRoot } from "./source-files.ts";

const STATIC_SVG = /^\/static\/[a-z0-9/-]+\.svg$/;
const inlined = new Map<string, string>();

/**
 * @example inlineSvgSrc("/static/images/about/family-storefront.svg") // "data:image/svg+xml,%3csvg xmlns='…"
 */
export function inlineSvgSrc(src: string): string {
  if (!STATIC_SVG.test(src)) throw new Error(`Only an SVG under /static/ can be inlined, not ${src}`);
  let uri = inlined.get(src);
  if (uri === undefined) {
    // The srcset form also escapes spaces, which a URL may not hold (the Nu checker refuses them in src).
    uri = svgToTinyDataUri.toSrcset(readFileSync(join(projectRoot, src.slice(1)), "utf8"));
    inlined.set(src, uri);
  }
  return uri;
}
