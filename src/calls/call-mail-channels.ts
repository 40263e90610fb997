/**
 * The composers of a call's outbox rows (channels call-invite, call-owner, call-reminder): each reads the call as
 * it is when the message goes out, and sends nothing for a version that is no longer the call's (moved or
 * cancelled since: the row is settled with a note), so no stale time ever reaches anyone. The lead's messages
 * carry a fresh reschedule-or-cancel link, made as each is sent.
 */
import { type CallMailPayload, type CallReminderPayload, createManageLink, readCall } from "../../db/queries/calls.ts";
import type { SiteIdentity } from "../content/identity.ts";
import { ownerRecipients } from "../leads/alert-settings.ts";
import { type MailComposer, NO_RECIPIENTS } from "../leads/email-outbox.ts";
import type { LeadEmailSettings } from "../leads/email-settings.ts";
import { SKIPPED } from "../leads/mail-channels.ts";
import { CALL_REMINDERS } from "../shared/call-reminders.ts";
import { readSiteCopy } from "../site-copy/site-copy-store.ts";
import { type CallEmailContext, composeCallReminder, composeLeadCallEmail, composeOwnerCallEmail } from "./call-emails.ts";

export const CALL_MANAGE_PATH = "/calls/manage";

export const CALL_SKIPPED = {
  deleted: "not sent: the call was deleted",
  changed: "not sent: the call was moved or cancelled since",
  settled: (status: string) => `not sent: the call is already ${status}`,
} as const;

/** The lead's address, if a message can go to it (the funnel checked it; a stored value must not become two recipients). */
function leadAddress(email: string): string | null {
  const to = email.trim();
  return /^[^\s@,;<>"]+@[^\s@,;<>"]+$/.test(to) ? to : null;
}

async function context(db: Parameters<MailComposer>[1]["db"], identity: SiteIdentity, siteUrl: string): Promise<CallEmailContext> {
  const copy = (await readSiteCopy(db, identity)).identity;
  return { siteUrl, company: { name: copy.name, email: copy.supportEmail } };
}

/** The call's current version, or why this row's message is not due any more. */
async function currentCall(db: Parameters<MailComposer>[1]["db"], payload: { callId: string; sequence: number }) {
  const found = await readCall(db, payload.callId);
  if (!found) return { skip: CALL_SKIPPED.deleted };
  if (found.call.sequence !== Number(payload.sequence)) return { skip: CALL_SKIPPED.changed };
  return found;
}

/** To the lead: booked, moved or cancelled, with the invitation. */
export function callInviteComposer(identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const row = payload as CallMailPayload;
    const found = await currentCall(db, row);
    if ("skip" in found) return found;
    const to = leadAddress(found.lead.email);
    if (!to) return { skip: SKIPPED.noAddress };
    const base = await context(db, identity, siteUrl);
    const manageUrl = row.change === "cancelled" ? undefined : `${siteUrl}${CALL_MANAGE_PATH}?token=${await createManageLink(db, found.call)}`;
    return { ...composeLeadCallEmail(found.call, found.lead, row.change, { ...base, manageUrl }), to };
  };
}

/** To the owner's recipients: the same change, in the owner's zone. */
export function callOwnerComposer(settings: LeadEmailSettings, identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const row = payload as CallMailPayload;
    const found = await currentCall(db, row);
    if ("skip" in found) return found;
    const to = await ownerRecipients(db, settings);
    if (to.length === 0) return { skip: NO_RECIPIENTS };
    return { ...composeOwnerCallEmail(found.call, found.lead, row.change, await context(db, identity, siteUrl)), to };
  };
}

/** A reminder before the call, while the call is still booked at this version. */
export function callReminderComposer(settings: LeadEmailSettings, identity: SiteIdentity, siteUrl: string): MailComposer {
  return async (payload, { db }) => {
    const row = payload as CallReminderPayload;
    const found = await currentCall(db, row);
    if ("skip" in found) return found;
    if (found.call.status !== "booked") return { skip: CALL_SKIPPED.settled(found.call.status) };
    const reminder = CALL_REMINDERS.find((r) => r.kind === Number(row.kind));
    if (!reminder) return { skip: CALL_SKIPPED.changed };
    const base = await context(db, identity, siteUrl);
    if (reminder.to === "owner") {
      const to = await ownerRecipients(db, settings);
      if (to.length === 0) return { skip: NO_RECIPIENTS };
      return { ...composeCallReminder(found.call, found.lead, reminder, base), to };
    }
    const to = leadAddress(found.lead.email);
    if (!to) return { skip: SKIPPED.noAddress };
    const manageUrl = `${siteUrl}${CALL_MANAGE_PATH}?token=${await createManageLink(db, found.call)}`;
    return { ...composeCallReminder(found.call, found.lead, reminder, { ...base, manageUrl }), to };
  };
}
