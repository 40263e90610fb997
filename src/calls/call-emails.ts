/**
 * The e-mails of a booked call, each with its iCalendar invitation: to the lead (booked, moved, cancelled —
 * in the lead's zone, with links to reschedule or cancel), to the owner (in the owner's zone, with the lead's
 * fields and a link to the lead), and the reminders before the call. The text, the HTML and the invitation
 * say the same time because one function words it (src/shared/call-times.ts).
 */

import type { CallRow } from "../../db/queries/calls.ts";
import type { Lead } from "../../db/queries/leads.ts";
import { leadNotificationPayload } from "../../db/queries/leads.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import { mailButton, mailFieldTable, mailPage, mailParagraph, siteHost } from "../leads/email-layout.ts";
import { fieldLines, type LeadEmail, leadFields, oneLine, replyToLead } from "../leads/lead-email.ts";
import { escapeHtml } from "../render/escape-html.ts";
import type { CallReminder } from "../shared/call-reminders.ts";
import { callTimeText, clockTime } from "../shared/call-times.ts";
import { zoneLabel } from "../shared/time-zones.ts";
import { callInvitation, type InvitationCall } from "./call-invitation.ts";

/** What a call e-mail carries besides the message: the invitation as nodemailer's calendar part. */
export interface CallEmail extends LeadEmail {
  icalEvent: { method: "REQUEST" | "CANCEL"; content: string; filename: string };
}

export type CallChange = "booked" | "moved" | "cancelled";

export interface CallEmailContext {
  siteUrl: string;
  company: { name: string; email: string };
  /** The lead's link to reschedule or cancel; none once the call is cancelled. */
  manageUrl?: string;
}

function invitationCall(call: CallRow): InvitationCall {
  return { id: call.id, startsAt: call.startsAt, endsAt: call.endsAt, sequence: call.sequence, how: call.how, meetingUrl: call.meetingUrl, cancelled: call.status === "cancelled" };
}

function personOf(lead: Lead): string {
  return oneLine(`${lead.firstName} ${lead.lastName}`) || "The lead";
}

/** How the call happens, in the lead's words or the owner's. */
function howText(call: CallRow, lead: Lead, reader: "lead" | "owner"): string {
  if (call.how === "link" && call.meetingUrl) return reader === "lead" ? `Join the call at ${call.meetingUrl}` : `The call is at ${call.meetingUrl}`;
  const phone = lead.phone ? oneLine(lead.phone) : "the number the lead gave";
  return reader === "lead" ? `We will call you at ${lead.phone ? phone : "the number you gave"}.` : `Call ${personOf(lead)} at ${phone}.`;
}

function invitationFor(call: CallRow, lead: Lead, context: CallEmailContext, zone: string, reader: "lead" | "owner") {
  const host = siteHost(context.siteUrl);
  const person = personOf(lead);
  const summary = reader === "lead" ? `Call with ${context.company.name}` : `Call with ${person}${lead.businessName ? ` (${oneLine(lead.businessName)})` : ""}`;
  const description = [howText(call, lead, reader), reader === "lead" && context.manageUrl ? `Reschedule or cancel: ${context.manageUrl}` : ""].filter(Boolean).join("\n");
  const location = call.how === "link" ? call.meetingUrl : lead.phone ? oneLine(lead.phone) : null;
  const invitation = callInvitation(
    invitationCall(call),
    { organizer: context.company, attendee: { name: person, email: oneLine(lead.email) } },
    { summary, description, location },
    zone,
    host,
  );
  return { ...invitation, filename: invitation.method === "CANCEL" ? "cancel.ics" : "invite.ics" };
}

const HEADINGS: Record<CallChange, string> = { booked: "Your call is booked", moved: "Your call has moved", cancelled: "Your call is cancelled" };

function messageId(call: CallRow, what: string, host: string): string {
  return `<call-${call.id}-${what}-${call.sequence}@${host}>`;
}

/**
 * To the lead, in the lead's zone.
 * @example composeLeadCallEmail(call, lead, "booked", context).subject // "Your call with BiziAgent: Tuesday, December 1, 2026, 9:00 – 9:30 AM EST"
 */
export function composeLeadCallEmail(call: CallRow, lead: Lead, change: CallChange, context: CallEmailContext): CallEmail {
  const zone = call.visitorZone;
  const when = callTimeText(call.startsAt, call.endsAt, zone);
  const company = context.company.name;
  const subject =
    change === "cancelled"
      ? `Cancelled: your call with ${company} on ${when}`
      : change === "moved"
        ? `Your call with ${company} has moved: ${when}`
        : `Your call with ${company}: ${when}`;
  const zoneLine = `Times are in ${zoneLabel(zone, call.startsAt)}.`;
  const how = howText(call, lead, "lead");
  const lines =
    change === "cancelled"
      ? [`Your call with ${company} on ${when} is cancelled.`, "We will still be in touch as promised. To book another time, reply to this e-mail."]
      : [`${when}.`, zoneLine, how, context.manageUrl ? `Need another time? Reschedule or cancel: ${context.manageUrl}` : ""];
  const text = [
    `Hi ${oneLine(lead.firstName)},`,
    "",
    HEADINGS[change],
    "",
    ...lines.filter(Boolean),
    "",
    "The invitation is attached: open it to add the call to your calendar.",
    "",
  ].join("\n");
  const body =
    change === "cancelled"
      ? [mailParagraph(lines[0]!), mailParagraph(lines[1]!)]
      : [
          `<p style="margin:0 0 8px;font-size:18px;line-height:1.5;font-weight:700;color:#0f172a">${escapeHtml(when)}</p>`,
          mailParagraph(zoneLine, "font-size:14px"),
          mailParagraph(how),
          context.manageUrl ? `<p style="margin:0 0 16px">${mailButton("Reschedule or cancel", context.manageUrl)}</p>` : "",
        ];
  const html = mailPage({
    title: subject,
    preheader: change === "cancelled" ? `Cancelled: ${when}` : `${when} — ${how}`,
    brand: company,
    heading: HEADINGS[change],
    body: body.join("\n"),
    footer: ["The invitation is attached: open it to add the call to your calendar.", `Questions? Reply to this e-mail to reach ${company}.`],
  });
  const host = siteHost(context.siteUrl);
  return {
    subject,
    text,
    html,
    replyTo: { name: company, address: context.company.email },
    messageId: messageId(call, "lead", host),
    headers: { "Auto-Submitted": "auto-generated" },
    icalEvent: invitationFor(call, lead, context, zone, "lead"),
  };
}

/**
 * To the owner, in the owner's zone, with the lead's fields.
 * @example composeOwnerCallEmail(call, lead, "booked", context).subject // "Call booked: Rosa's Bakery — Tuesday, December 1, 2026, 9:00 – 9:30 AM EST"
 */
export function composeOwnerCallEmail(call: CallRow, lead: Lead, change: CallChange, context: CallEmailContext): CallEmail {
  const zone = call.ownerZone;
  const when = callTimeText(call.startsAt, call.endsAt, zone);
  const person = personOf(lead);
  const who = lead.businessName ? oneLine(lead.businessName) : person;
  const verb = change === "cancelled" ? "Call cancelled" : change === "moved" ? "Call moved" : "Call booked";
  const subject = `${verb}: ${who} — ${when}`;
  const leadLink = `${context.siteUrl}${tabHref("leads")}?lead=${encodeURIComponent(lead.id)}`;
  const how = howText(call, lead, "owner");
  const summary = change === "cancelled" ? `${person} cancelled the call on ${when}.` : `${person} booked a call in the funnel: ${when}. ${how}`;
  const fields = leadFields(leadNotificationPayload(lead).lead);
  const text = [subject, "", summary, `Times are in ${zoneLabel(zone, call.startsAt)}.`, "", `Open the lead: ${leadLink}`, "", ...fieldLines(fields), ""].join("\n");
  const html = mailPage({
    title: subject,
    preheader: summary,
    brand: context.company.name,
    heading: verb,
    body: [
      mailParagraph(summary),
      mailParagraph(`Times are in ${zoneLabel(zone, call.startsAt)}.`, "font-size:14px"),
      `<p style="margin:0 0 16px">${mailButton("Open the lead", leadLink)}</p>`,
      mailFieldTable("The lead", fields),
    ].join("\n"),
    footer: [`Reply to this e-mail to answer ${person} directly.`, "After the call, mark it held or no-show in the Calls tab."],
  });
  return {
    subject,
    text,
    html,
    replyTo: replyToLead(person, oneLine(lead.email)),
    messageId: messageId(call, "owner", siteHost(context.siteUrl)),
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": lead.id },
    icalEvent: invitationFor(call, lead, context, zone, "owner"),
  };
}

/**
 * A reminder before the call, to the lead (their zone, the manage link) or to the owner (theirs, the lead's link).
 * @example composeCallReminder(call, lead, CALL_REMINDERS[1], context).subject // "Reminder: your call with BiziAgent in one hour (9:00 AM EST)"
 */
export function composeCallReminder(call: CallRow, lead: Lead, reminder: CallReminder, context: CallEmailContext): LeadEmail {
  const zone = reminder.to === "lead" ? call.visitorZone : call.ownerZone;
  const when = callTimeText(call.startsAt, call.endsAt, zone);
  const clock = clockTime(call.startsAt, zone);
  const person = personOf(lead);
  const host = siteHost(context.siteUrl);
  const subject =
    reminder.to === "lead"
      ? `Reminder: your call with ${context.company.name} ${reminder.words} (${clock})`
      : `In one hour: call with ${lead.businessName ? oneLine(lead.businessName) : person} at ${clock}`;
  const how = howText(call, lead, reminder.to);
  const link = reminder.to === "lead" ? context.manageUrl : `${context.siteUrl}${tabHref("leads")}?lead=${encodeURIComponent(lead.id)}`;
  const linkLabel = reminder.to === "lead" ? "Reschedule or cancel" : "Open the lead";
  const text = [subject, "", `${when}.`, `Times are in ${zoneLabel(zone, call.startsAt)}.`, how, ...(link ? [`${linkLabel}: ${link}`] : []), ""].join("\n");
  const html = mailPage({
    title: subject,
    preheader: `${when} — ${how}`,
    brand: context.company.name,
    heading: reminder.to === "lead" ? `Your call is ${reminder.words}` : `Your call with ${person} is in one hour`,
    body: [
      `<p style="margin:0 0 8px;font-size:18px;line-height:1.5;font-weight:700;color:#0f172a">${escapeHtml(when)}</p>`,
      mailParagraph(`Times are in ${zoneLabel(zone, call.startsAt)}.`, "font-size:14px"),
      mailParagraph(how),
      link ? `<p style="margin:0 0 16px">${mailButton(linkLabel, link)}</p>` : "",
    ].join("\n"),
    footer: reminder.to === "lead" ? [`Questions? Reply to this e-mail to reach ${context.company.name}.`] : [`Reply to this e-mail to answer ${person} directly.`],
  });
  return {
    subject,
    text,
    html,
    replyTo: reminder.to === "lead" ? { name: context.company.name, address: context.company.email } : replyToLead(person, oneLine(lead.email)),
    messageId: `<call-${call.id}-reminder-${reminder.kind}-${call.sequence}@${host}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
