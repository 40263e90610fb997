/** /login (the Free Business App sign-up page) in a real browser: badges, benefits, stats, the sign-up card's new-tab links, legal links, SEO, layout (axe: page-audit.e2e.ts). */
import { expect, jsonLdBlocks, test } from "./fixtures.ts";
import { testNoOverflow } from "./page-checks.ts";

const PATH = "/login";
const SIGN_UP_URL = "https://app.biziagent.example/signup";
const SIGN_IN_URL = "https://app.biziagent.example/login";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("JSON-LD: BreadcrumbList Home › Free Business App", async ({ page }) => {
    await page.goto(PATH);
    const data = await jsonLdBlocks(page);
    expect(data.map((d) => d["@type"])).toEqual(["BreadcrumbList"]);
    expect(data[0].itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Free Business App"]);
  });

  test("the hero's three badges", async ({ page }) => {
    await page.goto(PATH);
    const hero = page.locator("main > section").first();
    for (const badge of ["No Credit Card Required", "Instant Setup", "Business Ready"]) {
      await expect(hero.getByRole("listitem").filter({ hasText: badge })).toHaveText(badge);
      await expect(hero.getByText(badge, { exact: true })).toBeVisible();
    }
  });

  test("the sign-up card: 'Create My Free Business App' and 'Already have an account? Sign-in', both to the provider in new tabs", async ({ page }) => {
    await page.goto(PATH);
    const card = page.getByRole("region", { name: "Create your free account", exact: true });
    await expect(card).toBeInViewport();
    const create = card.getByRole("link", { name: "Create My Free Business App (opens in a new tab)" });
    await expect(create).toHaveText(/^Create My Free Business App/);
    await expect(create).toHaveAttribute("href", SIGN_UP_URL);
    await expect(create).toHaveAttribute("target", "_blank");
    await expect(create).toHaveAttribute("rel", "noopener noreferrer");

    await expect(card.getByText("Already have an account? Sign-in")).toBeVisible();
    const signIn = card.getByRole("link", { name: "Sign-in (opens in a new tab)" });
    await expect(signIn).toHaveAttribute("href", SIGN_IN_URL);
    await expect(signIn).toHaveAttribute("target", "_blank");
    await expect(signIn).toHaveAttribute("rel", "noopener noreferrer");

    await expect(card.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(card.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(card).toContainText("By creating an account you agree to our Terms of Service and Privacy Policy.");
  });

  test("clicking the buttons opens the provider's sign-up and login pages in new tabs, this page stays", async ({ page, context }) => {
    await context.route("https://app.biziagent.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Provider</title><p>Provider page</p>" }),
    );
    await page.goto(PATH);
    const card = page.getByRole("region", { name: "Create your free account", exact: true });
    const [signUpTab] = await Promise.all([context.waitForEvent("page"), card.getByRole("link", { name: /^Create My Free Business App/ }).click()]);
    await expect(signUpTab).toHaveURL(SIGN_UP_URL);
    const [signInTab] = await Promise.all([context.waitForEvent("page"), card.getByRole("link", { name: /^Sign-in/ }).click()]);
    await expect(signInTab).toHaveURL(SIGN_IN_URL);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test("benefit lists: what the free app does, and two check lists", async ({ page }) => {
    await page.goto(PATH);
    const benefits = page.getByRole("region", { name: "What your free Business App does", exact: true });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Connect your profiles",
      "One inbox for all messages",
      "Listing accuracy across 60+ sites",
      "AI reporting",
      "Built-in CRM",
      "Local Boost SEO Standard, free",
    ]);
    const more = page.getByRole("region", { name: "Less busywork, more customers", exact: true });
    for (const name of ["Get found", "Save time every day"]) {
      await expect(more.getByRole("list", { name }).getByRole("listitem")).toHaveCount(4);
    }
    const image = more.getByRole("img");
    await expect(image).toHaveAttribute("width", "640");
    await expect(image).toHaveAttribute("height", "480");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test("the stated figures", async ({ page }) => {
    await page.goto(PATH);
    const stats = page.getByRole("region", { name: "Trusted by growing businesses", exact: true }).getByRole("listitem");
    await expect(stats).toHaveText(["10,000+ businesses on BiziAgent", "99.9% uptime", "24/7 AI support", "4.9 customer rating"]);
  });

  test("the closing call to action repeats the sign-up in a new tab and offers the funnel", async ({ page }) => {
    await page.goto(PATH);
    const band = page.getByRole("region", { name: "Ready to see your business in one place?", exact: true });
    const create = band.getByRole("link", { name: "Create My Free Business App (opens in a new tab)" });
    await expect(create).toHaveAttribute("href", SIGN_UP_URL);
    await expect(create).toHaveAttribute("target", "_blank");
    await expect(band.getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "/?funnel=true");
  });
});

test.describe("layout", () => {
  testNoOverflow(PATH);
});
