/** The home page (/): every section in order, its texts and figures, links and structured data (axe: page-audit.e2e.ts). */
import { expect, expectSearchDescription, test, waitForIslands } from "./fixtures.ts";

const SIGN_UP_URL = "https://app.biziagent.example/signup";

test.describe("home at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("one h1 and the section headings, in order", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main h2")).toHaveText([
      "Your All-in-One Visibility Dashboard",
      "From Overwhelmed to In Control",
      "Join Thousands of SMBs Growing Smarter",
      "Messages Everywhere. Results Nowhere.",
      "Find Out What Your Business Needs",
      "Create Your Business App",
    ]);
  });

  test("the hero starts the funnel and shows the proof figures", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main section").first();
    const start = hero.getByRole("link", { name: "Find Your Perfect AI Solution" });
    await expect(start).toHaveAttribute("href", "#funnel");
    await expect(start).toHaveClass(/btn-primary/);
    await expect(hero.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/solutions");
    const figures = hero.locator("dl > div");
    await expect(figures).toHaveCount(4);
    for (const [value, label] of [
      ["94%", "fewer missed calls"],
      ["3.2x", "more local customers"],
      ["8+ hrs", "saved per week"],
      ["4.9", "customer rating"],
    ] as const) {
      const figure = figures.filter({ has: page.locator("dt", { hasText: label }) });
      await expect(figure.locator("dd")).toHaveText(value);
      await expect(figure).toBeVisible();
    }
    const visual = hero.locator("img");
    await expect(visual).toBeVisible();
    await expect(visual).toHaveAttribute("alt", /AI assistant answers a customer/);
    await expect(visual).toHaveAttribute("width", "600");
    expect(await visual.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // On desktop the visual sits to the right of the headline.
    const h1Box = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const visualBox = (await visual.boundingBox())!;
    expect(visualBox.x).toBeGreaterThan(h1Box.x + h1Box.width - 1);
  });

  test("clicking the hero button moves to the funnel section", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("link", { name: "Find Your Perfect AI Solution" }).click();
    await expect(page).toHaveURL(/#funnel$/);
    await expect(page.getByRole("heading", { name: "Find Out What Your Business Needs" })).toBeInViewport();
  });

  test("the dashboard image links to the external sign-up page in a new tab", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Your All-in-One Visibility Dashboard" });
    for (const point of ["Connect your profiles", "One inbox", "Listing accuracy", "AI reporting", "Built-in CRM"]) {
      await expect(section.getByRole("heading", { name: point, level: 3 })).toBeVisible();
    }
    await expect(section).toContainText("60+ sites");
    const imageLink = section.getByRole("link", { name: /preview of the dashboard.*\(opens in a new tab\)$/ });
    await expect(imageLink).toHaveAttribute("href", SIGN_UP_URL);
    await expect(imageLink).toHaveAttribute("target", "_blank");
    await expect(imageLink).toHaveAttribute("rel", /noopener/);
    const image = imageLink.locator("img");
    await expect(image).toHaveAttribute("src", "/static/images/home/dashboard.svg");
    await expect(image).toHaveAttribute("width", "664");
    await expect(image).toHaveAttribute("height", "472");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const button = section.getByRole("link", { name: "Get the Free Business App (opens in a new tab)" });
    await expect(button).toHaveAttribute("href", SIGN_UP_URL);
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(section.getByRole("link", { name: "See What's Included" })).toHaveAttribute("href", "/login");
  });

  test("three feature cards carry customer quotes", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "From Overwhelmed to In Control" });
    const cards = section.locator("article");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.locator("h3")).toHaveCount(1);
      await expect(card.locator("blockquote")).not.toBeEmpty();
      await expect(card.locator("figcaption")).toHaveText(/^— [A-Z][a-z]+, [a-z ]+$/);
    }
  });

  test("the stats: 10,000+ businesses, 99.9% uptime, 24/7 AI support, 4.9 customer rating", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Join Thousands of SMBs Growing Smarter" });
    await expect(section.locator("dd")).toHaveText(["10,000+", "99.9%", "24/7", "4.9"]);
    await expect(section.locator("dt")).toHaveText(["businesses", "uptime", "AI support", "customer rating"]);
  });

  test("the red section: white heading on strong red, three cards, 62% of customers do not call back", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Messages Everywhere. Results Nowhere." });
    // A strong red behind white text (page-audit.e2e.ts has axe check the contrast of every text on it).
    const rgb = (css: string) =>
      page.evaluate((value) => {
        const probe = document.createElement("canvas").getContext("2d")!;
        probe.fillStyle = value;
        probe.fillRect(0, 0, 1, 1);
        return [...probe.getImageData(0, 0, 1, 1).data].slice(0, 3);
      }, css);
    const [r, g, b] = await rgb(await section.evaluate((el) => getComputedStyle(el).backgroundColor));
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(80);
    expect(await rgb(await section.locator("h2").evaluate((el) => getComputedStyle(el).color))).toEqual([255, 255, 255]);
    await expect(section.locator("h3")).toHaveText(["Missed Opportunities", "Invisible Online", "Time Drain"]);
    const missed = section.locator("article", { has: page.getByRole("heading", { name: "Missed Opportunities" }) });
    await expect(missed).toContainText("62%");
    await expect(missed).toContainText("of customers do not call back");
    const invisible = section.locator("article", { has: page.getByRole("heading", { name: "Invisible Online" }) });
    await expect(invisible).toContainText("46%");
    await expect(invisible).toContainText("of searches are local");
    await expect(section.locator("article", { has: page.getByRole("heading", { name: "Time Drain" }) })).toContainText("8+ hrs");
  });

  test("the funnel section has its id, heading and intro, and the funnel's first question", async ({ page }) => {
    await page.goto("/#funnel");
    const funnel = page.locator("section#funnel");
    await expect(funnel).toHaveCount(1);
    await expect(funnel).toHaveAttribute("aria-labelledby", "funnel-title");
    await expect(funnel.locator("#funnel-title")).toHaveText("Find Out What Your Business Needs");
    await expect(funnel).toContainText("4 quick questions");
    // Rendered on the server, before any JavaScript runs.
    await expect(funnel.getByText("Step 1 of 4")).toBeVisible();
    await expect(funnel.getByRole("heading", { name: "What type of business do you run?" })).toBeVisible();
  });

  test("the closing call to action opens the sign-up page in a new tab", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Create Your Business App" });
    const create = section.getByRole("link", { name: "Create Your Business App (opens in a new tab)" });
    await expect(create).toHaveAttribute("href", SIGN_UP_URL);
    await expect(create).toHaveAttribute("target", "_blank");
    await expect(create).toHaveAttribute("rel", /noopener/);
    await expect(section.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact");
  });

  test("meta: title, description, canonical and JSON-LD with Organization and WebSite, no breadcrumbs", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("BiziAgent — AI Receptionist, Local SEO & Reviews for SMBs");
    await expectSearchDescription(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toContain("Organization");
    expect(types).toContain("WebSite");
    expect(types).not.toContain("BreadcrumbList");
  });

  test("every image has width, height and alt; below-the-fold images load lazily", async ({ page }) => {
    await page.goto("/");
    for (const img of await page.locator("main img").all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
      expect(await img.getAttribute("alt")).not.toBeNull();
    }
    await expect(page.locator("#dashboard img")).toHaveAttribute("loading", "lazy");
  });
});

test.describe("home at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("nothing overflows and the hero button and figures are visible", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await expect(page.getByRole("link", { name: "Find Your Perfect AI Solution" })).toBeVisible();
    await expect(page.locator("main section").first().locator("dd").first()).toHaveText("94%");
  });
});

test.describe("home at other widths", () => {
  for (const width of [320, 768, 1024, 1920]) {
    test(`nothing reaches past the edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
