/**
 * Delivers new leads by e-mail from the durable outbox (channel "email") through SMTP with nodemailer.
 * A temporary failure — a 4xx reply, a refused, dropped or timed-out connection, a failed login — is retried
 * with backoff by the shared outbox worker; a permanent rejection of the message (a 5xx reply to MAIL FROM,
 * RCPT TO or DATA) is not retried: sending it again would be refused again.
 */
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import type { LeadNotificationPayload } from "../../db/queries/leads.ts";
import type { LeadEmailSettings, SmtpSettings } from "./email-settings.ts";
import { composeLeadEmail } from "./lead-email.ts";
import { type Deliverer, type OutboxTiming, type OutboxWorker, PermanentDeliveryError, startOutboxWorker } from "./outbox-worker.ts";

/** One send may take this long, connection and all; the row's claim is held three times as long. */
export const EMAIL_SEND_TIMEOUT_MS = 30_000;

export interface EmailWorkerOptions extends OutboxTiming {
  db: Database;
  settings: LeadEmailSettings;
  /** For the link to the admin Leads tab. */
  siteUrl: string;
}

/** The SMTP transport for the settings: a connection per message (leads are few), bounded waits, no file or URL reads. */
export function smtpTransport(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    // Options in the URL (`?requireTLS=false`, `?tls.servername=…`) win over these.
    url: smtp.url,
    requireTLS: smtp.requireTls,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: EMAIL_SEND_TIMEOUT_MS,
    // The message is built from our own strings; nothing in it may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

type SmtpError = Error & { code?: string; responseCode?: number; permanent?: boolean };

/**
 * Permanent: nodemailer's verdict on the reply code (every 5xx but 503, RFC 5321) for a refusal of this
 * message's envelope or content. A failed login (EAUTH) stays temporary even as 535: it is the
 * configuration, and the leads that arrive until someone fixes it should still go out then.
 */
export function isPermanentRejection(error: unknown): boolean {
  const e = error as SmtpError;
  return e?.permanent === true && (e.code === "EENVELOPE" || e.code === "EMESSAGE");
}

export function emailDeliverer(transport: ReturnType<typeof smtpTransport>, settings: LeadEmailSettings, siteUrl: string): Deliverer {
  return async (payload, { signal }) => {
    const message = composeLeadEmail((payload as LeadNotificationPayload).lead, siteUrl);
    let info: { rejected?: unknown[] };
    try {
      info = await transport.sendMail({ ...message, from: settings.from, to: settings.to, signal });
    } catch (error) {
      if (isPermanentRejection(error)) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
    // Some recipients refused, others accepted: sent (again would duplicate it for those who have it).
    const refused = (info.rejected ?? []).map((r) => (typeof r === "string" ? r : ((r as { address?: string }).address ?? String(r))));
    if (refused.length > 0) return { note: `the SMTP server refused ${refused.join(", ")}` };
  };
}

/** @example const worker = startEmailWorker({ db, settings: env.leadEmail, siteUrl: env.siteUrl }); */
export function startEmailWorker(options: EmailWorkerOptions): OutboxWorker {
  const { db, settings, siteUrl, ...timing } = options;
  const transport = smtpTransport(settings.smtp);
  return startOutboxWorker({
    timeoutMs: EMAIL_SEND_TIMEOUT_MS,
    ...timing,
    db,
    channel: "email",
    label: "e-mail",
    deliver: emailDeliverer(transport, settings, siteUrl),
    close: () => transport.close(),
  });
}
