/**
 * The Playwright `test` every browser test uses: the page fails the test on any console error
 * or warning (hydration mismatches included) and on any uncaught page error.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export interface ConsoleGuard {
  /** Messages matching this are expected by the test and not counted. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // The worker's page goes on to the next test (reuseContext in playwright.config.ts), whose reset first takes it
  // to about:blank: a navigation the last test set going (a redirect after a logout) interrupted that reset and
  // failed the next test. Leaving here, again while something else navigates, hands the next test a quiet page.
  page: async ({ page }, use) => {
    await use(page);
    for (let attempt = 0; attempt < 3 && !page.isClosed(); attempt++) {
      const left = await page.goto("about:blank").then(
        () => true,
        (error: unknown) => !String(error).includes("interrupted by another navigation"),
      );
      if (left) break;
    }
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if (!allowed.some((p) => p.test(text))) problems.push(`console.${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      // A CSP violation that a library catches (zod probing eval, say) logs nothing by itself: report it.
      // Once per document, however many tests a kept page (page-audit.e2e.ts) has served.
      await page.addInitScript(() => {
        const w = window as unknown as { cspReported?: true };
        if (w.cspReported) return;
        w.cspReported = true;
        document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "console errors, warnings or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Wakes every island as a visitor's first interaction would (a focusin inside it: islands/loader.ts
 * hydrates an island on that whatever its own rule) and waits until all are live. Tests of what
 * happens before hydration, or of when it happens, do not call this.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const root of document.querySelectorAll("island-root")) root.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  // Live: hydration committed (islands/client.ts marks it). React's root key is there from the start of hydration,
  // and a click in between could be undone by the commit (a radio the funnel's state then unchecks).
  await page.waitForFunction(() => [...document.querySelectorAll("island-root")].every((el) => el.hasAttribute("data-live")));
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The axe-core that @axe-core/playwright injects, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core WCAG 2.2 A/AA rules: the violations, reduced to what a failure message needs; `within` limits the
 * check to one part (a dialog). A page without frames is checked by one axe.run in the page (0.4–1.3 s);
 * AxeBuilder, which also reaches into frames, opens a blank page for each check and takes 1.5–2.7 s, so it is
 * kept for pages with a frame that has a document (a frame whose host cannot be reached shows only the
 * browser's error page). Both run the same rules on the same document (tests/e2e/axe-check.e2e.ts).
 */
export async function accessibilityViolations(page: Page, within?: string) {
  let result: AxeResults;
  const framed = page.frames().some((frame) => frame !== page.mainFrame() && !frame.url().startsWith("chrome-error://"));
  if (framed) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    result = await (within ? builder.include(within) : builder).analyze();
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
    const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"], iframes: false };
    result = await page.evaluate(([selector, options]) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(selector ?? document, options), [
      within ?? null,
      options,
    ] as const);
  }
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The page's JSON-LD blocks, parsed (invalid JSON fails the test); free-form, so tests index into them as into JSON.parse output. */
export async function jsonLdBlocks(page: Page): Promise<any[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
}

/** A meta description that search results show whole: 140 to 160 characters. */
export async function expectSearchDescription(page: Page): Promise<void> {
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description.length).toBeGreaterThanOrEqual(140);
  expect(description.length).toBeLessThanOrEqual(160);
}

/** A plan card of a service page's #plans section, and its feature lines. */
export function planCard(page: Page, name: string): Locator {
  return page.locator("#plans").getByRole("article", { name: `${name} plan`, exact: true });
}

export async function planItems(card: Locator): Promise<string[]> {
  return (await card.getByRole("listitem").allTextContents()).map((t) => t.trim());
}

/**
 * Types each text in turn with `between` pressed after each but the last (Tab from field to field, Enter from line to
 * line): what a person does with the keyboard alone.
 * @example await typeEach(page, ["Kay", "Board"], "Tab");
 */
export async function typeEach(page: Page, texts: string[], between: string): Promise<void> {
  for (const [i, text] of texts.entries()) {
    if (i > 0) await page.keyboard.press(between);
    await page.keyboard.type(text);
  }
}
