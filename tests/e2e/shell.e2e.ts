/** The shared shell in a real browser: header, Top Services, mobile menu, footer, 404, hydration. */
import { expect, test, waitForIslands } from "./fixtures.ts";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header: logo 62 px high linking home, the main links, sticky while scrolling", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: "BiziAgent home" });
    await expect(logo).toHaveAttribute("href", "/");
    expect((await logo.locator("img").boundingBox())?.height).toBe(62);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Solutions Store" })).toHaveAttribute("href", "/solutions");
    await expect(nav.getByRole("link", { name: "Find Out What I Need" })).toHaveAttribute("href", "#funnel");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Free Business App" })).toHaveAttribute("href", "/login");
    const signIn = nav.getByRole("link", { name: /^Sign In/ });
    await expect(signIn).toHaveAttribute("target", "_blank");
    await expect(signIn).toHaveAttribute("rel", /noopener/);
    const scan = nav.getByRole("link", { name: /^Free Business Scan/ });
    await expect(scan).toHaveAttribute("href", "/business-scan.html");
    await expect(scan).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test("Top Services opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const button = page.getByRole("button", { name: "Top Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Trust Builder" })).toHaveCount(0);
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(menu.getByRole("link")).toHaveText(["BiziAgent AI Assistant", "Trust Builder", "Local Boost SEO"]);
    await expect(menu.getByRole("link", { name: "Trust Builder" })).toHaveAttribute("href", "/trust-builder");
    await menu.getByRole("link", { name: "Local Boost SEO" }).hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Top Services works from the keyboard and by click", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const button = page.getByRole("button", { name: "Top Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "BiziAgent AI Assistant" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("banner").getByRole("link", { name: "Trust Builder" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    // Tabbing away closes it.
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Click toggles (a touch-capable laptop has no hover).
    await button.dispatchEvent("click");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.dispatchEvent("click");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the Solutions, sign-up and About pages list the Free Business Scan under Top Services", async ({ request }) => {
    for (const [path, listed] of [
      ["/", false],
      ["/solutions", true],
      ["/login", true],
      ["/about-us", true],
      ["/blog", false],
    ] as const) {
      const html = await (await request.get(path)).text();
      const props = /data-island="services-menu"[^>]*data-props="([^"]+)"/.exec(html)![1]!;
      expect(props.includes("/business-scan.html"), path).toBe(listed);
    }
  });

  test("'Find Out What I Need' off the home page is a full load of /?funnel=true", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/); // the page we start from does not exist
    await page.goto("/somewhere-else");
    await waitForIslands(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Out What I Need" }).click();
    await expect(page).toHaveURL(/\/(\?funnel=true|#funnel)?$/);
    await expect(page.locator("#funnel")).toBeAttached();
  });

  test("the footer: tagline, social links in new tabs, columns, contact, copyright and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("AI solutions that help small and medium businesses");
    for (const name of ["Facebook", "X", "Instagram", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: `BiziAgent on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByRole("link", { name: "AI Chat|SMS|Voice Assistant" })).toHaveAttribute("href", "/biziagent-ai");
    await expect(footer.getByRole("link", { name: "Local Boost SEO" })).toHaveAttribute("href", "/local-boost-seo");
    await expect(footer.getByRole("link", { name: "Trust Builder" })).toHaveAttribute("href", "/trust-builder");
    await expect(footer.getByRole("link", { name: "Solutions Store" })).toHaveAttribute("href", "/solutions");
    await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /^\+1/ })).toHaveAttribute("href", /^tel:\+1/);
    await expect(footer).toContainText("© 2024");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  async function openMenu(page: import("@playwright/test").Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    return panel;
  }

  test("the hamburger opens a 20rem panel with every link, Free Business Scan as its own button; the page does not scroll", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = await openMenu(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(320);
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(375 - 320);
    // The panel spans the whole viewport height, not just the header's.
    expect((await panel.boundingBox())?.height).toBe(812);
    await expect(panel.getByRole("link")).toHaveText([
      "BiziAgent AI Assistant",
      "Trust Builder",
      "Local Boost SEO",
      "Solutions Store",
      "Find Out What I Need",
      "Blog",
      "Sign In (opens in a new tab)",
      "Free Business App",
      "Free Business Scan (opens in a new tab)",
    ]);
    await expect(panel.getByRole("link", { name: /Free Business Scan/ })).toHaveClass(/btn-primary/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the close button closes it and gives focus back to the hamburger", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("tapping the backdrop closes it", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 20, y: 400 } });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("Escape closes it", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("any link closes it (the funnel link opens the funnel in place on the home page)", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Find Out What I Need" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page).toHaveURL(/#funnel$/);
  });

  test("Tab keeps focus inside the open panel", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    const panel = await openMenu(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("nothing overflows the phone's width", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

test.describe("the header fits every width", () => {
  for (const width of [320, 768, 1024, 1280, 1920]) {
    test(`nothing in the header or page reaches past the edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForIslands(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const rightmost = await page
        .getByRole("banner")
        .evaluate((header) =>
          Math.max(...[...header.querySelectorAll("a, button")].filter((el) => el.checkVisibility({ visibilityProperty: true })).map((el) => el.getBoundingClientRect().right)),
        );
      expect(rightmost).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("not found", () => {
  for (const width of [375, 1280]) {
    test(`an unknown route shows the 404 screen with status 404 at ${width} px`, async ({ page, consoleGuard }) => {
      // The browser itself logs the 404 status of the document.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto("/this/page/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      // "404" is said once, in the heading: a second, bigger "404" above it read as a stutter.
      expect(((await page.locator("main").innerText()).match(/404/g) ?? []).length).toBe(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await waitForIslands(page);
    });
  }
});
