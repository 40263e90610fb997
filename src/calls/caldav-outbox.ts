/**
 * Writes booked calls into the owner's CalDAV calendar from the durable outbox (channel call-calendar): one
 * object per call, named by its UID, PUT again by each move and DELETEd by a cancel; retried with backoff by the
 * shared worker while the calendar is down, so a booking never waits for it. A row for a version that is no
 * longer the call's writes nothing (the newer version's row does), and with no calendar set the row is settled.
 */
import { deleteObject, updateObject } from "tsdav";
import type { Database } from "../../db/client.ts";
import type { CalendarWritePayload } from "../../db/queries/call-calendar.ts";
import { readCall, readCallSettings } from "../../db/queries/calls.ts";
import type { SiteIdentity } from "../content/identity.ts";
import { siteHost } from "../leads/email-layout.ts";
import { type Deliverer, type OutboxTiming, type OutboxWorker, startOutboxWorker } from "../leads/outbox-worker.ts";
import { readSiteCopy } from "../site-copy/site-copy-store.ts";
import { type CalDavTarget, calDavFetchOptions, calDavStatusProblem } from "./caldav-target.ts";
import { callEntry } from "./call-feed.ts";
import { callCalendarObject, callUid } from "./call-invitation.ts";

export const CALENDAR_NOT_WRITTEN = {
  noCalendar: "not written: no calendar is set",
  deleted: "not written: the call was deleted",
  changed: "not written: the call changed since (a newer write follows)",
} as const;

/** The call's object in the calendar: its UID as the file name, so every version lands on the same object. */
export function calendarObjectUrl(target: CalDavTarget, uid: string): string {
  return `${target.url}${encodeURIComponent(uid)}.ics`;
}

export interface CalendarWriterOptions {
  db: Database;
  target: () => Promise<CalDavTarget | null>;
  identity: SiteIdentity;
  siteUrl: string;
}

/** One write: PUT the call as it is now, or DELETE it once cancelled (an object already gone is fine). */
export function calendarWriter({ db, target, identity, siteUrl }: CalendarWriterOptions): Deliverer {
  return async (payload) => {
    const row = payload as CalendarWritePayload;
    const found = await readCall(db, row.callId);
    if (!found) return { note: CALENDAR_NOT_WRITTEN.deleted };
    if (found.call.sequence !== Number(row.sequence)) return { note: CALENDAR_NOT_WRITTEN.changed };
    const calendar = await target();
    if (!calendar) return { note: CALENDAR_NOT_WRITTEN.noCalendar };
    const host = siteHost(siteUrl);
    const url = calendarObjectUrl(calendar, callUid(found.call.id, host));
    if (found.call.status === "cancelled") {
      const res = await deleteObject({ url, headers: calendar.headers, fetchOptions: calDavFetchOptions() });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404 && res.status !== 410) throw new Error(calDavStatusProblem(res.status));
      return;
    }
    const [settings, copy] = await Promise.all([readCallSettings(db), readSiteCopy(db, identity)]);
    const entry = callEntry(found, siteUrl, { name: copy.identity.name, email: copy.identity.supportEmail });
    const data = callCalendarObject(entry, settings.zone, host);
    const res = await updateObject({ url, data, headers: { ...calendar.headers, "Content-Type": "text/calendar; charset=utf-8" }, fetchOptions: calDavFetchOptions() });
    await res.body?.cancel();
    if (!res.ok) throw new Error(calDavStatusProblem(res.status));
  };
}

/** @example const worker = startCalendarWorker({ db, target: () => calDavTarget(db, env), identity, siteUrl }); */
export function startCalendarWorker(options: CalendarWriterOptions & OutboxTiming): OutboxWorker {
  const { db, target, identity, siteUrl, ...timing } = options;
  return startOutboxWorker({ ...timing, db, channel: "call-calendar", label: "calendar", deliver: calendarWriter({ db, target, identity, siteUrl }) });
}
