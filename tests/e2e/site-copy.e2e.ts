/**
 * The owner edits the site's copy in Chromium: a price typed into the Site Copy editor is saved as a draft by
 * itself and shown in the preview, not on the site; Publish now puts it on the page and in the funnel's "Your
 * pick"; an FAQ added with the list's button appears on the page after publishing; HTML typed into a title is
 * refused beside the field. On a server of its own: it changes what every page says.
 */

import { ADMIN_PASSWORD, loginViaApi } from "./admin-fixtures.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { expect } from "./fixtures.ts";
import { startOwnServer, testOnOwnSite } from "./own-server.ts";

const test = testOnOwnSite(() => startOwnServer("site-copy", migratedDataDir("site-copy-e2e-"), { ADMIN_PASSWORD }));

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test("a price typed in the editor is a draft in the preview, then live on the page and in the funnel once published", async ({ page, site, consoleGuard }) => {
  // An autosave still in flight when Publish is pressed is answered 409 (the draft moved on), which the editor
  // takes as it is; the browser logs that answer as a failed resource.
  consoleGuard.allow(/status of 409/);
  await loginViaApi(page, site.url);
  await page.goto("/admin/site-copy");
  await page.getByRole("link", { name: "Local Boost SEO", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Local Boost SEO", level: 2 })).toBeVisible();
  await page.getByText("Plans", { exact: true }).first().click();
  const amount = page.locator("#copy-plans-items-1-price-amount");
  await amount.fill("25");
  await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible({ timeout: 15_000 });
  const preview = page.frameLocator('iframe[title="Local Boost SEO on a phone"]');
  await expect(preview.getByRole("article", { name: "Pro plan" })).toContainText("$25");
  expect(await (await page.request.get("/local-boost-seo")).text()).not.toContain(">$25<");

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. Every page that shows this copy has it now.")).toBeVisible();
  const visitor = await page.context().browser()!.newPage({ baseURL: site.url });
  await visitor.goto("/local-boost-seo");
  await expect(visitor.getByRole("article", { name: "Pro plan" })).toContainText("$25");
  await visitor.goto("/?funnel=true&plan=local-boost-seo-pro");
  await expect(visitor.getByText("Your pick: Local Boost SEO Pro · $25/mo")).toBeVisible();
  await visitor.close();
});

test("an FAQ added with the list's button is on the page once published; HTML in a title is refused beside it", async ({ page, site, consoleGuard }) => {
  // The refused form (and an autosave of it) is answered 400 with the reasons, which the browser logs.
  consoleGuard.allow(/status of 400/);
  await loginViaApi(page, site.url);
  await page.goto("/admin/site-copy/trust-builder");
  await page.getByText("FAQ", { exact: true }).click();
  await page.getByRole("button", { name: "Add to items" }).click();
  const question = page.locator("#copy-faq-items-5-question");
  await expect(question).toBeVisible();
  await question.fill("Can I cancel at any time?");
  await page.locator("#copy-faq-items-5-answer").fill("Yes: plans are month to month, and you keep your reviews.");
  await page.getByText("Hero", { exact: true }).first().click();
  await page.locator("#copy-hero-title").fill("Build <b>trust</b>");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Nothing was saved: one field needs a change.")).toBeVisible();
  await expect(page.locator("#copy-hero-title-error")).toHaveText("Plain text only: take out the HTML (such as <b> or &amp;).");
  await page.locator("#copy-hero-title").fill("Build trust with every review");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. Every page that shows this copy has it now.")).toBeVisible();
  const visitor = await page.context().browser()!.newPage({ baseURL: site.url });
  await visitor.goto("/trust-builder");
  await expect(visitor.getByText("Can I cancel at any time?")).toBeVisible();
  await visitor.close();
});
