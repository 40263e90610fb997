/**
 * Lead e-mails end to end: a visitor completes the funnel in Chromium on a server configured with SMTP_URL,
 * LEAD_NOTIFY_EMAIL and MAIL_FROM (lead-email-server.ts); the e-mail arrives at the test SMTP server with
 * the lead's details; the owner opens its HTML part, follows its link, signs in and finds the lead in the
 * Leads tab.
 */
import type { Page } from "@playwright/test";
import { test as base, expect, waitForIslands } from "./fixtures.ts";
import { MAIL_SITE_ADMIN_PASSWORD, MAIL_SITE_OWNERS, type MailSite, startMailSite } from "./lead-email-server.ts";
import { addressesOf } from "./smtp-receiver.ts";

const test = base.extend<object, { mailSite: MailSite }>({
  mailSite: [
    async ({}, use) => {
      const site = await startMailSite();
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ mailSite }, use) => use(mailSite.url),
});

test.use({ viewport: { width: 1280, height: 900 } });

const funnel = (page: Page) => page.locator("#funnel");

async function answer(page: Page, option: string) {
  await funnel(page)
    .getByRole("radio", { name: new RegExp(`^${option}`) })
    .check();
  await funnel(page).getByRole("button", { name: "Continue" }).click();
}

test("a visitor's lead from the funnel arrives by e-mail with every detail, and its link leads the owner to it", async ({ page, mailSite }) => {
  const stamp = Date.now().toString(36);
  const email = `rosa.${stamp}@bakery.example`;

  await page.goto("/#funnel");
  await waitForIslands(page);
  await answer(page, "Restaurant");
  await answer(page, "Missed calls");
  await answer(page, "More local customers");
  await answer(page, "Schedule a call");
  const f = funnel(page);
  await f.getByLabel("First Name *").fill("Rosa");
  await f.getByLabel("Last Name *").fill(`Díaz ${stamp}`);
  await f.getByLabel("Email Address *").fill(email);
  await f.getByLabel("Phone Number *").fill("(555) 010-4477");
  await f.getByLabel("Business Name").fill("Rosa's <Bakery> & Café");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();

  // The server's e-mail worker polls the outbox every 2 s.
  await expect.poll(() => mailSite.smtp.messages.filter((m) => m.parsed.text?.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = mailSite.smtp.messages.find((m) => m.parsed.text?.includes(email))!;
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
  const leadsTab = `${mailSite.url}/admin/leads`;
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
