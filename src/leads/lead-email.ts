/**
 * The e-mail the owner gets for each new lead: a subject naming the business and what it wants, a plain-text
 * and an HTML part with every field (the funnel's labels, not its codes), a link to the admin Leads tab, and
 * Reply-To the lead, so that answering from the inbox reaches them. Every lead field is visitor input: it is
 * HTML-escaped in the HTML part, and flattened to one line wherever a line break could forge a header or a
 * field of its own. With a Mark contacted link (a one-click link for this lead), the owner can move the
 * lead out of New straight from the e-mail.
 */
import { z } from "zod";
import type { LeadNotificationPayload } from "../../db/queries/leads.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import { escapeHtml } from "../render/escape-html.ts";
import { truncate } from "../shared/admin-format.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, type OptionCopy, painPointCopy } from "../shared/lead-options.ts";
import { MARK_CONTACTED_LINK_DAYS } from "./lead-links.ts";

export type NotifiedLead = LeadNotificationPayload["lead"];

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** Absent when the stored address is not a valid one: nothing else may end up as a recipient. */
  replyTo?: { name: string; address: string };
  /** The same for every attempt: a mail client that sees a rare second copy shows it once. */
  messageId: string;
  headers: Record<string, string>;
}

/** What the subject says the lead wants, per contact preference. */
const WANTS: Record<string, string> = { demo: "a demo call", email: "info by e-mail" };

/** Control characters (CR, LF, tab, NUL…) become one space: a value stays on its line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function oneLine(text: string): string {
  return text.replace(LINE_BREAKERS, " ").replace(/ {2,}/g, " ").trim();
}

/** The funnel's label for a stored option, or the stored value itself for one the site no longer offers. */
function labelOf(copy: Record<string, OptionCopy>, value: string): string {
  return copy[value]?.label ?? value;
}

const RECEIVED_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

/** Every field, in the order the owner reads them: [label, value] (value already one line). */
export function leadFields(lead: NotifiedLead): [string, string][] {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const received = new Date(lead.createdAt);
  return [
    ["Business name", lead.businessName ? oneLine(lead.businessName) : "(not given)"],
    ["Name", name],
    ["E-mail", oneLine(lead.email)],
    ["Phone", lead.phone ? oneLine(lead.phone) : "(not given)"],
    ["Business type", labelOf(businessTypeCopy, lead.businessType)],
    ["Biggest challenge", labelOf(painPointCopy, lead.painPoint)],
    ["Main goal", labelOf(goalCopy, lead.goals)],
    ["Contact preference", labelOf(contactPreferenceCopy, lead.contactPreference)],
    ["Repeat", lead.isRepeat ? "Yes: the same e-mail address sent a lead in the last 30 days" : "No"],
    ["Received", Number.isNaN(received.getTime()) ? String(lead.createdAt) : `${RECEIVED_FORMAT.format(received)} UTC`],
  ];
}

/** The fields as plain-text lines, the values lined up in one column. */
export function fieldLines(fields: [string, string][]): string[] {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

/** Reply-To the lead, so that answering from the inbox reaches them; none when the stored address is not a valid one. */
export function replyToLead(name: string, email: string): LeadEmail["replyTo"] {
  return z.email().safeParse(email).success ? { name, address: email } : undefined;
}

/** The one-click link as a button, above the Leads tab's link; nothing without one. */
export function markContactedButton(href: string | undefined): string {
  if (!href) return "";
  return `<p style="margin:20px 0 8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#4338ca;color:#ffffff;font-weight:700;text-decoration:none">Mark as contacted</a></p>
<p style="margin:0 0 16px;color:#555;font-size:13px">One click, no login; the link works once, for ${MARK_CONTACTED_LINK_DAYS} days.</p>
`;
}

/**
 * The lead in a line, as the e-mail's subject and the chat message's first line say it.
 * @example leadHeadline(lead) // "New lead: Rosa's Bakery wants a demo call"
 */
export function leadHeadline(lead: NotifiedLead): string {
  const person = oneLine(`${lead.firstName} ${lead.lastName}`);
  const who = truncate(lead.businessName ? oneLine(lead.businessName) : person, 80, "") || "Someone";
  const wants = WANTS[lead.contactPreference] ?? `to be contacted (${oneLine(lead.contactPreference)})`;
  return `${lead.isRepeat ? "Repeat lead" : "New lead"}: ${who} wants ${wants}`;
}

/**
 * @example composeLeadEmail(lead, "https://www.example.com").subject // "New lead: Rosa's Bakery wants a demo call"
 */
export function composeLeadEmail(lead: NotifiedLead, siteUrl: string, links: { markContacted?: string } = {}): LeadEmail {
  const person = oneLine(`${lead.firstName} ${lead.lastName}`);
  const subject = leadHeadline(lead);
  const fields = leadFields(lead);
  // Where the owner sees, exports and deletes leads.
  const link = siteUrl + tabHref("leads");
  const email = oneLine(lead.email);

  const text = [
    `${subject}`,
    "",
    ...fieldLines(fields),
    "",
    ...(links.markContacted ? [`Mark as contacted (one click, no login): ${links.markContacted}`] : []),
    `All leads: ${link}`,
    `Reply to this e-mail to answer ${person || "the lead"} directly.`,
    "",
  ].join("\n");

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;color:#111;line-height:1.4">
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(subject)}</h1>
<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">
${rows}
</table>
${markContactedButton(links.markContacted)}<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open the Leads tab</a></p>
<p style="color:#555;font-size:13px">Reply to this e-mail to answer ${escapeHtml(person || "the lead")} directly.</p>
</body></html>
`;

  const id = String(lead.id).replace(/[^A-Za-z0-9-]/g, "");
  let host = "localhost";
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // An unparsable SITE_URL cannot reach here (the environment is validated); the fallback keeps the id valid.
  }
  return {
    subject,
    text,
    html,
    replyTo: replyToLead(person, email),
    messageId: `<lead-${id}@${host}>`,
    headers: {
      // Out-of-office and other auto-replies leave it alone (RFC 3834).
      "Auto-Submitted": "auto-generated",
      "X-Lead-Id": id,
    },
  };
}
