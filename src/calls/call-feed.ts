/**
 * The owner's calendar feed: every call from 30 days back on, in the owner's zone, as one iCalendar document a
 * calendar app subscribes to (Google's "From URL", Apple's "New Calendar Subscription", Outlook's "Subscribe from
 * web"). Cancelled calls stay in it as STATUS:CANCELLED, so a calendar that had them removes them; a held or
 * no-show call says so in its description.
 */
import type { Database } from "../../db/client.ts";
import { listFeedCalls, type OwnerCallRow, readCallSettings } from "../../db/queries/calls.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import { siteHost } from "../leads/email-layout.ts";
import { callStatusLabels } from "../shared/call-status.ts";
import { callFeed, type FeedEntry } from "./call-invitation.ts";

export const CALL_FEED_PATH = "/calendar/calls";
const FEED_DAYS_BACK = 30;

export function callFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${CALL_FEED_PATH}/${token}.ics`;
}

/** A call as the owner's calendar shows it: "Call with Rosa Diaz (Rosa's Bakery)", how, and the lead's address in the admin. */
export function callEntry({ call, lead }: OwnerCallRow, siteUrl: string, company: { name: string; email: string }): FeedEntry {
  const person = `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
  const how = call.how === "link" && call.meetingUrl ? `Meeting: ${call.meetingUrl}` : `Phone: ${lead.phone ?? "not given"}`;
  const outcome = call.status === "held" || call.status === "no-show" ? `${callStatusLabels[call.status]}.\n` : "";
  return {
    call: {
      id: call.id,
      startsAt: call.startsAt,
      endsAt: call.endsAt,
      sequence: call.sequence,
      how: call.how,
      meetingUrl: call.meetingUrl,
      cancelled: call.status === "cancelled",
    },
    people: { organizer: company, attendee: { name: person, email: lead.email } },
    text: {
      summary: `Call with ${person}${lead.businessName ? ` (${lead.businessName})` : ""}`,
      description: `${outcome}${how}\nThe lead: ${siteUrl}${tabHref("leads")}?lead=${encodeURIComponent(lead.id)}`,
      location: call.how === "link" ? call.meetingUrl : lead.phone,
    },
  };
}

/** The feed's text, read now. */
export async function callFeedText(db: Database, siteUrl: string, company: { name: string; email: string }, now = new Date()): Promise<string> {
  const [settings, rows] = await Promise.all([readCallSettings(db), listFeedCalls(db, new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000))]);
  return callFeed(
    rows.map((row) => callEntry(row, siteUrl, company)),
    settings.zone,
    siteHost(siteUrl),
    `${company.name} calls`,
  );
}
