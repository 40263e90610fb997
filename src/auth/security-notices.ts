/**
 * E-mails that tell the owner of a change to how the admin is protected — a second factor added or
 * removed, someone with the password failing the second step — sent to LEAD_NOTIFY_EMAIL through the
 * SMTP server the lead e-mails use, when one is configured. Sent at once, in the background: the request
 * that caused it never waits for the mail server, and a notice that cannot be sent is logged (the audit
 * log and the dashboard's alert hold the same facts), not retried.
 */
import type { Env } from "../env.ts";
import { describeError } from "../http/describe-error.ts";
import { smtpTransport } from "../leads/email-outbox.ts";

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
 * @example void tellOwner(env, { subject: "A second factor was added", paragraphs: ["…"] });
 */
export function tellOwner(env: Pick<Env, "leadEmail" | "siteUrl" | "identity">, notice: SecurityNotice): Promise<void> {
  const settings = env.leadEmail;
  if (!settings) return Promise.resolve();
  const transport = smtpTransport(settings.smtp);
  const text = [...notice.paragraphs, `Your admin: ${env.siteUrl}/admin/security`, `If this was not you, change your password there now, and end every other session.`, ""].join(
    "\n\n",
  );
  const timer = AbortSignal.timeout(SEND_TIMEOUT_MS);
  const send = transport
    .sendMail({
      from: settings.from,
      to: settings.to,
      subject: `${env.identity.name} admin: ${notice.subject}`,
      text,
      headers: { "Auto-Submitted": "auto-generated" },
      signal: timer,
    } as Parameters<typeof transport.sendMail>[0])
    .then(
      () => undefined,
      (error: unknown) => console.error(`Security notice "${notice.subject}" could not be e-mailed: ${describeError(error)}`),
    )
    .finally(() => {
      transport.close();
      sending.delete(send);
    });
  sending.add(send);
  return send;
}

/** Waits for every notice being sent (tests; shutdown). */
export async function securityNoticesSent(): Promise<void> {
  await Promise.all([...sending]);
}
