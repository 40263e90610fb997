/**
 * The owner's reminder that a next step with a lead is due: what the step is, when it was due, how to reach
 * the lead (Reply-To is the lead, as in the other owner e-mails) and a link that opens the lead in the admin.
 */
import { type Lead, leadNotificationPayload } from "../../db/queries/leads.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import { truncate } from "../shared/admin-format.ts";
import { mailButton, mailFieldTable, mailPage, mailParagraph, siteHost } from "./email-layout.ts";
import { fieldLines, type LeadEmail, leadFields, oneLine, replyToLead } from "./lead-email.ts";

const DUE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

/**
 * @example composeFollowUpEmail(lead, { siteUrl, siteName: "BiziAgent" }).subject // "Follow up: Rosa's Bakery — Call back about Pro"
 */
export function composeFollowUpEmail(lead: Lead, options: { siteUrl: string; siteName: string }): LeadEmail {
  const person = oneLine(`${lead.firstName} ${lead.lastName}`);
  const who = truncate(lead.businessName ? oneLine(lead.businessName) : person, 80, "") || "A lead";
  const step = truncate(oneLine(lead.nextStep ?? ""), 120, "…");
  const subject = step ? `Follow up: ${who} — ${step}` : `Follow up: ${who}`;
  const due = lead.nextStepAt ? `${DUE_FORMAT.format(lead.nextStepAt)} UTC` : "now";
  const summary = step ? `Your next step with ${who} is due (${due}): ${step}` : `Your next step with ${who} is due (${due}).`;
  const leadLink = `${options.siteUrl}${tabHref("leads")}?lead=${encodeURIComponent(lead.id)}`;
  const fields = leadFields(leadNotificationPayload(lead).lead);

  const text = [subject, "", summary, "", `Open the lead: ${leadLink}`, "", ...fieldLines(fields), "", `Reply to this e-mail to answer ${person || "the lead"} directly.`, ""].join(
    "\n",
  );
  const html = mailPage({
    title: subject,
    preheader: summary,
    brand: options.siteName,
    heading: `Follow up with ${who}`,
    body: [mailParagraph(summary), `<p style="margin:0 0 16px">${mailButton("Open the lead", leadLink)}</p>`, mailFieldTable("The lead", fields)].join("\n"),
    footer: [`Reply to this e-mail to answer ${person || "the lead"} directly.`, "Set the next step, or clear it, in the lead's detail."],
  });
  const id = String(lead.id).replace(/[^A-Za-z0-9-]/g, "");
  return {
    subject,
    text,
    html,
    replyTo: replyToLead(person, oneLine(lead.email)),
    messageId: `<lead-${id}-follow-up-${lead.nextStepSeq}@${siteHost(options.siteUrl)}>`,
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": id },
  };
}
