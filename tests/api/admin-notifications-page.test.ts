/**
 * The Notifications tab as the server renders it (in-process, no browser): its own page, the channels, the alert
 * forms and the failing deliveries in the HTML, Send a test and Resend naming their action for the island, the place each test
 * answer goes, the old address moved here, and no React before the owner acts.
 */
import { describe, expect, test } from "bun:test";
import { attributesOf, tableOf } from "./admin-html.ts";
import { adminSessionForFile, expectNoReactUntilActed, expectRedirects, expectTabPage } from "./admin-support.ts";

const admin = adminSessionForFile({ LEAD_WEBHOOK_URL: "https://hooks.example.com/secret-hook-id" });
const PAGE = "/admin/notifications";

async function page(): Promise<string> {
  const res = await admin.send("GET", PAGE);
  expect(res.status).toBe(200);
  return res.text();
}

test("the channels as configured (the webhook's path left out) and no failing delivery yet", async () => {
  const html = await page();
  expect(html).toContain("https://hooks.example.com/…");
  expect(html).not.toContain("secret-hook-id");
  expect(tableOf(html, "Failing deliveries").rows).toEqual([["Every notification got through."]]);
  expect(html).toContain("None: every notification got through");
});

test("Send a test names its action and channel, and the server leaves the place for its answer", async () => {
  const html = await page();
  const button = attributesOf(html, /data-admin-action="test-send"/)!;
  expect(JSON.parse(button["data-admin-item"]!)).toEqual({ channel: "webhook" });
  expect(attributesOf(html, /id="test-webhook-answer"/)).toMatchObject({ role: "status", "aria-live": "polite" });
  // Not configured: no button for it.
  expect(html).not.toContain('data-admin-item="{&quot;channel&quot;:&quot;email&quot;}"');
});

test("the alerts as forms where the owner sets them, the host's as set by the server, and whether mail can go out", async () => {
  const html = await page();
  // No SMTP_URL here: said plainly, with what to ask the host.
  expect(html).toContain("This server cannot send e-mail yet.");
  expect(html).toContain("Ask your host to set <code");
  const forms = [...html.matchAll(/<form[^>]*data-admin-form-action="save-alerts"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
  expect(forms).toEqual(["E-mail alerts", "Slack or Teams"]);
  expect(attributesOf(html, /id="alert-emails"/)).toMatchObject({ name: "emails", "aria-describedby": "alert-emails-hint alert-emails-error" });
  expect(attributesOf(html, /id="alert-chatUrl"/)).toMatchObject({ name: "chatUrl", type: "url" });
  // LEAD_WEBHOOK_URL is the host's: shown, not a field.
  expect(html).not.toContain('id="alert-webhookUrl"');
  expect(html).toContain("Set by the server (<code");
  expect(html).toContain("LEAD_WEBHOOK_URL</code>): ask your host to change it.");
});

describe("the page", () => {
  test("its title and tab, the old address moved here, no React until the owner acts", async () => {
    const html = await page();
    expectTabPage(html, "Notifications", PAGE);
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=notifications", PAGE]]);
    await expectNoReactUntilActed(admin, html, "notification-actions");
    expect(attributesOf(html, /data-admin-list=""/)?.["data-hx-get"]).toBe(PAGE);
  });
});
