/**
 * Six zones across both of each one's clock changes in 2026: the time the picker shows for a slot, the time the
 * lead's and the owner's e-mails say, and the time in the invitation — read back with ical.js, a real iCalendar
 * parser, VTIMEZONE and all — are the same instant and the same wall clock. Then what RFC 5545/5546 needs of
 * an invitation that changes: one UID, SEQUENCE raised, METHOD:CANCEL with STATUS:CANCELLED.
 */
import { describe, expect, test } from "bun:test";
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import type { CallRow } from "../../db/queries/calls.ts";
import type { Lead } from "../../db/queries/leads.ts";
import { CLOCK_CHANGES, ZONES } from "../../tests/support/zone-matrix.ts";
import { CALL_REMINDERS } from "../shared/call-reminders.ts";
import { callTimeText, clockTime, slotDays } from "../shared/call-times.ts";
import { composeCallReminder, composeLeadCallEmail, composeOwnerCallEmail } from "./call-emails.ts";

const LEAD = {
  id: "7d4f1f0e-0000-4000-8000-000000000001",
  firstName: "Rosa",
  lastName: "Diaz",
  email: "rosa@example.com",
  phone: "+1 555 0100",
  businessName: "Rosa's Bakery",
  businessType: "restaurant",
  painPoint: "missed-calls",
  goals: "automation",
  contactPreference: "demo",
  isRepeat: false,
  createdAt: new Date("2026-01-01T00:00:00Z"),
} as unknown as Lead;

const CONTEXT = {
  siteUrl: "https://www.example.test",
  company: { name: "BiziAgent", email: "support@example.test" },
  manageUrl: "https://www.example.test/calls/manage?token=abc",
};

function call(startsAt: Date, visitorZone: string, ownerZone: string, change: Partial<CallRow> = {}): CallRow {
  return {
    id: "0b7e1c7a-0000-4000-8000-000000000002",
    leadId: LEAD.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
    visitorZone,
    ownerZone,
    how: "phone",
    meetingUrl: null,
    status: "booked",
    sequence: 0,
    changedBy: "visitor",
    createdAt: new Date(),
    updatedAt: new Date(),
    settledAt: null,
    ...change,
  };
}

/** The invitation's VEVENT as ical.js reads it, with the calendar's VTIMEZONEs registered first. */
function readInvitation(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    event,
    status: vevent.getFirstPropertyValue("status"),
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
  };
}

function wall(at: Date, zone: string): string {
  const d = new TZDate(at.getTime(), zone);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

describe("the picker, the e-mails and the invitation agree in six zones across their clock changes", () => {
  for (const visitorZone of ZONES) {
    for (const day of CLOCK_CHANGES[visitorZone] ?? []) {
      // The owner sits in another zone of the matrix, so the two readers see two different wall clocks.
      const ownerZone = ZONES[(ZONES.indexOf(visitorZone) + 2) % ZONES.length]!;
      for (const [label, hour, minute] of [
        ["the morning of", 10, 30],
        ["a day after", 24 + 15, 0],
      ] as const) {
        test(`${visitorZone} (owner in ${ownerZone}), ${label} ${day}`, () => {
          const [y, m, d] = day.split("-").map(Number) as [number, number, number];
          const start = new Date(new TZDate(y, m - 1, d, hour, minute, visitorZone).getTime());
          const booked = call(start, visitorZone, ownerZone);

          // What the picker shows the visitor for this slot.
          const picker = slotDays([start], visitorZone)[0]!.slots[0]!;
          expect(picker.start).toBe(start.toISOString());

          const toLead = composeLeadCallEmail(booked, LEAD, "booked", CONTEXT);
          expect(toLead.subject).toBe(`Your call with BiziAgent: ${callTimeText(start, booked.endsAt, visitorZone)}`);
          expect(toLead.text).toContain(picker.time.replace(/ (AM|PM)$/, ""));
          const invite = readInvitation(toLead.icalEvent.content);
          expect(invite.method).toBe("REQUEST");
          expect(invite.tzid).toBe(visitorZone);
          expect(invite.event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
          expect(invite.event.endDate.toJSDate().toISOString()).toBe(booked.endsAt.toISOString());
          // The invitation's own wall clock is the one the visitor read in the picker.
          const local = `${String(invite.event.startDate.hour).padStart(2, "0")}:${String(invite.event.startDate.minute).padStart(2, "0")}`;
          expect(local).toBe(wall(start, visitorZone));
          expect(clockTime(start, visitorZone)).toBe(picker.time);

          const toOwner = composeOwnerCallEmail(booked, LEAD, "booked", CONTEXT);
          expect(toOwner.subject).toBe(`Call booked: Rosa's Bakery — ${callTimeText(start, booked.endsAt, ownerZone)}`);
          const ownerInvite = readInvitation(toOwner.icalEvent.content);
          expect(ownerInvite.tzid).toBe(ownerZone);
          expect(ownerInvite.event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
          expect(`${String(ownerInvite.event.startDate.hour).padStart(2, "0")}:${String(ownerInvite.event.startDate.minute).padStart(2, "0")}`).toBe(wall(start, ownerZone));

          const reminder = composeCallReminder(booked, LEAD, CALL_REMINDERS[1], CONTEXT);
          expect(reminder.subject).toBe(`Reminder: your call with BiziAgent in one hour (${picker.time})`);
        });
      }
    }
  }
});

describe("an invitation that changes", () => {
  const start = new Date("2026-12-01T15:00:00Z");

  test("a move keeps the UID and raises SEQUENCE; a cancel is METHOD:CANCEL, STATUS:CANCELLED, with no link to change it", () => {
    const first = readInvitation(composeLeadCallEmail(call(start, "Europe/London", "America/New_York"), LEAD, "booked", CONTEXT).icalEvent.content);
    const moved = readInvitation(
      composeLeadCallEmail(call(new Date(start.getTime() + 86_400_000), "Europe/London", "America/New_York", { sequence: 1 }), LEAD, "moved", CONTEXT).icalEvent.content,
    );
    const cancelledEmail = composeLeadCallEmail(call(start, "Europe/London", "America/New_York", { sequence: 2, status: "cancelled" }), LEAD, "cancelled", {
      ...CONTEXT,
      manageUrl: undefined,
    });
    const cancelled = readInvitation(cancelledEmail.icalEvent.content);
    expect(new Set([first.event.uid, moved.event.uid, cancelled.event.uid]).size).toBe(1);
    expect(first.event.uid).toBe("call-0b7e1c7a-0000-4000-8000-000000000002@www.example.test");
    expect([first.event.sequence, moved.event.sequence, cancelled.event.sequence]).toEqual([0, 1, 2]);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2026-12-02T15:00:00.000Z");
    expect([cancelled.method, cancelled.status]).toEqual(["CANCEL", "CANCELLED"]);
    expect(cancelledEmail.subject).toStartWith("Cancelled: your call with BiziAgent on ");
    expect(cancelledEmail.text).not.toContain("manage?token");
  });

  test("the organizer is the company, the attendee the lead; a phone call's location is the lead's number", () => {
    const invite = composeLeadCallEmail(call(start, "Europe/London", "America/New_York"), LEAD, "booked", CONTEXT).icalEvent.content;
    const vevent = new ICAL.Component(ICAL.parse(invite)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:support@example.test");
    expect(String(vevent.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:rosa@example.com");
    expect(vevent.getFirstPropertyValue("location")).toBe("+1 555 0100");
    expect(String(vevent.getFirstPropertyValue("description"))).toContain("Reschedule or cancel: https://www.example.test/calls/manage?token=abc");
  });
});
