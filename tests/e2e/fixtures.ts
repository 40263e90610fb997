/**
 * The Playwright `test` every browser test uses: the page fails the test on any console error
 * or warning (hydration mismatches included) and on any uncaught page error.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export interface ConsoleGuard {
  /** Messages matching this are expected by the test and not counted. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "console errors, warnings or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until every island on the page has hydrated (its React root is attached). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("island-root")].every((el) => Object.keys(el).some((k) => k.startsWith("__reactContainer$"))),
  );
}

/** axe-core WCAG 2.2 A/AA rules: the violations, reduced to what a failure message needs. */
export async function accessibilityViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
