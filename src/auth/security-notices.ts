/**
 * E-mails that tell the owner of a change to how the admin is protected — a second factor added or
 * removed, someone with the password failing the second step — sent to the owner's lead e-mail recipients
 * (LEAD_NOTIFY_EMAIL, or the Notifications tab's list) through the SMTP server the lead e-mails use. Sent at once, in the background: the request
 * that caused it never waits for the mail server, and a notice that cannot be sent is logged (the audit
 * log and the dashboard's alert hold the same facts), not retried.
 */
import type { Database } from "../../db/client.ts";
import type { Env } from "../env.ts";
import { describeError } from "../http/describe-error.ts";
import { ownerRecipients } from "../leads/alert-settings.ts";
import { smtpTransport } from "../leads/email-outbox.ts";
import type { LeadEmailSettings } from "../leads/email-settings.ts";

/** Longer than a healthy server needs; the send never holds a request. */
const SEND_TIMEOUT_MS = 15_000;

export interface SecurityNotice {
  subject: string;
  /** Plain-text paragraphs. */
  paragraphs: string[];
}

/** Notices still being sent: tests and a graceful shutdown can wait for them. */
const sending = new Set<Promise<void>>();

/**
 * Sends the notice when e-mail is configured; resolves either way (never rejects).
 * @example void tellOwner(env, db, { subject: "A second factor was added", paragraphs: ["…"] });
 */
export function tellOwner(env: Pick<Env, "leadEmail" | "siteUrl" | "identity">, db: Database, notice: SecurityNotice): Promise<void> {
  const settings = env.leadEmail;
  if (!settings) return Promise.resolve();
  const send = sendNotice(env, settings, db, notice).finally(() => sending.delete(send));
  sending.add(send);
  return send;
}

async function sendNotice(env: Pick<Env, "siteUrl" | "identity">, settings: LeadEmailSettings, db: Database, notice: SecurityNotice): Promise<void> {
  const to = await ownerRecipients(db, settings).catch((error: unknown) => {
    console.error(`Security notice "${notice.subject}": the recipients could not be read: ${describeError(error)}`);
    return [];
  });
  if (to.length === 0) return;
  const transport = smtpTransport(settings.smtp);
  const text = [...notice.paragraphs, `Your admin: ${env.siteUrl}/admin/security`, `If this was not you, change your password there now, and end every other session.`, ""].join(
    "\n\n",
  );
  const timer = AbortSignal.timeout(SEND_TIMEOUT_MS);
  await transport
    .sendMail({
      from: settings.from,
      to,
      subject: `${env.identity.name} admin: ${notice.subject}`,
      text,
      headers: { "Auto-Submitted": "auto-generated" },
      signal: timer,
    } as Parameters<typeof transport.sendMail>[0])
    .then(
      () => undefined,
      (error: unknown) => console.error(`Security notice "${notice.subject}" could not be e-mailed: ${describeError(error)}`),
    )
    .finally(() => transport.close());
}

/** Waits for every notice being sent (tests; shutdown). */
export async function securityNoticesSent(): Promise<void> {
  await Promise.all([...sending]);
}
