/** /solutions in a real browser: the heading, the external store in a titled, lazy 680 px frame, the fallback link, SEO (axe: page-audit.e2e.ts). */
import { expect, expectSearchDescription, jsonLdBlocks, test, waitForIslands } from "./fixtures.ts";

const PATH = "/solutions";
const STORE_URL = "https://store.biziagent.example/";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'AI Solutions Store' is the one h1, with a title, description, canonical and BreadcrumbList", async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions Store");
    await expect(page).toHaveTitle("AI Solutions Store | BiziAgent");
    await expectSearchDescription(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${PATH}`);
    const data = await jsonLdBlocks(page);
    expect(data.map((d) => d["@type"])).toEqual(["BreadcrumbList"]);
    expect(data[0].itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ["Home", `${baseURL}/`],
      ["Solutions Store", `${baseURL}${PATH}`],
    ]);
  });

  test("the store frame: titled, lazy, the configured store URL, exactly 680 px tall and as wide as its card", async ({ page }) => {
    await page.goto(PATH);
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", "BiziAgent AI Solutions Store");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", STORE_URL);
    // A cross-origin frame with its own cookies (the cart), no conformance error: no sandbox, few permissions.
    await expect(frame).not.toHaveAttribute("sandbox");
    await expect(frame).toHaveAttribute("allow", "payment; clipboard-write");
    await expect(page.getByTitle("BiziAgent AI Solutions Store")).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.height).toBe(680);
    const card = await frame.locator("xpath=..").boundingBox();
    // The card has a 1 px border on each side.
    expect(box!.width).toBeGreaterThanOrEqual(card!.width - 2);
    expect(box!.width).toBeGreaterThan(1000);
  });

  test("a visible fallback link opens the store in a new tab", async ({ page }) => {
    await page.goto(PATH);
    const link = page.getByRole("link", { name: "Open the store in a new tab" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", STORE_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("below the store: help choosing, to the funnel and the contact page", async ({ page }) => {
    await page.goto(PATH);
    const help = page.getByRole("region", { name: "Not sure where to start?", exact: true });
    await expect(help.getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "/?funnel=true");
    await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the frame keeps its 680 px height and spans the card; nothing overflows", async ({ page }) => {
    await page.goto(PATH);
    await waitForIslands(page);
    const box = await page.locator("iframe").boundingBox();
    expect(box?.height).toBe(680);
    expect(box!.width).toBeGreaterThan(330);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await expect(page.getByRole("link", { name: "Open the store in a new tab" })).toBeVisible();
  });
});
