/**
 * One lead's whole way, as the visitor and the owner meet it, on a server with e-mail and a reminder four
 * seconds after each lead: a plan's button on a page reached from a newsletter opens the funnel; the thank-you
 * view recommends a plan; the visitor's confirmation and the owner's e-mail arrive at the SMTP test server,
 * then the reminder while the lead is still New; the reminder's one-click link marks it contacted; and the
 * owner's Leads tab shows it Contacted, with its plan and where it came from.
 */
import { expect, planCard, waitForIslands } from "./fixtures.ts";
import { answer, fillContact, funnel, submitContact } from "./funnel-steps.ts";
import { NOTIFY_SITE_ADMIN_PASSWORD, NOTIFY_SITE_OWNER, startNotifySite } from "./notifications-server.ts";
import { testOnOwnSite } from "./own-server.ts";

/** A desktop Chrome: the funnel's reports from HeadlessChrome are ignored as automated. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const REMINDER_AFTER = "4s";

const test = testOnOwnSite(async () => {
  const site = await startNotifySite({ LEAD_REMINDER_MARKS: REMINDER_AFTER });
  site.setWebhookStatus(200);
  return site;
});

test.use({ viewport: { width: 1280, height: 900 }, userAgent: CHROME });

test("from a newsletter's visit to a plan, the recommendation, the e-mails, the reminder's link, and Contacted in the Leads tab", async ({ page, site }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `marta.${stamp}@salon.example`;
  const campaign = `journey-${stamp}`;

  await page.goto(`/biziagent-ai?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await planCard(page, "Pro").getByRole("link", { name: "Get started with Pro" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await waitForIslands(page);
  const f = funnel(page);
  await expect(f.getByText("Your pick: BiziAgent AI Pro")).toBeVisible();
  await answer(page, "Restaurant");
  await expect(f.getByRole("radio", { name: /^Missed calls/ })).toBeChecked();
  await f.getByRole("button", { name: "Continue" }).click();
  await answer(page, "Grow sales");
  await answer(page, "Send info by email");
  await fillContact(page, { firstName: "Marta", lastName: `Journey ${stamp}`, email, businessName: "Marta's Kitchen" });
  // Before the click: the lead's own time (what the reminder's mark counts from) cannot be earlier than this.
  const submittedAt = Date.now();
  await submitContact(page);
  await expect(f.getByRole("region", { name: "BiziAgent AI Pro" })).toContainText("Recommended for you");

  // The visitor's confirmation with the same recommendation, and the owner's notification.
  const toVisitor = () => site.smtp.messages.find((m) => m.envelope.to.includes(email));
  const toOwner = (subject: RegExp) =>
    site.smtp.messages.find((m) => m.envelope.to.includes(NOTIFY_SITE_OWNER) && subject.test(m.parsed.headers.get("subject") as string) && m.parsed.text?.includes(email));
  await expect.poll(() => Boolean(toVisitor() && toOwner(/^(?!Reminder)/)), { timeout: 20_000 }).toBe(true);
  expect(toVisitor()!.parsed.text!.split("\n")).toContain("BiziAgent AI Pro (Contact us)");

  // Still New after the mark: the reminder comes, never before its mark.
  await expect.poll(() => Boolean(toOwner(/^Reminder: /)), { timeout: 30_000 }).toBe(true);
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(4_000);
  const reminder = toOwner(/^Reminder: /)!;
  const link = /^Mark as contacted \(one click, no login\): (\S+)$/m.exec(reminder.parsed.text!)![1]!;

  // The reminder's one click, from a browser with no session.
  await page.goto(link);
  await page.getByRole("button", { name: "Mark as contacted" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marta (Marta's Kitchen) is marked as contacted");

  // The owner's Leads tab: Contacted, the plan picked, and the newsletter it came from.
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill(NOTIFY_SITE_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto("/admin/leads");
  await waitForIslands(page);
  const row = page.locator("tbody tr").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("combobox")).toHaveValue("contacted");
  await expect(row).toContainText("BiziAgent AI Pro");
  await expect(row).toContainText("newsletter");
});
