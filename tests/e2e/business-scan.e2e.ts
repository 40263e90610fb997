/** The free Business Scan (/business-scan.html): a page that stands on its own, ships no JavaScript, and leads to the funnel. */
import { loadSiteIdentity, telHref } from "../../src/content/identity.ts";
import { expect, expectSearchDescription, jsonLdBlocks, test } from "./fixtures.ts";

const identity = loadSiteIdentity(process.env);
const PATH = "/business-scan.html";

test("the HTML carries no script other than JSON-LD, and no islands", async ({ request }) => {
  const res = await request.get(PATH);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await res.text();
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/type="application\/ld\+json"/);
  expect(html).not.toContain("modulepreload");
  expect(html).not.toContain("<island-root");
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("its own top bar (logo home, phone) and footer line; no site header or footer", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "BiziAgent home" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: new RegExp(identity.supportPhone.replace(/[()+]/g, "\\$&")) })).toHaveAttribute("href", telHref(identity.supportPhone));
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer).toContainText(`© 2024 ${identity.legalName}`);
  });

  test("what the scan checks, how it works in three steps, and the calls to action", async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Find out free");
    await expect(page.locator("#what-we-check").getByRole("heading", { level: 3 })).toHaveText([
      "Listing accuracy across 60+ sites",
      "Google Business Profile completeness",
      "Reviews and rating",
      "Local search rank",
      "Missed-call exposure",
    ]);
    const steps = page.locator("#how-it-works ol > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Tell us about your business", "We run your scan", "Get your results and a plan"]);

    const start = main.getByRole("link", { name: "Start My Free Scan" });
    expect(await start.count()).toBeGreaterThanOrEqual(1);
    for (const link of await start.all()) await expect(link).toHaveAttribute("href", "/?funnel=true&plan=business-scan");
    await expect(start.first()).toBeInViewport();
    const contactLinks = main.locator('a[href="/contact"]');
    expect(await contactLinks.count()).toBeGreaterThanOrEqual(1);

    const img = main.locator("img").first();
    await expect(img).toHaveAttribute("src", "/static/images/business-scan/scan-report.svg");
    await expect(img).toHaveAttribute("width", "560");
    await expect(img).toHaveAttribute("height", "440");

    await start.first().click();
    await expect(page).toHaveURL(/\/(\?funnel=true|#funnel)?$/);
  });

  test("title, description, canonical and JSON-LD (BreadcrumbList and a free Service) that parses", async ({ page }) => {
    await page.goto(PATH);
    const title = await page.title();
    expect(title).toMatch(/^Free Business Scan.* \| BiziAgent$/);
    expect(title.length).toBeLessThanOrEqual(60);
    await expectSearchDescription(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/business-scan\.html$/);
    const data = await jsonLdBlocks(page);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Free Business Scan"]);
    const service = data.find((d) => d["@type"] === "Service");
    expect(service.name).toBe("Free Business Scan");
    expect(service.offers.price).toBe("0");
  });

  test("the header's Free Business Scan opens it in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Free Business Scan/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`${PATH.replace(".", "\\.")}$`));
    await expect(popup.getByRole("link", { name: "Start My Free Scan" }).first()).toBeVisible();
    await popup.close();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto(PATH);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the phone link keeps an accessible name at 375 px", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("banner").getByRole("link", { name: `Call us at ${identity.supportPhone}` })).toBeVisible();
  });

  test("nothing overflows horizontally at 375 and 320 px", async ({ page }) => {
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(PATH);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).toBe(0);
    }
  });
});
