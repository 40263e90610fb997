/**
 * What the Calls tab shows, read once for the page and the API: each call in the owner's zone with whom it is
 * and how it happens, and the availability as the form's fields.
 */
import type { Database } from "../../../db/client.ts";
import { callFeedCreatedAt, listOwnerCalls, type OwnerCallRow, readCallSettings } from "../../../db/queries/calls.ts";
import { readBusyCalendarState } from "../../calls/busy-calendar.ts";
import { busyCalendarProblem, busyCalendarSummary } from "../../calls/busy-calendar-words.ts";
import { calDavShown } from "../../calls/caldav-target.ts";
import type { CallSettings } from "../../shared/call-settings.ts";
import { callTimeText } from "../../shared/call-times.ts";
import { timeZones, zoneLabel } from "../../shared/time-zones.ts";
import { availabilityValues } from "./availability-form.ts";
import type { CalDavView } from "./caldav-section.tsx";
import type { CallListRow, CallsData } from "./calls-view.tsx";

/** What a form's answer shows again: a refused form's values and messages, a feed address made just now, a refused calendar address or CalDAV form. */
export type CallsFormState = Partial<Pick<CallsData, "values" | "issues" | "notice">> & {
  newFeedUrl?: string;
  busyCalendar?: { input: string; issue: string };
  calDav?: Omit<CalDavView, "current">;
};

function listRow({ call, lead }: OwnerCallRow, zone: string, now: Date): CallListRow {
  return {
    id: call.id,
    leadId: lead.id,
    who: `${lead.firstName} ${lead.lastName}`.trim() || lead.email,
    business: lead.businessName,
    time: callTimeText(call.startsAt, call.endsAt, zone),
    how: call.how,
    where: call.how === "link" && call.meetingUrl ? call.meetingUrl : (lead.phone ?? "No phone given"),
    status: call.status,
    started: call.startsAt.getTime() <= now.getTime(),
  };
}

/** The calls as rows in the owner's zone. */
export async function readCallRows(db: Database, settings: CallSettings, now = new Date()): Promise<Pick<CallsData, "upcoming" | "past">> {
  const { upcoming, past } = await listOwnerCalls(db, now);
  return { upcoming: upcoming.map((row) => listRow(row, settings.zone, now)), past: past.map((row) => listRow(row, settings.zone, now)) };
}

/** The whole tab; `posted` is a refused form's values and messages, shown again. */
export async function readCallsTab(db: Database, posted: CallsFormState = {}): Promise<CallsData> {
  const settings = await readCallSettings(db);
  const now = new Date();
  const calendar = await readBusyCalendarState(db);
  return {
    ...(await readCallRows(db, settings, now)),
    zoneLabel: zoneLabel(settings.zone, now),
    values: posted.values ?? availabilityValues(settings),
    zones: timeZones(),
    issues: posted.issues ?? {},
    notice: posted.notice ?? null,
    feed: { createdAt: await callFeedCreatedAt(db), ...(posted.newFeedUrl ? { newUrl: posted.newFeedUrl } : {}) },
    busyCalendar: {
      shown: calendar.shown,
      summary: busyCalendarSummary(calendar, settings.zone),
      problem: busyCalendarProblem(calendar, settings.zone),
      ...posted.busyCalendar,
    },
    calDav: { current: await calDavShown(db), ...posted.calDav },
  };
}
