/** The AI assistant service page (/biziagent-ai): claims, sections, plans, channel constraints. */
import { expect, jsonLdBlocks, planCard, test } from "./fixtures.ts";
import { testFaqAccordion, testNoOverflow, testPriceOnRequestPlans } from "./page-checks.ts";

const PATH = "/biziagent-ai";

test.describe("content, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero: the 372% lead-to-revenue claim, 2 minutes to start, an illustration with size and alt", async ({ page }) => {
    await page.goto(PATH);
    const proof = page.getByRole("definition").filter({ hasText: "372%" });
    await expect(proof).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "increase in lead-to-revenue conversion" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "to get started" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "2 min" })).toBeVisible();
    const image = page.locator('img[src="/static/images/biziagent-ai/ai-receptionist.svg"]');
    await expect(image).toHaveAttribute("width", "560");
    await expect(image).toHaveAttribute("height", "480");
    await expect(image).toHaveAttribute("alt", /phone/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator("main").getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "/?funnel=true");
  });

  test("three feature cards: 24/7 answering, appointment booking, messages and missed-call text-back", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveText([
      "Answers calls, texts and messages 24/7",
      "Books appointments for you",
      "Takes messages and texts back missed calls",
    ]);
  });

  testPriceOnRequestPlans(PATH, {
    popular: "Pro",
    planIds: { Standard: "biziagent-standard", Pro: "biziagent-pro", Premium: "biziagent-premium" },
    items: {
      Standard: [
        "Included: WhatsApp messaging",
        "Included: Facebook and Instagram direct messages",
        "Included: Web chat on your website",
        "Included: Basic AI",
        "Not included: No SMS",
        "Not included: No voice calls",
      ],
      Pro: [
        "Included: Everything in Standard",
        "Included: SMS for businesses in the US and Canada",
        "Included: Advanced AI",
        "Included: Missed-call text recovery",
        "Included: Multilingual conversations",
        "Not included: No voice calls",
      ],
      Premium: [
        "Included: Everything in Pro",
        "Included: AI voice calls",
        "Included: Full AI receptionist",
        "Included: Appointment booking by phone",
        "Included: Custom knowledge training",
        "Included: Unified inbox",
      ],
    },
  });

  test("not-included lines show a cross, included ones a check", async ({ page }) => {
    await page.goto(PATH);
    const standard = planCard(page, "Standard");
    await expect(standard.getByRole("listitem").filter({ hasText: "No SMS" }).locator("svg")).toHaveClass(/(^|\s)lucide-x(\s|$)/);
    await expect(standard.getByRole("listitem").filter({ hasText: "Basic AI" }).locator("svg")).toHaveClass(/(^|\s)lucide-check(\s|$)/);
  });

  test("the channel constraints sit right under the plans", async ({ page }) => {
    await page.goto(PATH);
    const notes = page.locator("#plans").getByRole("list", { name: "Good to know before you start" });
    await expect(notes.getByRole("listitem")).toHaveCount(4);
    await expect(notes).toContainText("only for businesses in the United States and Canada");
    await expect(notes).toContainText("direct messages only");
    await expect(notes).toContainText("does not reply to comments on your posts");
    await expect(notes).toContainText("Instagram business account or a Facebook Page");
    await expect(notes).toContainText("Personal accounts can't be connected");
    await expect(notes).toContainText("2 minutes to get started");
  });

  test("a button leads to the Solutions Store", async ({ page }) => {
    await page.goto(PATH);
    const store = page.getByRole("link", { name: "Explore the Solutions Store" });
    await expect(store).toHaveAttribute("href", "/solutions");
    await expect(store).toHaveClass(/btn-/);
  });

  test("feature lists: Smart AI and Team collaboration", async ({ page }) => {
    await page.goto(PATH);
    for (const name of ["Smart AI", "Team collaboration"]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name, exact: true }).getByRole("listitem")).toHaveCount(6);
    }
  });

  test("the call-us section: the sales phone as a tel: link and Contact Us to /contact", async ({ page }) => {
    await page.goto(PATH);
    const callUs = page.locator("#call-us");
    await expect(callUs.getByRole("heading", { level: 2 })).toHaveText("Prefer to talk it through? Call us.");
    const phone = callUs.getByRole("link", { name: /^Call sales at \+?[\d ()-]+$/ });
    const shown = (await phone.textContent())!.replace("Call sales at ", "").trim();
    expect(shown).toMatch(/\d{3}.*\d{4}$/);
    await expect(phone).toHaveAttribute("href", `tel:${shown.replace(/[^\d+]/g, "")}`);
    await expect(callUs.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
  });

  test("JSON-LD: Service, FAQPage with the 5 visible questions, BreadcrumbList Home › BiziAgent AI", async ({ page }) => {
    await page.goto(PATH);
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
    const [service, faq, breadcrumbs] = blocks;
    expect(service.url).toMatch(/\/biziagent-ai$/);
    expect(service.provider["@id"]).toMatch(/#organization$/);
    const questions = await page.locator("#faq").getByRole("button").allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(faq.mainEntity).toHaveLength(5);
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "BiziAgent AI"]);
    expect(breadcrumbs.itemListElement[1].item).toMatch(/\/biziagent-ai$/);
  });
});

test.describe("FAQ accordion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  testFaqAccordion(PATH, {
    count: 5,
    first: { question: "Is SMS available for my business?", answer: "only for businesses in the United States and Canada" },
    second: { question: "Does it reply to comments on my Facebook and Instagram posts?", answer: "direct messages only, not comments on your posts" },
    byKeyboard: { question: "How long does it take to get started?", answer: "About 2 minutes" },
  });
});

test.describe("layout", () => {
  testNoOverflow(PATH);
});
