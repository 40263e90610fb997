import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { inlineSvgSrc } from "./inline-svg.ts";

describe("inlineSvgSrc", () => {
  test("an SVG under /static/ becomes a data URI that decodes to the same drawing", () => {
    const uri = inlineSvgSrc("/static/images/about/family-storefront.svg");
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    const file = readFileSync("static/images/about/family-storefront.svg", "utf8");
    // Whitespace runs collapse, double quotes become single ones and white is named; nothing else changes.
    const normal = (svg: string) => svg.trim().replace(/\s+/g, " ").replaceAll('"', "'").replaceAll("'#FFFFFF'", "'white'");
    expect(normal(decoded)).toBe(normal(file));
    // Characters a URL may not hold, or an HTML attribute would misread, are escaped (the Nu checker refuses a space).
    expect(uri).not.toMatch(/[#"<>\s]/);
  });

  test("the same file is read once and answered the same", () => {
    expect(inlineSvgSrc("/static/images/local-boost-seo/hero-local-map.svg")).toBe(inlineSvgSrc("/static/images/local-boost-seo/hero-local-map.svg"));
  });

  test("anything but an SVG under /static/ is refused by name", () => {
    expect(() => inlineSvgSrc("/static/brand/icon-192.png")).toThrow("Only an SVG under /static/ can be inlined, not /static/brand/icon-192.png");
    expect(() => inlineSvgSrc("/media/photo.svg")).toThrow("not /media/photo.svg");
    expect(() => inlineSvgSrc("/static/../package.svg")).toThrow();
  });
});
