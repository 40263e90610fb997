/**
 * The web font comes in two files (src/render/web-font.ts): the one every page preloads draws the site's own
 * copy; the other is fetched only when a page has a character only it holds, and then draws it in Inter too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const CORE = /^\/assets\/inter-latin-[a-z0-9]+\.woff2$/;
const REST = /^\/assets\/inter-latin-rest-[a-z0-9]+\.woff2$/;

/** Font files the page fetched, by path. */
function fetchedFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

/** The faces of "Inter Variable" the page has loaded, by their unicode-range. */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Inter Variable" && face.status === "loaded").map((face) => face.unicodeRange));
}

test("the home page fetches the preloaded file only, and draws its copy with it, accents included", async ({ page }) => {
  const fonts = fetchedFonts(page);
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const copy = await page.evaluate(() => document.body.textContent ?? "");
  expect(copy).toContain("cafés");
  expect(fonts.filter((path) => CORE.test(path))).toHaveLength(1);
  expect(fonts.filter((path) => REST.test(path))).toEqual([]);
  // Every face of Inter that the page's copy needs is loaded: no character of it waits for another file.
  expect(await page.evaluate((text) => document.fonts.check('16px "Inter Variable"', text), copy)).toBe(true);
  expect(await loadedFaces(page)).toHaveLength(1);
});

test("a character only the other file holds makes the browser fetch it, and Inter draws it", async ({ page }) => {
  const fonts = fetchedFonts(page);
  await page.goto("/privacy-policy");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((path) => REST.test(path))).toEqual([]);
  // As a post that quotes "Señora Núñez" would: the text arrives, the browser asks for the face that has ñ.
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.textContent = "Señora Núñez";
    document.querySelector("main")!.prepend(p);
  });
  await expect.poll(() => fonts.filter((path) => REST.test(path)).length).toBe(1);
  await expect.poll(() => loadedFaces(page).then((faces) => faces.length)).toBe(2);
});
