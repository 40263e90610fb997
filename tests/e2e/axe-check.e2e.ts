/**
 * The accessibility check itself (fixtures.ts accessibilityViolations): its quick path, one axe.run in the
 * page, finds what @axe-core/playwright's AxeBuilder finds, on a whole page and within one part of it, and a
 * page with a frame goes through AxeBuilder.
 */
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults } from "axe-core";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const brief = (result: AxeResults) => result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));

test("the quick check reports what AxeBuilder reports: an image without alt text, an unnamed button, an unlabelled field", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  await page.goto("/contact");
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML("afterbegin", '<section id="faults"><img src="/no-such-image.png"><button></button><input type="text"></section>');
  });
  expect(page.frames()).toHaveLength(1);
  const quick = await accessibilityViolations(page);
  expect(quick.map((v) => v.id)).toEqual(expect.arrayContaining(["button-name", "image-alt", "label"]));
  expect(quick).toEqual(brief(await new AxeBuilder({ page }).withTags(WCAG).analyze()));
  const inPart = await accessibilityViolations(page, "#faults");
  expect(inPart.map((v) => v.id).sort()).toEqual(["button-name", "image-alt", "label"]);
  expect(inPart).toEqual(brief(await new AxeBuilder({ page }).withTags(WCAG).include("#faults").analyze()));
});

test("a page with a frame that has a document is checked by AxeBuilder, frame included", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML(
      "afterbegin",
      '<iframe title="A form in a frame" srcdoc="<!doctype html><html lang=en><title>f</title><main><input type=text></main></html>"></iframe>',
    );
  });
  await expect.poll(() => page.frames().length).toBe(2);
  // The frame is there before its document: wait for the field axe is to find (on a busy machine it was not yet).
  await expect(page.frameLocator("iframe").locator("input")).toBeAttached();
  // The unlabelled field inside the frame is found: only AxeBuilder reaches into frames.
  const violations = await accessibilityViolations(page);
  expect(violations.find((v) => v.id === "label")?.nodes).toEqual(["iframe input"]);
});
