/** Trust Builder (/trust-builder): claims, sections, plans and NPS bands, 24 source tiles. */
import { expect, jsonLdBlocks, test } from "./fixtures.ts";
import { testFaqAccordion, testNoOverflow, testPriceOnRequestPlans } from "./page-checks.ts";

const PATH = "/trust-builder";

/** The brief's order; the five "{host}" gaps are filled with Booking.com, Angi, Nextdoor, Thumbtack and Cars.com. */
const SOURCES = [
  "Google",
  "Facebook",
  "Yelp",
  "TripAdvisor",
  "Booking.com",
  "Expedia",
  "Zillow",
  "Indeed",
  "Angi",
  "Glassdoor",
  "Grubhub",
  "Nextdoor",
  "Thumbtack",
  "Cargurus",
  "Better Business Bureau",
  "OpenTable",
  "Trustpilot",
  "Avvo",
  "Edmunds",
  "Cars.com",
  "DealerRater",
  "Houzz",
  "Healthgrades",
  "Zocdoc",
];

test.describe("content, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero: three value cards, an illustration with size and alt", async ({ page }) => {
    await page.goto(PATH);
    const values = page.getByRole("list", { name: "What Trust Builder gives you" }).getByRole("listitem");
    await expect(values).toHaveCount(3);
    await expect(values.nth(0)).toContainText("40+ review sources");
    await expect(values.nth(1)).toContainText("Directly on Google and Facebook");
    const image = page.locator('img[src="/static/images/trust-builder/reputation-dashboard.svg"]');
    await expect(image).toHaveAttribute("width", "560");
    await expect(image).toHaveAttribute("height", "480");
    await expect(image).toHaveAttribute("alt", /reputation dashboard/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("benefit cards", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveText([
      "Win more customers",
      "Save hours every week",
      "Catch problems early",
      "Learn what to improve",
    ]);
  });

  test("feature lists: review collection and AI analysis; 40+ sources, direct replies on Google and Facebook, drafts elsewhere", async ({ page }) => {
    await page.goto(PATH);
    const collection = page.getByRole("list", { name: "Review collection", exact: true });
    const analysis = page.getByRole("list", { name: "AI analysis", exact: true });
    await expect(collection.getByRole("listitem")).toHaveCount(6);
    await expect(analysis.getByRole("listitem")).toHaveCount(6);
    await expect(collection).toContainText("Collects reviews from 40+ sources");
    await expect(collection).toContainText("Respond directly on Google and Facebook");
    await expect(collection).toContainText("reply drafts for every other source");
    await expect(analysis).toContainText("AI-powered response suggestions in your voice (Professional and Premium)");
    await expect(analysis).toContainText("Sentiment insights");
  });

  test("24 review-source tiles in the brief's order, each a first-letter circle in its brand colour, then '+ many more'", async ({ page }) => {
    await page.goto(PATH);
    const grid = page.getByRole("list", { name: "Review sources" });
    await expect(page.locator("#review-sources").getByRole("heading", { level: 2 })).toHaveText("Reviews from 40+ sources, in one place");
    const tiles = grid.getByTestId("review-source");
    await expect(tiles).toHaveCount(24);
    await expect(tiles.locator("span:nth-child(2)")).toHaveText(SOURCES);
    const circles = await tiles.evaluateAll((items) =>
      items.map((li) => {
        const circle = li.querySelector('span[aria-hidden="true"]')!;
        const style = getComputedStyle(circle);
        return { letter: circle.textContent, background: style.backgroundColor, radius: style.borderRadius };
      }),
    );
    expect(circles.map((c) => c.letter)).toEqual(SOURCES.map((name) => name[0]));
    // Every tile has its own colour (no transparent fallback), and it is a circle.
    expect(new Set(circles.map((c) => c.background)).size).toBeGreaterThanOrEqual(20);
    for (const c of circles) {
      expect(c.background).not.toBe("rgba(0, 0, 0, 0)");
      expect(c.radius).not.toBe("0px");
    }
    // The letter on each circle reaches WCAG AA (4.5:1) against the brand colour.
    const ratios = await tiles.evaluateAll((items) => {
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (c: number[]) =>
        c
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      return items.map((li) => {
        const style = getComputedStyle(li.querySelector('span[aria-hidden="true"]')!);
        const [a, b] = [luminance(rgb(style.backgroundColor)), luminance(rgb(style.color))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
    });
    for (const [i, ratio] of ratios.entries()) expect(ratio, SOURCES[i]).toBeGreaterThanOrEqual(4.5);
    const more = grid.getByTestId("review-source-more");
    await expect(more).toContainText("+ many more");
    await expect(more).toContainText("40+");
    await expect(grid.getByRole("listitem")).toHaveCount(25);
    await expect(page.locator("#review-sources")).toContainText("Reply directly on Google and Facebook. For every other source, Trust Builder drafts the reply for you to post.");
  });

  test("NPS explained: 9–10 promoters, 7–8 passives, below 7 (0–6) detractors", async ({ page }) => {
    await page.goto(PATH);
    const nps = page.locator("#nps");
    await expect(nps.getByRole("heading", { level: 2 })).toHaveText("Measure loyalty with Net Promoter Score");
    const bands = nps.getByRole("listitem");
    await expect(bands.getByRole("heading", { level: 3 })).toHaveText(["Detractors", "Passives", "Promoters"]);
    await expect(bands.nth(0)).toContainText("Scores 0–6");
    await expect(bands.nth(0)).toContainText("below 7");
    await expect(bands.nth(1)).toContainText("Scores 7–8");
    await expect(bands.nth(2)).toContainText("Scores 9–10");
    await expect(page.locator("main")).not.toContainText("below a 6");
    await expect(nps).toContainText("percentage of promoters minus the percentage of detractors");
  });

  testPriceOnRequestPlans(PATH, {
    popular: "Professional",
    planIds: { Standard: "trust-builder-standard", Professional: "trust-builder-professional", Premium: "trust-builder-premium" },
    items: {
      Standard: [
        "Included: Respond to Google and Facebook reviews",
        "Included: Daily digest and executive reports",
        "Included: Review display widget",
        "Included: Sentiment insights",
        "Included: Listing monitoring on Google and Facebook",
        "Not included: No AI-powered responses",
      ],
      Professional: [
        "Included: Everything in Standard",
        "Included: Unlimited response templates",
        "Included: AI-powered responses",
        "Included: 100+ sources",
        "Included: Citation monitoring",
        "Included: Up to 3 competitors",
        "Included: Mentions and social monitoring",
        "Included: Review edit tracking",
      ],
      Premium: [
        "Included: Everything in Professional",
        "Included: Unlimited CRM customers",
        "Included: Unlimited monthly email review requests",
        "Included: Bulk review requests",
        "Included: SMS templates and review requests",
        "Included: Email templates with AI (template customization coming soon)",
        "Included: Your logo on emails",
      ],
    },
  });

  test("the plans say which of them come with AI responses", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("#plans")).toContainText("AI response tools come with the Professional and Premium plans.");
  });

  test("the closing call to action leads to the funnel and to /contact", async ({ page }) => {
    await page.goto(PATH);
    const band = page.locator("#get-started");
    await expect(band.getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "/?funnel=true");
    await expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("JSON-LD: Service, FAQPage with the 5 visible questions, BreadcrumbList Home › Trust Builder", async ({ page }) => {
    await page.goto(PATH);
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    const [service, faq, breadcrumbs] = blocks;
    expect(service.url).toMatch(/\/trust-builder$/);
    expect(service.serviceType).toMatch(/reputation/i);
    const questions = await page.locator("#faq").getByRole("button").allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(faq.mainEntity[4].acceptedAnswer.text).toContain("below 7");
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Trust Builder"]);
  });
});

test.describe("FAQ accordion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  testFaqAccordion(PATH, {
    count: 5,
    first: { question: "Can I reply to reviews from inside Trust Builder?", answer: "prepares a draft reply" },
    second: {
      question: "What is NPS and how are the scores grouped?",
      answer: "Scores of 9–10 are promoters, 7–8 are passives and anything below 7 (0–6) are detractors",
    },
    byKeyboard: { question: "How do AI-powered responses work, and which plans include them?", answer: "AI response tools come with the Professional and Premium plans" },
  });
});

test.describe("layout", () => {
  testNoOverflow(PATH, [320, 375, 768, 1024, 1280, 1920]);

  test("the 'many more' tile completes the grid's last row at phone, tablet and desktop widths", async ({ page }) => {
    for (const width of [375, 700, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PATH);
      const grid = page.getByRole("list", { name: "Review sources" });
      const gridBox = (await grid.boundingBox())!;
      const moreBox = (await grid.getByTestId("review-source-more").boundingBox())!;
      // It ends at the grid's right edge: no empty cell after it.
      expect(Math.abs(moreBox.x + moreBox.width - (gridBox.x + gridBox.width)), `at ${width} px`).toBeLessThan(1);
    }
  });
});
