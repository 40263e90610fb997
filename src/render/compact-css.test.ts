import { describe, expect, test } from "bun:test";
import { compactCss } from "./compact-css.ts";

describe("compactCss", () => {
  test("keeps one plain colour where UnoCSS wrote two opacity mixes", () => {
    const css =
      '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%;}' +
      ".a{color:color-mix(in srgb, var(--colors-red-600) var(--un-text-opacity), transparent);}" +
      "@supports (color: color-mix(in lab, red, red)){.a{color:color-mix(in oklab, var(--colors-red-600) var(--un-text-opacity), transparent);}}" +
      ".b{background-color:color-mix(in srgb, var(--colors-slate-50) 70%, transparent);}";
    expect(compactCss(css)).toBe(".a{color:var(--colors-red-600);}.b{background-color:color-mix(in srgb,var(--colors-slate-50) 70%,transparent);}");
  });

  test("an opacity variable a rule sets keeps its mixes and its property", () => {
    const css =
      '@property --un-bg-opacity{syntax:"<percentage>";inherits:false;initial-value:100%;}' +
      ".a{background-color:color-mix(in srgb, var(--colors-red-600) var(--un-bg-opacity), transparent);}.o{--un-bg-opacity:50%;}";
    expect(compactCss(css)).toContain("var(--un-bg-opacity)");
    expect(compactCss(css)).toContain("@property --un-bg-opacity{");
  });

  test("whitespace and comments go, strings stay", () => {
    expect(compactCss('/* x */\n a ,\n b  {  font-family: "Fallback: Arial" ;  }')).toBe('a,b{font-family:"Fallback: Arial";}');
  });
});

describe("oklchToHex", () => {
  test("Tailwind's slate and red come out as their sRGB hex", async () => {
    const { oklchToHex } = await import("./hex-colours.ts");
    expect(oklchToHex("oklch(20.8% 0.042 265.755)")).toBe("#0f172b");
    expect(oklchToHex("oklch(55.4% 0.046 257.417)")).toBe("#62748e");
    expect(oklchToHex("#fff")).toBe("#fff");
  });
});

describe("pruneCss", () => {
  const { pruneCss } = require("./compact-css.ts") as typeof import("./compact-css.ts");
  test("rules for elements the page lacks go; :not(), alternatives beside a class and at-rules stay", () => {
    const css =
      "hr{height:0;}h1,h6{font-size:inherit;}:-moz-focusring:where(:not(iframe)){outline:auto;}::placeholder{opacity:1;}" +
      ".x h6{color:red;}.x h1,.x table{color:blue;}.x :is(h6,h1){top:0;}.\\[\\&\\>p\\]\\:mt-2>p{margin:0;}@media (min-width:1px){hr{a:b;}}";
    expect(pruneCss(css, new Set(["html", "body", "h1"]))).toBe(
      "h1{font-size:inherit;}:-moz-focusring:where(:not(iframe)){outline:auto;}.x h1{color:blue;}.x :is(h6,h1){top:0;}@media (min-width:1px){hr{a:b;}}",
    );
  });

  test("an escaped comma or hex escape is part of a class name, not a list of selectors or a descendant", () => {
    const css = ".transition-\\[transform\\,visibility\\]{transition-property:transform,visibility;}.a\\2c visibility{color:red;}hr{height:0;}";
    expect(pruneCss(css, new Set())).toBe(".transition-\\[transform\\,visibility\\]{transition-property:transform,visibility;}.a\\2c visibility{color:red;}");
  });

  test("a rule that nests another keeps its braces, and what follows it stays whole", () => {
    const css = ".space-y-3{:where(&>:not(:last-child)){margin-block-start:0.75rem;}}hr{height:0;}@media (min-width:768px){.md\\:flex{display:flex;}}";
    expect(pruneCss(css, new Set())).toBe(".space-y-3{:where(&>:not(:last-child)){margin-block-start:0.75rem;}}@media (min-width:768px){.md\\:flex{display:flex;}}");
  });

  test("a registered property or theme variable nothing reads goes, with its fallback", () => {
    const css =
      "@supports ((-webkit-hyphens:none) and (not (margin-trim:inline))) or (x){*,::before,::after,::backdrop{--un-a:initial;--un-b:0;}}" +
      '@property --un-a{syntax:"*";inherits:false;}@property --un-b{syntax:"*";inherits:false;initial-value:0;}' +
      ":root,:host{--t-1:1px;--t-10:2px;}.a{top:var(--un-a);left:var(--t-10);}";
    expect(pruneCss(css, new Set())).toBe(
      "@supports ((-webkit-hyphens:none) and (not (margin-trim:inline))) or (x){*,::before,::after,::backdrop{--un-a:initial;}}" +
        '@property --un-a{syntax:"*";inherits:false;}:root,:host{--t-10:2px}.a{top:var(--un-a);left:var(--t-10);}',
    );
  });
});

describe("theme values", () => {
  const { compactCss, pruneCss } = require("./compact-css.ts") as typeof import("./compact-css.ts");
  test("short theme values are written in place; a custom property nothing reads goes", () => {
    const css =
      ':root, :host { --spacing: 0.25rem; --fontWeight-semibold: 600; --font-sans: "Inter Variable", "Inter Variable Fallback: Arial", sans-serif; }' +
      ".a { --un-font-weight: var(--fontWeight-semibold); font-weight: var(--fontWeight-semibold); padding: calc(var(--spacing) * 4); font-family: var(--font-sans); }";
    expect(pruneCss(compactCss(css), new Set())).toBe(
      ':root,:host{--font-sans:"Inter Variable","Inter Variable Fallback: Arial",sans-serif}.a{font-weight:600;padding:1rem;font-family:var(--font-sans);}',
    );
  });
});
