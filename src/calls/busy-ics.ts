/**
 * An ICS calendar as the owner's busy intervals over a window, with ical.js: recurring events expanded (EXDATE
 * drops an occurrence, a RECURRENCE-ID exception moves or changes one), times with a TZID read through the
 * file's own VTIMEZONEs, all-day events busy from the owner's midnight to midnight (a DATE has no zone: it is
 * the owner's day), free (TRANSP:TRANSPARENT) and cancelled events left out. A hostile file cannot loop for
 * ever: each series is walked at most MAX_STEPS occurrences and gives at most MAX_PER_EVENT intervals.
 */
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import type { Interval } from "./open-slots.ts";

/** Occurrences walked per series from its start: a daily event for 130 years; an hourly one from long ago is cut. */
export const MAX_STEPS = 50_000;
/** Occurrences walked in the whole file (about 15 µs each): a file of many endless series still ends in seconds. */
export const MAX_TOTAL_STEPS = 200_000;
/** Intervals per series inside the window. */
export const MAX_PER_EVENT = 1000;
/** Intervals in all: far above any real calendar's few weeks. */
export const MAX_INTERVALS = 20_000;

export interface ExpandOptions {
  from: Date;
  to: Date;
  /** The owner's IANA zone: all-day events and floating times are on its wall clock. */
  zone: string;
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of an ical.js time. A UTC time or one in a known zone converts itself; a floating one (no TZID,
 * a DATE, or a TZID the file does not define) is read on the wall clock of `fallbackZone`.
 */
function instant(time: ICAL.Time, fallbackZone: string): Date {
  if (!time.isDate && time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  const wall = new TZDate(time.year, time.month - 1, time.day, time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute, time.isDate ? 0 : time.second, fallbackZone);
  return new Date(wall.getTime());
}

function isBusy(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/** The zone a floating time of this event is read in: its DTSTART's TZID when that is an IANA name, else the owner's. */
function floatingZone(component: ICAL.Component, ownerZone: string): string {
  const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" && isIanaZone(tzid) ? tzid : ownerZone;
}

/** One series (a master and its exceptions, or a lone event) into `out`, window-filtered and capped. */
function expandSeries(master: ICAL.Component, exceptions: ICAL.Component[], options: ExpandOptions, out: Interval[], budget: { steps: number }): void {
  const zone = floatingZone(master, options.zone);
  const from = options.from.getTime();
  const to = options.to.getTime();
  let kept = 0;
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (kept >= MAX_PER_EVENT || !isBusy(item.component)) return;
    const s = instant(start, zone);
    const e = instant(end, zone);
    if (e.getTime() <= s.getTime() || s.getTime() >= to || e.getTime() <= from) return;
    kept++;
    out.push({ start: s, end: e });
  };
  const event = new ICAL.Event(master, { exceptions, strictExceptions: true });
  if (!event.isRecurring()) {
    add(event, event.startDate, event.endDate);
    return;
  }
  // A cancelled series is cancelled whole, its exceptions too.
  if (!isBusy(master)) return;
  const visited = new Set<ICAL.Event>();
  const iterator = event.iterator();
  for (let steps = 0, next = iterator.next(); next && steps < MAX_STEPS && budget.steps > 0; steps++, budget.steps--, next = iterator.next()) {
    if (instant(next, zone).getTime() >= to) break;
    const details = event.getOccurrenceDetails(next);
    if (details.item !== event) visited.add(details.item);
    add(details.item, details.startDate, details.endDate);
  }
  // An exception whose original time lies past the window (or past the walk) may have been moved into it.
  for (const exception of Object.values(event.exceptions)) if (!visited.has(exception)) add(exception, exception.startDate, exception.endDate);
}

/**
 * Every busy interval of the calendar that reaches into [from, to), earliest first. Throws on text that is not
 * a calendar at all.
 * @example expandBusyIcs(icsText, { from: new Date(), to: new Date(Date.now() + 30 * 86_400_000), zone: "Europe/London" })
 */
export function expandBusyIcs(text: string, options: ExpandOptions): Interval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const calendar = root.name === "vcalendar" ? root : root.getFirstSubcomponent("vcalendar");
  if (!calendar) throw new Error("the address did not return a calendar (no VCALENDAR)");
  const registered: string[] = [];
  try {
    // Registered for this parse only (the service is global): TZIDs resolve to the file's own definitions.
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
      const zone = new ICAL.Timezone(vtimezone);
      if (!zone.tzid || ICAL.TimezoneService.has(zone.tzid)) continue;
      ICAL.TimezoneService.register(zone);
      registered.push(zone.tzid);
    }
    const masters = new Map<string, ICAL.Component>();
    const exceptions = new Map<string, ICAL.Component[]>();
    const orphans: ICAL.Component[] = [];
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      if (!vevent.hasProperty("dtstart")) continue;
      const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
      if (vevent.hasProperty("recurrence-id")) exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent]);
      else if (uid && !masters.has(uid)) masters.set(uid, vevent);
      else orphans.push(vevent);
    }
    const out: Interval[] = [];
    const budget = { steps: MAX_TOTAL_STEPS };
    for (const [uid, master] of masters) {
      expandSeries(master, exceptions.get(uid) ?? [], options, out, budget);
      exceptions.delete(uid);
      if (out.length > MAX_INTERVALS) break;
    }
    // Exceptions without their series (a shared calendar that lists only the changed occurrence) are events of their own.
    for (const lone of [...orphans, ...[...exceptions.values()].flat()]) {
      if (out.length > MAX_INTERVALS) break;
      const copy = new ICAL.Component(lone.toJSON());
      copy.removeAllProperties("recurrence-id");
      expandSeries(copy, [], options, out, budget);
    }
    return out.slice(0, MAX_INTERVALS).sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}
