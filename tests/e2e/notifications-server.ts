/**
 * The site with every notification on, for the browser test of them: the test SMTP server (smtp-receiver.ts,
 * AUTH required), a webhook receiver whose answer the test sets (500 until it says otherwise), and the real
 * server (`bun src/server.ts`) on a fresh embedded database and a free port pointed at both. Plain Node:
 * Playwright loads it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { migratedDataDir } from "./data-dir-template.ts";
import { expect, waitForIslands } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";

export const NOTIFY_SITE_ADMIN_PASSWORD = "notifications-e2e-password";
export const NOTIFY_SITE_OWNER = "owner@example.com";

export interface WebhookHit {
  body: string;
  status: number;
}

export interface NotifySite {
  url: string;
  smtp: SmtpReceiver;
  /** Every POST the webhook receiver got, with what it answered. */
  webhookHits: WebhookHit[];
  /** What the receiver answers from now on. */
  setWebhookStatus(status: number): void;
  output(): string;
  stop(): Promise<void>;
}

/**
 * @param env more of the server's environment (short reminder marks, say)
 * @example const site = await startNotifySite(); site.setWebhookStatus(200); … await site.stop();
 */
export async function startNotifySite(env: Record<string, string> = {}): Promise<NotifySite> {
  const smtp = await startSmtpReceiver({ auth: { user: "website@example.test", pass: "an SMTP password" } });
  const webhookHits: WebhookHit[] = [];
  let status = 500;
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += String(chunk)));
    req.on("end", () => {
      webhookHits.push({ body, status });
      res.writeHead(status, { "Content-Type": "text/plain" }).end(status === 200 ? "ok" : "the CRM is down");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  const closeReceivers = async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await smtp.close();
  };
  const dataDir = migratedDataDir("notifications-e2e-");
  const server = await startOwnServer("notifications", dataDir, {
    ADMIN_PASSWORD: NOTIFY_SITE_ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: NOTIFY_SITE_OWNER,
    MAIL_FROM: "Website <website@example.test>",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/crm`,
    LEAD_WEBHOOK_SECRET: "a-webhook-secret-of-some-length",
    ...env,
  }).catch(async (error: unknown) => {
    await closeReceivers();
    throw error;
  });
  return {
    url: server.url,
    smtp,
    webhookHits,
    setWebhookStatus(next) {
      status = next;
    },
    output: server.output,
    async stop() {
      await server.stop();
      await closeReceivers();
    },
  };
}

/** Logs in to the notifications site through its login form, as the owner does. */
export async function signInToNotifySite(page: Page): Promise<void> {
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill(NOTIFY_SITE_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}
