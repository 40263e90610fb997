/**
 * A keyboard user sees where they are: tabbing through a page, each element that takes focus shows an
 * indicator: focus must change what it draws — an outline (a style other than none, a width, a colour that
 * is not transparent) or a box-shadow — on the element or, for a card whose stretched link is its one tab
 * stop, round the card. A drop shadow the element has anyway does not count. The indicator must also stand
 * out from what is behind it: its colour has at least 3:1 contrast with the background it is drawn on
 * (WCAG 2.2 SC 1.4.11), on light and dark sections alike. axe cannot see this: it reads the page at rest,
 * not while focus moves. Used by page-audit.e2e.ts on every public page of the crawl list.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Enough presses to pass every link of the longest page (the footer included) and come back round. */
const MAX_TABS = 120;
const TAB_BATCH = 30;

interface Focused {
  /** The element, as a reader would name it: tag, then its text or label. */
  name: string;
  /** The lowest contrast of its own outline or ring with what is behind it; null when it draws neither. */
  contrast: number | null;
  /** Its outline and box-shadow while focused, then those of up to four ancestors (a card draws round its link). */
  looks: string[];
}

/** What the page is given to measure with (installed once per page, as a script). */
interface InPage {
  looksOf(element: Element): string[];
  indicatorContrast(element: Element): number | null;
}

/**
 * The lowest contrast ratio between the focus outline's colour (or a focus ring's, from its box-shadow)
 * and the background it is drawn over: the first opaque background-color above the element, or each
 * colour of a gradient there. Colours in any CSS syntax are read back as sRGB through a canvas. Runs in
 * the page; null when the element draws no outline or ring of its own.
 */
function indicatorContrast(element: Element): number | null {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string): number[] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const ratio = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const colorPattern = /(rgba?|oklch|oklab|lab|lch|color|hsla?)\([^()]*(\([^()]*\)[^()]*)*\)|#[0-9a-f]{3,8}\b/gi;
  const style = getComputedStyle(element);
  let indicator: string | undefined;
  if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) indicator = style.outlineColor;
  else if (style.boxShadow !== "none") indicator = style.boxShadow.match(colorPattern)?.[0];
  if (!indicator) return null;
  const drawn = rgba(indicator);
  // An outline is drawn outside the element (offset 2 px): what is behind it is the parent's background.
  for (let node = element.parentElement; node; node = node.parentElement) {
    const nodeStyle = getComputedStyle(node);
    const background = rgba(nodeStyle.backgroundColor);
    const stops = nodeStyle.backgroundImage.includes("gradient") ? (nodeStyle.backgroundImage.match(colorPattern) ?? []) : [];
    if (stops.length > 0) return Math.min(...stops.map((stop) => ratio(drawn, rgba(stop))));
    if (background[3]! > 250) return ratio(drawn, background);
  }
  return ratio(drawn, [255, 255, 255, 255]);
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

/** An indicator is what focus adds: a level whose look changed and now draws something. */
function indicatorOf(focused: string[], atRest: string[]): string {
  const level = focused.findIndex((look, i) => look !== "" && look !== atRest[i]);
  return level === -1 ? "" : `${focused[level]}${level > 0 ? ` (on an ancestor, ${level} up)` : ""}`;
}

/**
 * Installed in the page: every element focus lands on, in order (a focusin in the capture phase sees each move
 * of the Tab key, the store's frame included), and the tab stops of one round read off that record: from the
 * first element focused to just before it comes round again, or before the frame.
 */
function recordFocus(): void {
  const w = window as unknown as { focusRecord: Element[]; tabStops(): { stops: Element[]; complete: boolean } };
  w.focusRecord = [];
  document.addEventListener("focusin", (event) => w.focusRecord.push(event.target as Element), true);
  w.tabStops = () => {
    const stops: Element[] = [];
    for (const element of w.focusRecord) {
      if (element === document.body || element === document.documentElement) continue;
      // Focus inside the store's frame belongs to the other site; the frame is the page's last stop.
      if (element.tagName === "IFRAME") return { stops, complete: true };
      if (element === stops[0] && stops.length > 1) return { stops, complete: true };
      stops.push(element);
    }
    return { stops, complete: false };
  };
}

/**
 * Each tab stop focused again (a script's focus after the Tab key is keyboard focus: :focus-visible holds,
 * checked), its transitions run to their end, then what it and its ancestors draw and the indicator's
 * contrast; then, with focus off every element, what each draws at rest.
 */
function measureStops(): { stops: (Focused & { refocused: boolean })[]; atRest: string[][] } {
  const w = window as unknown as InPage & { tabStops(): { stops: Element[] } };
  const settle = () => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a spinner) has no end to run to: it is left as it is.
      }
    }
  };
  const elements = w.tabStops().stops;
  const stops = elements.map((element) => {
    (element as HTMLElement).focus();
    settle();
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return {
      name: `${element.tagName.toLowerCase()} "${label}"`,
      refocused: document.activeElement === element && element.matches(":focus-visible"),
      looks: w.looksOf(element),
      contrast: w.indicatorContrast(element),
    };
  });
  (document.activeElement as HTMLElement | null)?.blur();
  settle();
  return { stops, atRest: elements.map((element) => w.looksOf(element)) };
}

/** Presses Tab `count` times through the DevTools protocol, sent together: the page handles them in order. */
async function pressTab(page: Page, count: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
    await Promise.all(
      Array.from({ length: count }, () => [
        session.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }),
        session.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }),
      ]).flat(),
    );
  } finally {
    await session.detach();
  }
}

/**
 * Tabs through the page from its top until focus comes back round (or reaches the store's frame) and fails on
 * any stop without an indicator, or with one under 3:1 against its background.
 */
export async function expectFocusIndicators(page: Page): Promise<void> {
  await page.evaluate(
    `window.looksOf = ${looksOf.toString()}; window.indicatorContrast = ${indicatorContrast.toString()}; (${recordFocus.toString()})(); window.measureStops = ${measureStops.toString()};`,
  );
  // In batches: a round of the longest page is about 60 stops; presses past its end only go round again.
  for (let pressed = 0; pressed < MAX_TABS; pressed += TAB_BATCH) {
    await pressTab(page, TAB_BATCH);
    if (await page.evaluate(() => (window as unknown as { tabStops(): { complete: boolean } }).tabStops().complete)) break;
  }
  const { stops: seen, atRest } = await page.evaluate(() => (window as unknown as { measureStops: typeof measureStops }).measureStops());
  expect(seen.length, "focus reached elements on the page").toBeGreaterThan(3);
  expect(
    seen.filter((f) => !f.refocused).map((f) => f.name),
    "tab stops that did not take keyboard focus again when focused by script",
  ).toEqual([]);
  // A shadow or outline the element has anyway (a button's drop shadow) is not an indicator: only what focus changes.
  expect(
    seen.filter((f, i) => indicatorOf(f.looks, atRest[i]!) === "").map((f) => f.name),
    "elements that take focus without showing it",
  ).toEqual([]);
  // Seen against its background: at least 3:1 (an indicator round a card is the card's own border, not measured here).
  const faint = seen.filter((f) => f.contrast !== null && f.contrast < 3).map((f) => `${f.name}: ${f.contrast!.toFixed(2)}:1`);
  expect(faint, "focus indicators under 3:1 against their background").toEqual([]);
}
