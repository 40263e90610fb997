/**
 * A keyboard user sees where they are: tabbing through every public page of the crawl list, at phone and
 * desktop width, each element that takes focus shows an indicator — an outline that is drawn (a style
 * other than none, a width, a colour that is not transparent) or a box-shadow, on the element or, for a
 * card whose stretched link is its one tab stop, round the card. axe cannot see this: it reads the page
 * at rest, not while focus moves.
 */
import type { Page } from "@playwright/test";
import { crawlSiteEnv, prepareCrawlSite, publicPages } from "../support/crawl-site.ts";
import { test as base, expect, waitForIslands } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

const test = base.extend<object, { crawlSite: string }>({
  crawlSite: [
    async ({}, use) => {
      const site = await startOwnServer("keyboard-focus", prepareCrawlSite(), crawlSiteEnv);
      await use(site.url);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ crawlSite }, use) => use(crawlSite),
});

test.describe.configure({ timeout: 90_000 });

/** Enough presses to pass every link of the longest page (the footer included) and come back round. */
const MAX_TABS = 120;

interface Focused {
  /** The element, as a reader would name it: tag, then its text or label. */
  name: string;
  /** What it draws while focused; empty when it draws nothing. */
  indicator: string;
}

/** The focused element and the indicator it draws, or undefined when focus is on the page itself. */
function readFocus(page: Page): Promise<Focused | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return undefined;
    const transparent = (color: string) => color === "transparent" || /rgba?\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
      const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
      return [outline ? `outline ${style.outlineStyle} ${style.outlineWidth}` : "", shadow ? "box-shadow" : ""].filter(Boolean).join(" + ");
    };
    // A card whose stretched link is its one tab stop draws the ring round the card (focus-within).
    let indicator = drawn(element);
    for (let up = element.parentElement, depth = 0; indicator === "" && up && depth < 4; up = up.parentElement, depth++) {
      const around = drawn(up);
      if (around !== "") indicator = `${around} on its ${up.tagName.toLowerCase()}`;
    }
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return { name: `${element.tagName.toLowerCase()} "${label}"`, indicator };
  });
}

const screens = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of screens) {
  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const crawlPage of publicPages) {
      test(`every element that takes focus on ${crawlPage.path} shows it`, async ({ page, consoleGuard }) => {
        if (crawlPage.status === 404) consoleGuard.allow(/status of 404/);
        // The store's frame points at a host this machine cannot reach.
        consoleGuard.allow(/ERR_NAME_NOT_RESOLVED|ERR_CONNECTION|net::/);
        await page.goto(crawlPage.path);
        await waitForIslands(page);
        const seen: Focused[] = [];
        let first: string | undefined;
        for (let i = 0; i < MAX_TABS; i++) {
          await page.keyboard.press("Tab");
          const focused = await readFocus(page);
          if (focused === undefined) continue;
          // Focus inside the store's frame belongs to the other site; the frame is the page's last stop.
          if (focused.name.startsWith("iframe")) break;
          if (first === undefined) first = focused.name;
          else if (focused.name === first && seen.length > 1) break;
          seen.push(focused);
        }
        expect(seen.length, "focus reached elements on the page").toBeGreaterThan(3);
        expect(seen.filter((f) => f.indicator === "").map((f) => f.name)).toEqual([]);
      });
    }
  });
}
