/**
 * Delivers the outbox's e-mails through SMTP with nodemailer: the owner's e-mail for each new lead (channel
 * "email"), and — through the same sender with another composer — the visitor's confirmation and the
 * owner's reminders (src/leads/mail-channels.ts). A temporary failure — a 4xx reply, a refused, dropped or
 * timed-out connection, a failed login — is retried with backoff by the shared outbox worker; a permanent
 * rejection of the message (a 5xx reply to MAIL FROM, RCPT TO or DATA) is not retried: sending it again
 * would be refused again.
 */
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import type { LeadNotificationPayload } from "../../db/queries/leads.ts";
import type { OutboxChannel } from "../../db/schema/index.ts";
import { ownerRecipients } from "./alert-settings.ts";
import type { LeadEmailSettings, SmtpSettings } from "./email-settings.ts";
import { composeLeadEmail } from "./lead-email.ts";
import { markContactedUrl } from "./lead-links.ts";
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

/** One message as a composer writes it; From is always MAIL_FROM. */
export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string | { name: string; address: string };
  messageId: string;
  headers: Record<string, string>;
  /** A calendar invitation (text/calendar with its METHOD), which mail clients offer to add or update. */
  icalEvent?: { method: string; content: string; filename?: string };
}

/**
 * Writes the message of one outbox row, or says why none is due (`skip`: the lead left New before its
 * reminder, the lead was deleted): such a row is settled as delivered, with the reason as its note.
 */
export type MailComposer = (payload: unknown, context: { db: Database; signal: AbortSignal }) => Promise<OutgoingMail | { skip: string }>;

/** Sends what `compose` writes; a permanent rejection is not retried, a partial one is a delivery with a note. */
export function mailDeliverer(transport: ReturnType<typeof smtpTransport>, settings: LeadEmailSettings, db: Database, compose: MailComposer): Deliverer {
  return async (payload, { signal }) => {
    const message = await compose(payload, { db, signal });
    if ("skip" in message) return { note: message.skip };
    let info: { rejected?: unknown[] };
    try {
      info = await transport.sendMail({ ...message, from: settings.from, signal });
    } catch (error) {
      if (isPermanentRejection(error)) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
    // Some recipients refused, others accepted: sent (again would duplicate it for those who have it).
    const refused = (info.rejected ?? []).map((r) => (typeof r === "string" ? r : ((r as { address?: string }).address ?? String(r))));
    if (refused.length > 0) return { note: `the SMTP server refused ${refused.join(", ")}` };
  };
}

/** The note on an owner's e-mail that had no one to go to: the owner removed every address since the lead came in. */
export const NO_RECIPIENTS = "not sent: no address is set to receive lead e-mails";

/** The owner's e-mail for a new lead, with a fresh Mark contacted link, to the recipients as they are now. */
export function leadEmailComposer(settings: LeadEmailSettings, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const lead = (payload as LeadNotificationPayload).lead;
    const to = await ownerRecipients(db, settings);
    if (to.length === 0) return { skip: NO_RECIPIENTS };
    const markContacted = await markContactedUrl(db, siteUrl, lead.id);
    return { ...composeLeadEmail(lead, siteUrl, { markContacted }), to };
  };
}

export interface MailWorkerOptions extends OutboxTiming {
  db: Database;
  settings: LeadEmailSettings;
  channel: OutboxChannel;
  /** How log lines name the channel. */
  label: string;
  compose: MailComposer;
}

/** @example const worker = startMailWorker({ db, settings, channel: "confirmation", label: "confirmation", compose }); */
export function startMailWorker(options: MailWorkerOptions): OutboxWorker {
  const { db, settings, channel, label, compose, ...timing } = options;
  const transport = smtpTransport(settings.smtp);
  return startOutboxWorker({
    timeoutMs: EMAIL_SEND_TIMEOUT_MS,
    ...timing,
    db,
    channel,
    label,
    deliver: mailDeliverer(transport, settings, db, compose),
    close: () => transport.close(),
  });
}

/** @example const worker = startEmailWorker({ db, settings: env.leadEmail, siteUrl: env.siteUrl }); */
export function startEmailWorker(options: EmailWorkerOptions): OutboxWorker {
  const { settings, siteUrl, ...rest } = options;
  return startMailWorker({ ...rest, settings, channel: "email", label: "e-mail", compose: leadEmailComposer(settings, siteUrl) });
}
