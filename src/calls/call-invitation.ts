/**
 * A booked call as an iCalendar invitation (RFC 5545, with iTIP's METHOD from RFC 5546), written by
 * ical-generator: one VEVENT whose UID stays the call's for its whole life, SEQUENCE raised by each reschedule
 * and by the cancel (METHOD:CANCEL, STATUS:CANCELLED), DTSTART and DTEND in the reader's zone with that
 * zone's VTIMEZONE (from @touch4it/ical-timezones), so a calendar shows the time the e-mail's text says.
 * The same builder makes the owner's subscription feed (METHOD:PUBLISH, many events) and the object written into
 * the owner's CalDAV calendar.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { CallWay } from "../shared/call-status.ts";

export interface InvitationCall {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  how: CallWay;
  meetingUrl: string | null;
  cancelled: boolean;
}

export interface InvitationPeople {
  /** The company: the organizer. */
  organizer: { name: string; email: string };
  /** The lead: the attendee. */
  attendee: { name: string; email: string };
}

export interface InvitationText {
  summary: string;
  description: string;
  /** The lead's phone for a phone call; the meeting's address for a link. */
  location: string | null;
}

/** The UID every version of the call's invitation shares. */
export function callUid(callId: string, host: string): string {
  return `call-${callId}@${host}`;
}

/** `people` null: no organizer or attendee (an object stored in the owner's own calendar must not invite anyone). */
function addEvent(calendar: ICalCalendar, call: InvitationCall, people: InvitationPeople | null, text: InvitationText, zone: string, host: string): void {
  const event = calendar.createEvent({
    id: callUid(call.id, host),
    sequence: call.sequence,
    // TZDate carries the zone: ical-generator then writes the wall clock of that zone with its TZID.
    start: new TZDate(call.startsAt.getTime(), zone),
    end: new TZDate(call.endsAt.getTime(), zone),
    timezone: zone,
    stamp: new Date(),
    summary: text.summary,
    description: text.description,
    location: text.location ?? undefined,
    url: call.how === "link" && call.meetingUrl ? call.meetingUrl : undefined,
    status: call.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (!people) return;
  event.organizer({ name: people.organizer.name, email: people.organizer.email });
  event.createAttendee({ name: people.attendee.name, email: people.attendee.email, rsvp: false });
}

/**
 * The invitation for one reader, in that reader's zone: REQUEST for a booking or a move, CANCEL for a cancel.
 * @example callInvitation(call, people, text, "America/New_York", "www.example.com") // "BEGIN:VCALENDAR…METHOD:REQUEST…"
 */
export function callInvitation(
  call: InvitationCall,
  people: InvitationPeople,
  text: InvitationText,
  zone: string,
  host: string,
): { method: "REQUEST" | "CANCEL"; content: string } {
  const method = call.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ method, prodId: { company: host, product: "calls", language: "EN" } });
  calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  addEvent(calendar, call, people, text, zone, host);
  return { method: call.cancelled ? "CANCEL" : "REQUEST", content: calendar.toString() };
}

export interface FeedEntry {
  call: InvitationCall;
  people: InvitationPeople;
  text: InvitationText;
}

/** The owner's subscription feed: every call in the owner's zone, published (no invitation semantics). */
export function callFeed(entries: FeedEntry[], zone: string, host: string, name: string): string {
  const calendar = ical({ method: ICalCalendarMethod.PUBLISH, name, prodId: { company: host, product: "calls", language: "EN" }, ttl: 5 * 60 });
  calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  for (const entry of entries) addEvent(calendar, entry.call, entry.people, entry.text, zone, host);
  return calendar.toString();
}

/**
 * One call as a CalDAV calendar object resource (RFC 4791): no METHOD, and no organizer or attendee, so a server
 * that schedules (RFC 6638: iCloud, Fastmail, Nextcloud) sends the lead nothing of its own; the lead's
 * invitation comes from us.
 */
export function callCalendarObject(entry: FeedEntry, zone: string, host: string): string {
  const calendar = ical({ prodId: { company: host, product: "calls", language: "EN" } });
  calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  addEvent(calendar, entry.call, null, entry.text, zone, host);
  return calendar.toString();
}
