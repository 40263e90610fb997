/**
 * The owner sets up alerts in the admin, on a server whose host set only the mail server (SMTP_URL, MAIL_FROM):
 * the address is saved from the Notifications tab and a test e-mail shows the SMTP server's answer; a wrong
 * webhook address is refused beside its field, a right one shows its signing secret; then a visitor's lead from
 * the funnel reaches the saved address at the SMTP test server, with no restart; the owner logs a call and sets a
 * next step due now, and its reminder arrives there too. Screenshots go to /tmp/shots39/.
 */
import { mkdirSync } from "node:fs";
import { accessibilityViolations, expect } from "./fixtures.ts";
import { fillContact, submitContact, walkFunnel } from "./funnel-steps.ts";
import { signInToNotifySite, startNotifySite } from "./notifications-server.ts";
import { testOnOwnSite } from "./own-server.ts";

const SHOTS = "/tmp/shots39";
mkdirSync(SHOTS, { recursive: true });

// The host's part only: no recipients and no webhook from the environment. Short reminder marks make the reminder
// scan run every few seconds, so a follow-up due now is e-mailed within the test's time.
const test = testOnOwnSite(() => startNotifySite({ LEAD_NOTIFY_EMAIL: "", LEAD_WEBHOOK_URL: "", LEAD_REMINDER_MARKS: "20s" }));

test.use({ viewport: { width: 1280, height: 900 } });

const OWNER = "rosa.owner@example.com";

test("the owner names the alert address in the admin; a test e-mail and then a funnel lead reach it", async ({ page, site, consoleGuard }) => {
  test.setTimeout(90_000);
  // The wrong webhook address below is answered 400, which Chromium reports in the console.
  consoleGuard.allow(/status of 400 \(Bad Request\)/);
  await signInToNotifySite(page);
  await page.goto("/admin/notifications");
  const emailForm = page.getByRole("form", { name: "E-mail alerts" });
  const emailCard = page.getByRole("region", { name: "E-mail" });
  await expect(emailCard).toContainText("Not configured");
  await expect(page.getByRole("button", { name: "Send a test e-mail" })).toHaveCount(0);

  await emailForm.getByLabel("Send new leads to").fill(OWNER);
  await emailForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts saved" })).toBeVisible();
  await expect(emailCard).toContainText("On");
  await expect(emailForm.getByLabel("Send new leads to")).toHaveValue(OWNER);

  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByTestId("test-email-result")).toContainText(`Sent. Accepted by the SMTP server for ${OWNER}`);
  await expect.poll(() => site.smtp.messages.some((m) => m.envelope.to.includes(OWNER) && /^Test e-mail from /.test(m.parsed.headers.get("subject") ?? ""))).toBe(true);

  // A wrong address is refused beside its field, and nothing is saved.
  const webhookForm = page.getByRole("form", { name: "Webhook" });
  const webhookField = webhookForm.getByLabel("Webhook address");
  await webhookField.fill("crm.example.com/hook");
  await webhookForm.getByRole("button", { name: "Save" }).click();
  await expect(webhookField).toHaveAttribute("aria-invalid", "true");
  await expect(webhookField).toBeFocused();
  await expect(webhookForm).toContainText("The webhook address must be an address that starts with https://");
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  // A right one: saved, with the secret to give the receiver.
  await webhookField.fill(`${site.url}/hooks/not-here`);
  await webhookForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
  await expect(webhookField).not.toHaveAttribute("aria-invalid", "true");
  // The save read the section again; a test sent now stays in view for the screenshots.
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByTestId("test-email-result")).toContainText("Sent. Accepted by the SMTP server");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/alerts-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/alerts-390.png`, fullPage: true });

  // A visitor's lead: the owner's e-mail goes to the address saved above.
  const visitor = await page.context().newPage();
  const stamp = Date.now().toString(36);
  await walkFunnel(visitor, ["Restaurant", "Missed calls", "More local customers", "Send info by email"]);
  await fillContact(visitor, { firstName: "Lupe", lastName: `Reyes ${stamp}`, email: `lupe.${stamp}@cafe.example`, businessName: "Café Lupe" });
  await submitContact(visitor);
  const ownerMail = () => site.smtp.messages.find((m) => m.envelope.to.includes(OWNER) && m.parsed.text?.includes(`lupe.${stamp}@cafe.example`));
  await expect.poll(() => Boolean(ownerMail()), { timeout: 20_000 }).toBe(true);
  expect(ownerMail()!.parsed.headers.get("subject")).toBe("New lead: Café Lupe wants info by e-mail");

  // The owner opens the lead, logs a call and sets a next step due now: its reminder arrives at the same address.
  await visitor.close();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/leads");
  await page.getByRole("button", { name: `Lupe Reyes ${stamp}`, exact: true }).click();
  const detail = page.getByRole("dialog", { name: `Lupe Reyes ${stamp}` });
  await detail.getByRole("textbox", { name: "Add a note" }).fill("Voicemail: she asked for a call after lunch");
  await detail.getByRole("button", { name: "Log call" }).click();
  await expect(detail.getByRole("list", { name: "Timeline, newest first" })).toContainText("Voicemail: she asked for a call after lunch");
  const nextStep = detail.getByRole("form", { name: "Next step" });
  const due = new Date(Date.now() - 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  // datetime-local takes the browser's own time: the test's browser and this process share the machine's zone.
  await nextStep.getByLabel("When").fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`);
  await nextStep.getByRole("textbox", { name: "What" }).fill("Call Lupe back after lunch");
  await nextStep.getByRole("button", { name: "Save next step" }).click();
  await expect(detail.getByTestId("next-step-due")).toContainText("Due since");
  await detail.getByRole("list", { name: "Timeline, newest first" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/lead-follow-up-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/lead-follow-up-390.png`, fullPage: true });
  const followUp = () => site.smtp.messages.find((m) => m.envelope.to.includes(OWNER) && m.parsed.headers.get("subject") === "Follow up: Café Lupe — Call Lupe back after lunch");
  await expect.poll(() => Boolean(followUp()), { timeout: 30_000 }).toBe(true);
  expect(followUp()!.parsed.text).toMatch(/Open the lead: http:\/\/127\.0\.0\.1:\d+\/admin\/leads\?lead=[0-9a-f-]{36}/);
});
