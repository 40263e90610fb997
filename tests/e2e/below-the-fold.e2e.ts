/**
 * What a page shows below its first screen waits until the visitor nears it (content-visibility in
 * src/render/uno-config.ts): the footer's brand glyphs are masks, fetched when the footer is styled, so a page
 * load does not spend a phone's network on them; scrolled to, they are drawn in the link's colour.
 */
import type { Page } from "@playwright/test";
import { SITE_PAGES } from "../support/site-pages.ts";
import { expect, test } from "./fixtures.ts";

const SPRITE = "/static/brand/social-icons.svg";

function spriteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SPRITE) seen.push(request.url());
  });
  return seen;
}

/** How many of the glyph's pixels differ from the corner pixel of its own box: 0 for an empty box. */
async function inkedPixels(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).first().screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 60) inked++;
    }
    return inked;
  }, png.toString("base64"));
}

// A trace's snapshots read every element's style, which styles the footer and fetches its glyphs.
test.use({ viewport: { width: 390, height: 844 }, trace: "off" });

test("the home page loads without the footer's glyphs, and draws them when the footer is scrolled to", async ({ page }) => {
  const requests = spriteRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  // The sections below the first screen are still there for find-in-page, links and assistive technology.
  await expect(page.getByRole("heading", { name: "Create Your Business App" })).toBeAttached();

  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const facebook = page.getByRole("link", { name: /on Facebook/ });
  await expect(facebook).toBeVisible();
  await expect.poll(() => inkedPixels(page, "footer .glyph-facebook")).toBeGreaterThan(20);
  // Drawn in the link's own colour, which turns white on hover.
  await facebook.hover();
  await expect.poll(() => facebook.evaluate((link) => getComputedStyle(link.querySelector(".glyph")!).backgroundColor)).toBe("rgb(255, 255, 255)");
});

test("a link to a section further down lands on it, with the sections above it still unrendered", async ({ page }) => {
  await page.goto("/#get-started");
  const section = page.locator("#get-started");
  await expect(section).toBeInViewport();
  const top = await section.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top - 96)).toBeLessThan(4);
});

test("in forced colours (Windows' contrast themes) the glyphs keep the links' colour rather than vanish", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/contact");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => inkedPixels(page, "footer .glyph-linkedin")).toBeGreaterThan(20);
  await page.emulateMedia({ forcedColors: "none" });
});

/**
 * What content-visibility costs: it contains the section's painting, so nothing drawn past its box shows. Any
 * element of a contained section (rendered for the check) that reaches past it, or whose shadow or outline would
 * reach past it (within 12 px of an edge), unless an ancestor inside the section already clips it.
 */
function clippedBySection(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const section of document.querySelectorAll<HTMLElement>("main>section+section, body>footer")) {
      section.style.contentVisibility = "visible";
      const edge = section.getBoundingClientRect();
      for (const element of section.querySelectorAll<HTMLElement>("*")) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.position === "fixed" || element.closest(".sr-only")) continue;
        let clipper = element.parentElement;
        while (clipper && clipper !== section && getComputedStyle(clipper).overflow === "visible") clipper = clipper.parentElement;
        if (clipper !== section) continue;
        // Room on each side, against how far the element draws past its box there: its shadows as computed, each to
        // one standard deviation of its blur (half the blur radius, as CSS defines it: past that is under a sixth of
        // its colour), or 12 px for one that only a hover adds.
        const room = { top: box.top - edge.top, right: edge.right - box.right, bottom: edge.bottom - box.bottom, left: box.left - edge.left };
        const reach = { top: 0, right: 0, bottom: 0, left: 0 };
        for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
          if (/inset/.test(shadow) || /rgba\([^)]*,\s*0\)/.test(shadow)) continue;
          const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(/rgba?\([^)]*\)/, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat);
          const around = blur / 2 + spread;
          reach.top = Math.max(reach.top, around - y);
          reach.bottom = Math.max(reach.bottom, around + y);
          reach.left = Math.max(reach.left, around - x);
          reach.right = Math.max(reach.right, around + x);
        }
        if (/hover:shadow/.test(element.className.toString())) for (const side of Object.keys(reach) as (keyof typeof reach)[]) reach[side] = Math.max(reach[side], 12);
        for (const side of Object.keys(room) as (keyof typeof room)[]) {
          if (room[side] < -0.5 || room[side] < reach[side] - 0.5)
            found.push(
              `#${section.id || section.tagName} ${element.tagName}.${element.className.toString().slice(0, 60)}: ${side} ${room[side].toFixed(1)} px of room, draws ${reach[side].toFixed(1)}`,
            );
        }
      }
      section.style.contentVisibility = "";
    }
    return found;
  });
}

for (const width of [390, 1366]) {
  test(`at ${width} px, no page's section or footer cuts off what its content draws`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...SITE_PAGES, "/blog", "/blog/missed-calls-ai-receptionist", "/?funnel=true"]) {
      await page.goto(path);
      expect(await clippedBySection(page), path).toEqual([]);
    }
  });
}
