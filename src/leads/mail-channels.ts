/**
 * The composers of the e-mail channels beside the owner's first e-mail: the visitor's confirmation
 * (channel "confirmation"), the owner's reminders (channel "reminder") and follow-ups (channel "follow-up"). Both read the lead as it is
 * when the message goes out: the confirmation names the recommendation stored with it, and a reminder is
 * not sent at all once the lead has left New — its row is settled with a note instead.
 */

import { readNotifiedLead } from "../../db/queries/lead-outbox.ts";
import type { LeadNotificationPayload } from "../../db/queries/leads.ts";
import type { SiteIdentity } from "../content/identity.ts";
import { leadStatusLabels } from "../shared/lead-pipeline.ts";
import { planCatalogue } from "../site-copy/plan-catalogue.ts";
import { readSiteCopy } from "../site-copy/site-copy-store.ts";
import { ownerRecipients } from "./alert-settings.ts";
import { composeConfirmationEmail } from "./confirmation-email.ts";
import { type MailComposer, NO_RECIPIENTS } from "./email-outbox.ts";
import type { LeadEmailSettings } from "./email-settings.ts";
import { composeFollowUpEmail } from "./follow-up-email.ts";
import { markContactedUrl } from "./lead-links.ts";
import { composeReminderEmail } from "./reminder-email.ts";

/** What the reminder scan writes into a reminder's row (db/queries/lead-outbox.ts queueDueReminders). */
export interface ReminderPayload {
  event: "lead.reminder";
  leadId: string;
  mark: number;
  afterMs: number;
}

/** What the follow-up scan writes into a row (db/queries/lead-follow-ups.ts queueDueFollowUps). */
export interface FollowUpPayload {
  event: "lead.follow-up";
  leadId: string;
  seq: number;
}

/** Notes on rows settled without a message: the Notifications view and the log show them as they are. */
export const SKIPPED = {
  deleted: "not sent: the lead was deleted",
  stepChanged: "not sent: the next step was changed or cleared before it was due",
  closed: (status: string) => `not sent: the lead was already ${status}`,
  noAddress: "not sent: the lead's e-mail address is not one a message can go to",
  movedOn: (status: string) => `not sent: the lead was already ${status} when the reminder was due`,
} as const;

/** The visitor's confirmation, to the address they gave; Reply-To the company. */
export function confirmationComposer(identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const lead = await readNotifiedLead(db, (payload as LeadNotificationPayload).lead.id);
    if (!lead) return { skip: SKIPPED.deleted };
    const to = lead.email.trim();
    // The funnel checked it; a stored value with a line break or a second address must not become recipients.
    if (!/^[^\s@,;<>"]+@[^\s@,;<>"]+$/.test(to)) return { skip: SKIPPED.noAddress };
    // Named, priced and signed as the site is at this moment: the owner may have published since the lead came in.
    const copy = await readSiteCopy(db, identity);
    return { ...composeConfirmationEmail(lead, copy.identity, siteUrl, planCatalogue(copy)), to };
  };
}

/** The owner's reminder, while the lead is still New, with a fresh Mark contacted link. */
export function reminderComposer(settings: LeadEmailSettings, identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const reminder = payload as ReminderPayload;
    const lead = await readNotifiedLead(db, reminder.leadId);
    if (!lead) return { skip: SKIPPED.deleted };
    if (lead.status !== "new") return { skip: SKIPPED.movedOn(leadStatusLabels[lead.status] ?? lead.status) };
    const to = await ownerRecipients(db, settings);
    if (to.length === 0) return { skip: NO_RECIPIENTS };
    const markContacted = await markContactedUrl(db, siteUrl, lead.id);
    const message = composeReminderEmail(
      lead,
      { mark: reminder.mark, afterMs: Number(reminder.afterMs) },
      { siteUrl, markContacted, siteName: (await readSiteCopy(db, identity)).identity.name },
    );
    return { ...message, to };
  };
}

/** The owner's follow-up reminder, while the step it was queued for is still the lead's next step. */
export function followUpComposer(settings: LeadEmailSettings, identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const due = payload as FollowUpPayload;
    const lead = await readNotifiedLead(db, due.leadId);
    if (!lead) return { skip: SKIPPED.deleted };
    if (lead.nextStepAt === null || lead.nextStepSeq !== Number(due.seq)) return { skip: SKIPPED.stepChanged };
    if (lead.status === "won" || lead.status === "lost") return { skip: SKIPPED.closed(leadStatusLabels[lead.status]) };
    const to = await ownerRecipients(db, settings);
    if (to.length === 0) return { skip: NO_RECIPIENTS };
    return { ...composeFollowUpEmail(lead, { siteUrl, siteName: (await readSiteCopy(db, identity)).identity.name }), to };
  };
}
