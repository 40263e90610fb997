/**
 * The owner's reminder of a lead still New at one of LEAD_REMINDER_MARKS: who, how long ago, how much of
 * the 24 hours the site promised is left, every field, and the one-click Mark contacted link. Reply-To is
 * the lead, as in the first e-mail, so answering from the inbox reaches them.
 */
import { type Lead, leadNotificationPayload } from "../../db/queries/leads.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import { truncate } from "../shared/admin-format.ts";
import { RESPONSE_PROMISE_HOURS } from "../shared/lead-pipeline.ts";
import { mailButton, mailFieldTable, mailLink, mailPage, mailParagraph, siteHost } from "./email-layout.ts";
import { fieldLines, type LeadEmail, leadFields, oneLine, replyToLead } from "./lead-email.ts";
import { MARK_CONTACTED_LINK_DAYS } from "./lead-links.ts";
import { describeAge } from "./reminder-marks.ts";

const HOUR_MS = 60 * 60 * 1000;

/** "17 hours left", "40 minutes left", or that the promised time has passed. */
export function promiseLeft(createdAt: Date, now: Date): string {
  const left = createdAt.getTime() + RESPONSE_PROMISE_HOURS * HOUR_MS - now.getTime();
  if (left <= 0) return `the ${RESPONSE_PROMISE_HOURS} hours the site promised have passed`;
  if (left >= HOUR_MS) {
    const hours = Math.round(left / HOUR_MS);
    return `${hours} hour${hours === 1 ? "" : "s"} left of the ${RESPONSE_PROMISE_HOURS} hours the site promised`;
  }
  const minutes = Math.max(1, Math.floor(left / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"} left of the ${RESPONSE_PROMISE_HOURS} hours the site promised`;
}

/**
 * @example composeReminderEmail(lead, { mark: 2, afterMs: 8 * 3_600_000 }, { siteUrl, markContacted, siteName: "BiziAgent" }).subject
 *   // "Reminder: Rosa's Bakery is still New after 8 hours"
 */
export function composeReminderEmail(
  lead: Lead,
  reminder: { mark: number; afterMs: number },
  options: { siteUrl: string; markContacted: string; siteName: string; now?: Date },
): LeadEmail {
  const now = options.now ?? new Date();
  const person = oneLine(`${lead.firstName} ${lead.lastName}`);
  const who = truncate(lead.businessName ? oneLine(lead.businessName) : person, 80, "") || "A lead";
  const age = describeAge(reminder.afterMs);
  const subject = `Reminder: ${who} is still New after ${age}`;
  const left = promiseLeft(lead.createdAt, now);
  const summary = `${who} came in ${age} ago and is still New: ${left}.`;
  const fields = leadFields(leadNotificationPayload(lead).lead);
  const leadsTab = options.siteUrl + tabHref("leads");
  const email = oneLine(lead.email);

  const text = [
    subject,
    "",
    summary,
    "",
    `Mark as contacted (one click, no login): ${options.markContacted}`,
    "",
    ...fieldLines(fields),
    "",
    `All leads: ${leadsTab}`,
    `Reply to this e-mail to answer ${person || "the lead"} directly.`,
    "",
  ].join("\n");

  const html = mailPage({
    title: subject,
    preheader: summary,
    brand: options.siteName,
    heading: `${who} is still New`,
    body: [
      mailParagraph(summary),
      `<p style="margin:0 0 8px">${mailButton("Mark as contacted", options.markContacted)}</p>`,
      mailParagraph(`One click, no login; the link works once, for ${MARK_CONTACTED_LINK_DAYS} days.`, "font-size:13px;color:#475569"),
      mailFieldTable("The lead", fields),
      `<p style="margin:16px 0;font-size:15px;line-height:1.6">${mailLink("Open the Leads tab", leadsTab)}</p>`,
    ].join("\n"),
    footer: [`Reply to this e-mail to answer ${person || "the lead"} directly.`, `Reminder ${reminder.mark} for this lead. Reminders stop once it is no longer New.`],
  });

  const id = String(lead.id).replace(/[^A-Za-z0-9-]/g, "");
  return {
    subject,
    text,
    html,
    replyTo: replyToLead(person, email),
    messageId: `<lead-${id}-reminder-${reminder.mark}@${siteHost(options.siteUrl)}>`,
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": id },
  };
}
