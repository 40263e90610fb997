/**
 * The site's drawings write their labels in Inter, which an `<img>` cannot load, so a browser draws them in
 * the system's sans-serif: narrow on a Mac or a phone, wide on Linux (DejaVu Sans, this machine's). Each label
 * must stay inside the card it is written on in the widest of them: "Review it, then post" ran 7 px past its
 * card on /trust-builder, "Messenger" 4 px past its own on /biziagent-ai.
 */
import { drawingsWithText } from "../support/static-drawings.ts";
import { expect, test } from "./fixtures.ts";

const drawings = drawingsWithText().map(({ file }) => file);

test("every drawing's text stays inside the card it is written on, in the system font a browser draws it with", async ({ page }) => {
  expect(drawings.length).toBeGreaterThan(10);
  const outside: string[] = [];
  for (const file of drawings) {
    await page.goto(`/static/${file}`);
    const found = await page.evaluate(() => {
      const svg = document.documentElement as unknown as SVGSVGElement;
      const drawing = svg.getBoundingClientRect();
      // Its card: the smallest shape drawn before the text under the text's first letter, leaving out the
      // background (nearly the drawing's width), decoration (faint or a pattern of dots) and definitions.
      const shapes = [...svg.querySelectorAll<SVGGraphicsElement>("rect, circle, ellipse")].filter((shape) => {
        if (shape.closest("defs, pattern, mask, clipPath")) return false;
        const fill = shape.getAttribute("fill") ?? "";
        const faint = Number(shape.getAttribute("opacity") ?? 1) < 0.2 || Number(shape.getAttribute("fill-opacity") ?? 1) < 0.2;
        const pattern = /^url\(#/.test(fill) && svg.querySelector(`pattern${fill.slice(4, -1)}`) !== null;
        return !faint && !pattern && shape.getBoundingClientRect().width < drawing.width * 0.98;
      });
      const problems: string[] = [];
      for (const text of svg.querySelectorAll("text")) {
        const box = text.getBoundingClientRect();
        const x = box.left + 1;
        const y = box.top + box.height / 2;
        const card = shapes
          .filter((shape) => shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((shape) => shape.getBoundingClientRect())
          .filter((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
          .sort((a, b) => a.width * a.height - b.width * b.height)[0];
        const edge = card ?? drawing;
        const past = Math.max(edge.left - box.left, box.right - edge.right);
        if (past > 0.5) problems.push(`"${text.textContent?.trim()}" ${past.toFixed(1)} px past ${card ? "its card" : "the drawing"}`);
      }
      return problems;
    });
    outside.push(...found.map((problem) => `${file}: ${problem}`));
  }
  expect(outside).toEqual([]);
});
