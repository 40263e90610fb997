/**
 * The Notifications tab as the server renders it (in-process, no browser): its own page, the channels and the
 * failing deliveries in the HTML, Send a test and Resend naming their action for the island, the place each test
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

describe("the page", () => {
  test("its title and tab, the old address moved here, no React until the owner acts", async () => {
    const html = await page();
    expectTabPage(html, "Notifications", PAGE);
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=notifications", PAGE]]);
    await expectNoReactUntilActed(admin, html, "notification-actions");
    expect(attributesOf(html, /data-admin-list=""/)?.["data-hx-get"]).toBe(PAGE);
  });
});
