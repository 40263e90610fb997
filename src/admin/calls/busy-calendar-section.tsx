/**
 * The Calls tab's "Your calendar's busy times": the owner pastes their calendar's secret ICS address, and the
 * funnel stops offering the times it shows busy. After saving, only its host and a masked path are shown.
 */
import { CalendarClock } from "lucide-react";
import { buttonClass, controlClass } from "../frame/shared/ui.tsx";
import { CALLS_API } from "./shared/calls-paths.ts";

export interface BusyCalendarView {
  /** Host and masked path of the saved address; null: none. */
  shown: string | null;
  /** "Last read …: N busy times", or null. */
  summary: string | null;
  /** The last read failed: why, and what slots are offered from. */
  problem: string | null;
  /** A refused address: what was typed, and why it was not saved. */
  input?: string;
  issue?: string;
}

export function BusyCalendarSection({ view }: { view: BusyCalendarView }) {
  const invalid = view.issue ? { "aria-invalid": true, "aria-describedby": "issue-busy-calendar-url" } : {};
  return (
    <section aria-labelledby="calls-busy-calendar" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="calls-busy-calendar" className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        Your calendar's busy times
      </h2>
      <div className="grid gap-3 px-4 py-4 text-sm text-slate-700">
        <p className="m-0">
          Paste your calendar's secret address in iCal format (Google Calendar: Settings → your calendar → Secret address in iCal format; Outlook: Shared calendars → Publish a
          calendar → ICS). The funnel then offers no time that overlaps your own meetings, with the buffer around them. Events marked free are left out; an all-day event keeps the
          whole day.
        </p>
        {view.shown ? (
          <p className="m-0">
            Reading <span className="font-mono text-xs">{view.shown}</span>
          </p>
        ) : null}
        {view.summary ? <p className="m-0 text-slate-600">{view.summary}</p> : null}
        {view.problem ? (
          <p role="alert" className="m-0 rounded-lg bg-red-50 px-3 py-2 text-red-900 ring-1 ring-inset ring-red-600/20">
            {view.problem}
          </p>
        ) : null}
        <form method="post" action={`${CALLS_API}/busy-calendar-form`} className="grid gap-2">
          <label htmlFor="busy-calendar-url" className="font-semibold text-slate-800">
            {view.shown ? "Replace the address" : "Secret address"}
          </label>
          <input
            id="busy-calendar-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            defaultValue={view.input ?? ""}
            className={`${controlClass} border-slate-300 font-mono text-xs`}
            {...invalid}
          />
          {view.issue ? (
            <span id="issue-busy-calendar-url" className="text-xs font-medium text-red-700">
              {view.issue}
            </span>
          ) : null}
          <div>
            <button type="submit" className={buttonClass.secondary}>
              <CalendarClock aria-hidden="true" size={16} />
              Save and read it now
            </button>
          </div>
        </form>
        {view.shown ? (
          <form method="post" action={`${CALLS_API}/busy-calendar-remove-form`}>
            <button type="submit" className={buttonClass.ghost}>
              Remove the address
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
