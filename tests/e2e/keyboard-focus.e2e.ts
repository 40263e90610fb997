/**
 * A keyboard user sees where they are: tabbing through every public page of the crawl list, at phone and
 * desktop width, each element that takes focus shows an indicator: focus must change what it draws — an
 * outline (a style other than none, a width, a colour that is not transparent) or a box-shadow — on the
 * element or, for a card whose stretched link is its one tab stop, round the card. A drop shadow the
 * element has anyway does not count. axe cannot see this: it reads the page at rest, not while focus moves.
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
  /** Its outline and box-shadow while focused, then those of up to four ancestors (a card draws round its link). */
  looks: string[];
}

/** What the page is given to measure with (installed once per page, as a script). */
interface InPage {
  looksOf(element: Element): string[];
}

/**
 * What an element and its ancestors draw (outline and box-shadow, "" for nothing), as a list from the element
 * up. Runs in the page.
 */
function looksOf(element: Element): string[] {
  const transparent = (color: string) => color === "transparent" || /rgba?\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
  const looks: string[] = [];
  for (let node: Element | null = element, depth = 0; node && depth < 5; node = node.parentElement, depth++) {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    looks.push(
      [outline ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : "", shadow ? `box-shadow ${style.boxShadow}` : ""].filter(Boolean).join(" + "),
    );
  }
  return looks;
}

/** The focused element, marked with its tab-stop number, and what it draws; undefined when focus is on the page itself. */
function readFocus(page: Page, stop: number): Promise<Focused | undefined> {
  return page.evaluate((stop) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return undefined;
    element.setAttribute("data-tab-stop", String(stop));
    const looks = (window as unknown as InPage).looksOf(element);
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return { name: `${element.tagName.toLowerCase()} "${label}"`, looks };
  }, stop);
}

/** With focus off every element, what each tab stop and its ancestors draw at rest. */
function readAtRest(page: Page, stops: number): Promise<string[][]> {
  return page.evaluate((stops) => {
    (document.activeElement as HTMLElement | null)?.blur();
    return Array.from({ length: stops }, (_, i) => {
      const element = document.querySelector(`[data-tab-stop="${i}"]`);
      return element ? (window as unknown as InPage).looksOf(element) : [];
    });
  }, stops);
}

/** An indicator is what focus adds: a level whose look changed and now draws something. */
function indicatorOf(focused: string[], atRest: string[]): string {
  const level = focused.findIndex((look, i) => look !== "" && look !== atRest[i]);
  return level === -1 ? "" : `${focused[level]}${level > 0 ? ` (on an ancestor, ${level} up)` : ""}`;
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
        await page.evaluate(`window.looksOf = ${looksOf.toString()}`);
        const seen: Focused[] = [];
        let first: string | undefined;
        for (let i = 0; i < MAX_TABS; i++) {
          await page.keyboard.press("Tab");
          const focused = await readFocus(page, seen.length);
          if (focused === undefined) continue;
          // Focus inside the store's frame belongs to the other site; the frame is the page's last stop.
          if (focused.name.startsWith("iframe")) break;
          if (first === undefined) first = focused.name;
          else if (focused.name === first && seen.length > 1) break;
          seen.push(focused);
        }
        expect(seen.length, "focus reached elements on the page").toBeGreaterThan(3);
        // A shadow or outline the element has anyway (a button's drop shadow) is not an indicator: only what focus changes.
        const atRest = await readAtRest(page, seen.length);
        expect(seen.filter((f, i) => indicatorOf(f.looks, atRest[i]!) === "").map((f) => f.name)).toEqual([]);
      });
    }
  });
}
