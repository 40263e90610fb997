/**
 * What reaches people after a submit, end to end on a server with e-mail and a webhook (notifications-server.ts):
 * the visitor's confirmation and the owner's e-mail arrive at the SMTP test server; the owner's Mark contacted
 * link opens its page, whose button marks the lead (the Leads API says so); the Notifications view shows the
 * webhook delivery failing (the receiver answers 500) and a Resend that succeeds once it answers 200; the test
 * e-mail and test webhook show the servers' answers. Screenshots of the pages go to /tmp/shots26/.
 */
import { mkdirSync } from "node:fs";
import { accessibilityViolations, expect, waitForIslands } from "./fixtures.ts";
import { fillContact, submitContact, walkFunnel } from "./funnel-steps.ts";
import { NOTIFY_SITE_OWNER, signInToNotifySite, startNotifySite } from "./notifications-server.ts";
import { testOnOwnSite } from "./own-server.ts";
import { addressesOf } from "./smtp-receiver.ts";

const SHOTS = "/tmp/shots26";
mkdirSync(SHOTS, { recursive: true });

const test = testOnOwnSite(startNotifySite);

test.use({ viewport: { width: 1280, height: 900 } });

test("confirmation and owner's e-mail arrive; the owner's link marks the lead; a failing webhook is resent from the Notifications view", async ({ page, site, consoleGuard }) => {
  test.setTimeout(90_000);
  // The used link's page is answered 410 Gone, which Chromium reports in the console.
  consoleGuard.allow(/status of 410 \(Gone\)/);
  const stamp = Date.now().toString(36);
  const email = `rosa.${stamp}@bakery.example`;

  await walkFunnel(page, ["Restaurant", "Missed calls", "More local customers", "Send info by email"]);
  await fillContact(page, { firstName: "Rosa", lastName: `Díaz ${stamp}`, email, businessName: "Rosa's Bakery" });
  await submitContact(page);

  // Both e-mails, from the server's workers (they poll every 2 s).
  const confirmation = () => site.smtp.messages.find((m) => m.envelope.to.includes(email));
  const ownerMail = () => site.smtp.messages.find((m) => m.envelope.to.includes(NOTIFY_SITE_OWNER) && m.parsed.text?.includes(email));
  await expect.poll(() => Boolean(confirmation() && ownerMail()), { timeout: 20_000 }).toBe(true);
  const thanks = confirmation()!;
  expect(thanks.parsed.headers.get("subject")).toBe("Thank you, Rosa — your recommended AI solutions");
  expect(addressesOf(thanks.parsed, "reply-to")).toEqual([{ name: "", address: "support@biziagent.example" }]);
  for (const line of ["Your business:       Restaurant", "Biggest challenge:   Missed calls", "Main goal:           More local customers", "BiziAgent AI Pro (Contact us)"]) {
    expect(thanks.parsed.text!.split("\n")).toContain(line);
  }
  expect(thanks.parsed.text).toContain("We will contact you within 24 hours: we'll send the information about your recommended AI solutions to this e-mail address.");

  // The owner's link opens the page; GET changed nothing, the button does.
  const link = /^Mark as contacted \(one click, no login\): (\S+)$/m.exec(ownerMail()!.parsed.text!)![1]!;
  expect(link.startsWith(`${site.url}/leads/mark-contacted?token=`)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mark Rosa (Rosa's Bakery) as contacted?");
  await page.screenshot({ path: `${SHOTS}/mark-contacted-390.png`, fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/mark-contacted-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Mark as contacted" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rosa (Rosa's Bakery) is marked as contacted");
  await expect(page.getByRole("status")).toContainText("Its reminders stop");
  await page.screenshot({ path: `${SHOTS}/mark-contacted-done-390.png`, fullPage: true });
  // Back (the browser's or a second click) changes nothing more.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link was already used");
  await page.screenshot({ path: `${SHOTS}/mark-contacted-used-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToNotifySite(page);
  const leads = await (await page.request.get("/api/admin/leads")).json();
  const lead = (leads.leads as { id: string; email: string; status: string }[]).find((l) => l.email === email)!;
  expect(lead.status).toBe("contacted");

  // The webhook has been answering 500: the banner on every tab, the failing row in the Notifications view.
  await expect.poll(() => site.webhookHits.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.goto("/admin/dashboard?tab=blog-posts");
  await expect(page.getByTestId("notification-banner")).toContainText("The webhook: the most recent delivery failed (HTTP 500)");
  await page.getByRole("link", { name: "Open Notifications" }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await waitForIslands(page);
  const failing = page.getByRole("table", { name: "Failing deliveries" });
  const row = failing.getByRole("row").filter({ hasText: `Rosa Díaz ${stamp}` });
  await expect(row).toContainText("Webhook");
  await expect(row).toContainText("Retrying");
  await expect(row).toContainText("HTTP 500");
  await page.screenshot({ path: `${SHOTS}/notifications-1280.png`, fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/notifications-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The test webhook says what the receiver says: 500 now, 200 once it is fixed.
  await page.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(page.getByTestId("test-webhook-result")).toHaveText("Not sent. HTTP 500 Internal Server Error: the CRM is down");
  site.setWebhookStatus(200);
  await page.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(page.getByTestId("test-webhook-result")).toHaveText("Sent. Accepted: HTTP 200: ok");
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByTestId("test-email-result")).toContainText(`Sent. Accepted by the SMTP server for ${NOTIFY_SITE_OWNER}`);
  await page.screenshot({ path: `${SHOTS}/notifications-tests-1280.png`, fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Resend: queued at once, delivered at the worker's next poll (its own backoff would wait 30 s or more).
  const delivered = () => site.webhookHits.filter((h) => h.status === 200 && h.body.includes(email)).length;
  expect(delivered()).toBe(0);
  await row.getByRole("button", { name: `Resend the webhook for Rosa Díaz ${stamp}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Webhook queued: it goes out within a few seconds" })).toBeVisible();
  await expect.poll(delivered, { timeout: 15_000 }).toBe(1);
  await page.reload();
  await expect(page.getByRole("table", { name: "Failing deliveries" })).toContainText("Every notification got through.");
  await expect(page.getByTestId("notification-banner")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/notifications-clear-1280.png`, fullPage: true });
});
