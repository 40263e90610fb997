import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4555";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.request.post(base + "/api/admin/login", { data: { password: "correct horse battery staple" }, headers: { Origin: base, "Sec-Fetch-Site": "same-origin" } });
  await page.goto(base + "/admin/site-copy");
  await page.screenshot({ path: `/tmp/sc-list-${width}.png`, fullPage: width === 390 });
  await page.goto(base + "/admin/site-copy/local-boost-seo");
  await page.getByText("Plans", { exact: true }).first().click();
  await page.locator("#copy-plans-items-1-price-amount").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/sc-plans-${width}.png` });
  await page.goto(base + "/admin/site-copy/trust-builder");
  await page.getByText("FAQ", { exact: true }).click();
  await page.locator("#copy-faq-items-0-question").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/sc-faq-${width}.png` });
  await page.goto(base + "/admin/site-copy/privacy-policy");
  await page.getByText("Sections", { exact: true }).first().click().catch(() => {});
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/sc-legal-${width}.png` });
  await ctx.close();
}
await browser.close();
