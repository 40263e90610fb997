/**
 * Lead e-mails end to end: a visitor completes the funnel in Chromium on a server configured with SMTP_URL,
 * LEAD_NOTIFY_EMAIL and MAIL_FROM (lead-email-server.ts); the e-mail arrives at the test SMTP server with
 * the lead's details; the owner opens its HTML part, follows its link, signs in and finds the lead in the
 * Leads tab.
 */
import { expect, waitForIslands } from "./fixtures.ts";
import { fillContact, submitContact, walkFunnel } from "./funnel-steps.ts";
import { MAIL_SITE_ADMIN_PASSWORD, MAIL_SITE_OWNERS, startMailSite } from "./lead-email-server.ts";
import { testOnOwnSite } from "./own-server.ts";
import { addressesOf } from "./smtp-receiver.ts";

const test = testOnOwnSite(startMailSite);

test.use({ viewport: { width: 1280, height: 900 } });

test("a visitor's lead from the funnel arrives by e-mail with every detail, and its link leads the owner to it", async ({ page, site }) => {
  const stamp = Date.now().toString(36);
  const email = `rosa.${stamp}@bakery.example`;

  await walkFunnel(page, ["Restaurant", "Missed calls", "More local customers", "Schedule a call"]);
  await fillContact(page, { firstName: "Rosa", lastName: `Díaz ${stamp}`, email, phone: "(555) 010-4477", businessName: "Rosa's <Bakery> & Café" });
  await submitContact(page);

  // The server's e-mail worker polls the outbox every 2 s.
  await expect.poll(() => site.smtp.messages.filter((m) => m.parsed.text?.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = site.smtp.messages.find((m) => m.parsed.text?.includes(email))!;
  expect(mail.envelope.to).toEqual(MAIL_SITE_OWNERS);
  expect(mail.user).toBe("website@example.test");
  expect(mail.parsed.headers.get("subject")).toBe("New lead: Rosa's <Bakery> & Café wants a demo call");
  expect(addressesOf(mail.parsed, "reply-to")).toEqual([{ name: `Rosa Díaz ${stamp}`, address: email }]);
  expect(addressesOf(mail.parsed, "from")).toEqual([{ name: "Website", address: "website@example.test" }]);
  const text = mail.parsed.text!;
  for (const detail of [
    "Rosa's <Bakery> & Café",
    `Rosa Díaz ${stamp}`,
    email,
    "(555) 010-4477",
    "Restaurant",
    "Missed calls",
    "More local customers",
    "Schedule a call",
    "Repeat:             No",
  ]) {
    expect(text).toContain(detail);
  }
  const leadsTab = `${site.url}/admin/leads`;
  expect(text).toContain(`All leads: ${leadsTab}`);

  // The HTML part as a mail client shows it (on a blank page: the site's CSP rightly refuses its inline
  // styles): the visitor's text as text, never as markup.
  await page.goto("about:blank");
  await page.setContent(mail.parsed.html!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New lead: Rosa's <Bakery> & Café wants a demo call");
  await expect(page.getByRole("row", { name: /Business name/ }).getByRole("cell")).toHaveText("Rosa's <Bakery> & Café");
  await expect(page.getByRole("row", { name: /Phone/ }).getByRole("cell")).toHaveText("(555) 010-4477");
  await expect(page.getByRole("row", { name: /Main goal/ }).getByRole("cell")).toHaveText("More local customers");
  await expect(page.getByRole("link", { name: "Open the Leads tab" })).toHaveAttribute("href", leadsTab);

  // The owner follows the link: signs in first, then finds the lead in the Leads tab.
  await page.goto(leadsTab);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  await waitForIslands(page);
  await page.getByLabel("Password").fill(MAIL_SITE_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(leadsTab);
  await expect(page.locator("tbody tr").filter({ hasText: email })).toHaveCount(1);
});
