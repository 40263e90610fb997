/**
 * The site with lead e-mails on, for the browser test of them: a test SMTP server (smtp-receiver.ts, AUTH
 * required) and the real server (`bun src/server.ts`) on a fresh embedded database and a free port, with
 * SMTP_URL, LEAD_NOTIFY_EMAIL and MAIL_FROM pointing at it. The shared e2e server has no SMTP settings.
 */
import { migratedDataDir } from "./data-dir-template.ts";
import { startOwnServer } from "./own-server.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";

export const MAIL_SITE_ADMIN_PASSWORD = "lead-email-e2e-password";
export const MAIL_SITE_OWNERS = ["owner@example.com", "front-desk@example.com"];
export const MAIL_SITE_FROM = "Website <website@example.test>";

export interface MailSite {
  url: string;
  smtp: SmtpReceiver;
  /** What the server wrote to stdout and stderr so far (its lead e-mail log lines among them). */
  output(): string;
  stop(): Promise<void>;
}

/** @example const site = await startMailSite(); … site.smtp.messages … await site.stop(); */
export async function startMailSite(): Promise<MailSite> {
  const smtp = await startSmtpReceiver({ auth: { user: "website@example.test", pass: "an SMTP password" } });
  const dataDir = migratedDataDir("lead-email-e2e-");
  const server = await startOwnServer("lead e-mail", dataDir, {
    ADMIN_PASSWORD: MAIL_SITE_ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: MAIL_SITE_OWNERS.join(","),
    MAIL_FROM: MAIL_SITE_FROM,
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  return {
    url: server.url,
    smtp,
    output: server.output,
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}
