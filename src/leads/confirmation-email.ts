/**
 * The e-mail a visitor gets after the funnel: thanks, their answers in the funnel's words, what we
 * recommend, what happens next and by when (the thank-you view's promise: contact within 24 hours), and how
 * to reach the company. Reply-To is the company's address, so an answer reaches people, not the sender.
 * The lead's own fields are visitor input: escaped in the HTML part, kept to one line everywhere.
 */
import type { Lead } from "../../db/queries/leads.ts";
import { type SiteIdentity, telHref } from "../content/identity.ts";
import { escapeHtml } from "../render/escape-html.ts";
import { truncate } from "../shared/admin-format.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, type OptionCopy, painPointCopy } from "../shared/lead-options.ts";
import { RESPONSE_PROMISE_HOURS } from "../shared/lead-pipeline.ts";
import type { PlanCatalogue } from "../shared/plan-interest.ts";
import { mailButton, mailFieldTable, mailHeading, mailLink, mailPage, mailParagraph, siteHost } from "./email-layout.ts";
import { oneLine } from "./lead-email.ts";
import { recommendationFor } from "./recommendation.ts";

export type ConfirmedLead = Pick<
  Lead,
  "id" | "firstName" | "businessType" | "painPoint" | "goals" | "contactPreference" | "phone" | "createdAt" | "recommendedPlan" | "planInterest"
>;

export interface ConfirmationEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  messageId: string;
  headers: Record<string, string>;
}

const labelOf = (copy: Record<string, OptionCopy>, value: string) => copy[value]?.label ?? value;

const SENT_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** What happens next, in the thank-you view's words. */
function nextStep(lead: ConfirmedLead): string {
  const within = `within ${RESPONSE_PROMISE_HOURS} hours`;
  if (lead.contactPreference === "demo") {
    const phone = lead.phone ? oneLine(lead.phone) : "";
    return phone
      ? `We will contact you ${within}: we'll call you at ${phone} to set up your free 15–30 minute demo call at a time that suits you.`
      : `We will contact you ${within} to set up your free 15–30 minute demo call at a time that suits you.`;
  }
  return `We will contact you ${within}: we'll send the information about your recommended AI solutions to this e-mail address.`;
}

/**
 * @example composeConfirmationEmail(lead, identity, "https://www.example.com").subject // "Thank you, Ana — your recommended AI solutions"
 */
export function composeConfirmationEmail(lead: ConfirmedLead, identity: SiteIdentity, siteUrl: string, plans?: PlanCatalogue): ConfirmationEmail {
  const first = truncate(oneLine(lead.firstName), 60, "");
  const thanks = first ? `Thank you, ${first}` : "Thank you";
  const subject = lead.contactPreference === "demo" ? `${thanks} — we'll be in touch within ${RESPONSE_PROMISE_HOURS} hours` : `${thanks} — your recommended AI solutions`;
  const answers: [string, string][] = [
    ["Your business", labelOf(businessTypeCopy, lead.businessType)],
    ["Biggest challenge", labelOf(painPointCopy, lead.painPoint)],
    ["Main goal", labelOf(goalCopy, lead.goals)],
    ["How we'll follow up", labelOf(contactPreferenceCopy, lead.contactPreference)],
  ];
  const recommendation = recommendationFor(lead, siteUrl, plans);
  const privacy = new URL("/privacy-policy", `${siteUrl}/`).toString();
  const next = nextStep(lead);
  const reach = `Reply to this e-mail, write to ${identity.supportEmail} or call ${identity.supportPhone}, ${identity.hours}.`;
  const sentOn = SENT_FORMAT.format(lead.createdAt);
  const why = `You are receiving this e-mail because this address was entered in the form on ${siteUrl} on ${sentOn}. If that wasn't you, ignore this message: we won't write again unless you ask us to.`;
  const legal = `${identity.legalName} · ${siteUrl}`;

  const width = Math.max(...answers.map(([label]) => label.length)) + 2;
  const text = [
    `${thanks}!`,
    "",
    "We have your answers, and a real person will follow up.",
    "",
    "WHAT HAPPENS NEXT",
    next,
    "",
    "OUR RECOMMENDATION",
    recommendation.price ? `${recommendation.label} (${recommendation.price})` : recommendation.label,
    recommendation.reason,
    recommendation.href,
    "",
    "YOUR ANSWERS",
    ...answers.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    "QUESTIONS IN THE MEANTIME?",
    reach,
    "",
    "--",
    why,
    `Privacy policy: ${privacy}`,
    legal,
    "",
  ].join("\n");

  const recommended = `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 8px;background:#eef2ff;border-radius:12px"><tr><td style="padding:16px 18px">
<p style="margin:0 0 4px;font-size:18px;line-height:1.3;font-weight:700;color:#0f172a">${escapeHtml(recommendation.label)}</p>
${recommendation.price ? `<p style="margin:0 0 8px;font-size:15px;line-height:1.4;font-weight:600;color:#3730a3">${escapeHtml(recommendation.price)}</p>` : ""}
<p style="margin:0 0 14px;font-size:15px;line-height:1.5;color:#334155">${escapeHtml(recommendation.reason)}</p>
${mailButton(`See ${recommendation.label}`, recommendation.href)}
</td></tr></table>`;
  const html = mailPage({
    title: subject,
    preheader: next,
    brand: identity.name,
    heading: `${thanks}!`,
    body: [
      mailParagraph("We have your answers, and a real person will follow up."),
      mailHeading("What happens next"),
      mailParagraph(next),
      mailHeading("Our recommendation"),
      recommended,
      mailHeading("Your answers"),
      mailFieldTable("Your answers", answers),
      mailHeading("Questions in the meantime?"),
      `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#334155">Reply to this e-mail, write to ${mailLink(identity.supportEmail, `mailto:${identity.supportEmail}`)} or call ${mailLink(identity.supportPhone, telHref(identity.supportPhone), { nowrap: true })}, ${escapeHtml(identity.hours)}.</p>`,
    ].join("\n"),
    footer: [why, `Privacy policy: ${privacy}`, legal],
  });

  const id = String(lead.id).replace(/[^A-Za-z0-9-]/g, "");
  return {
    subject,
    text,
    html,
    replyTo: identity.supportEmail,
    messageId: `<confirmation-${id}@${siteHost(siteUrl)}>`,
    // Sent because the visitor asked for it: out-of-office replies stay away (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
