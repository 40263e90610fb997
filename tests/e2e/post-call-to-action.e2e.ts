/**
 * From reading to the funnel: on a phone, the end of a demo post invites the reader into the funnel with the
 * answers its topic implies (src/content/post-calls-to-action.ts); the funnel opens on / with those answers
 * chosen in advance and open to change, the address is cleaned, the funnel's reports name the post, and the
 * owner's Funnel numbers count the visit for that post.
 */
import type { Page, Request } from "@playwright/test";
import { loginViaApi } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test, waitForIslands } from "./fixtures.ts";

/** A phone's Chrome: reports from HeadlessChrome are ignored as automated, and these must count. */
const PHONE_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const POST = "missed-calls-ai-receptionist";

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_CHROME, isMobile: true, hasTouch: true });

function reportsTo(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/funnel-events" && r.method() === "POST") sent.push(r);
  });
  return sent;
}

test("a post's call to action opens the funnel with its topic's answers chosen, and the post is counted", async ({ page }) => {
  const reports = reportsTo(page);
  await page.goto(`/blog/${POST}`);
  const cta = page.getByRole("region", { name: "Stop losing customers to missed calls" });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toContainText("Missed calls");
  await expect(cta).toContainText("Better customer service");
  expect(await accessibilityViolations(page, "section[aria-labelledby=post-cta-title]")).toEqual([]);
  // It comes after the article's tags and share links, before "Keep reading".
  const related = page.getByRole("heading", { name: "Keep reading" });
  expect((await cta.boundingBox())!.y).toBeLessThan((await related.boundingBox())!.y);

  await cta.getByRole("link", { name: "Find my missed-call fix" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  await waitForIslands(page);
  const funnel = page.locator("#funnel");
  await expect(funnel.getByText("Step 1 of 4")).toBeInViewport();
  // Step 1 (the business type) is the visitor's own; the topic's answers wait on steps 2 and 3.
  await funnel.getByRole("radio", { name: /^Service business/ }).check();
  await funnel.getByRole("button", { name: "Continue" }).click();
  await expect(funnel.getByText("Step 2 of 4")).toBeVisible();
  await expect(funnel.getByRole("radio", { name: /^Missed calls/ })).toBeChecked();
  await funnel.getByRole("button", { name: "Continue" }).click();
  await expect(funnel.getByText("Step 3 of 4")).toBeVisible();
  await expect(funnel.getByRole("radio", { name: /^Better customer service/ })).toBeChecked();
  // Open to change.
  await funnel.getByRole("radio", { name: /^Automation/ }).check();
  await funnel.getByRole("button", { name: "Continue" }).click();
  await expect(funnel.getByText("Step 4 of 4")).toBeVisible();

  await expect.poll(() => reports.length).toBeGreaterThanOrEqual(4);
  for (const report of reports) expect(report.postDataJSON()).toMatchObject({ fromPost: POST });

  await loginViaApi(page);
  await expect
    .poll(async () => {
      const stats = await (await page.request.get("/api/admin/funnel-stats?days=7")).json();
      return (stats.posts as { name: string; visits: number }[]).find((p) => p.name === POST)?.visits ?? 0;
    })
    .toBeGreaterThanOrEqual(1);
});
