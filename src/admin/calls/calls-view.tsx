/**
 * The Calls tab's panel: the calls booked in the funnel, in the owner's zone (after a call: Held or No-show in
 * one click; before it: Cancel), then the availability the funnel offers times from. Plain forms that post to
 * the tab's API and come back here: no island.
 */
import { CalendarCheck, CalendarX2, Check, PhoneCall, UserX, Video } from "lucide-react";
import { MAX_WINDOWS_PER_DAY, WEEKDAYS } from "../../shared/call-settings.ts";
import { callStatusLabels } from "../../shared/call-status.ts";
import { buttonClass, controlClass, NoticeLine, PanelHeading, type PanelNotice } from "../frame/shared/ui.tsx";
import { tabHref } from "../frame/tabs.ts";
import { type AvailabilityValues, windowRows } from "./availability-form.ts";
import { BusyCalendarSection, type BusyCalendarView } from "./busy-calendar-section.tsx";
import { CalDavSection, type CalDavView } from "./caldav-section.tsx";
import { CALLS_API } from "./shared/calls-paths.ts";

export interface CallListRow {
  id: string;
  leadId: string;
  who: string;
  business: string | null;
  /** In the owner's zone: "Tuesday, December 1, 2026, 9:00 – 9:30 AM EST". */
  time: string;
  how: "phone" | "link";
  /** The number or the meeting's address. */
  where: string;
  status: "booked" | "held" | "no-show" | "cancelled";
  /** The call has started: its outcome can be set. */
  started: boolean;
}

export interface CallsData {
  upcoming: CallListRow[];
  past: CallListRow[];
  zoneLabel: string;
  values: AvailabilityValues;
  zones: string[];
  issues: Record<string, string>;
  notice: PanelNotice | null;
  /** The owner's calendar feed: when its address was made (null: none), and the address itself just after making it. */
  feed: { createdAt: string | null; newUrl?: string };
  busyCalendar: BusyCalendarView;
  calDav: CalDavView;
}

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

function Issue({ issues, field }: { issues: Record<string, string>; field: string }) {
  const message = issues[field];
  return message ? (
    <span id={`issue-${field.replaceAll(".", "-")}`} className="text-xs font-medium text-red-700">
      {message}
    </span>
  ) : null;
}

function describedBy(issues: Record<string, string>, field: string) {
  return issues[field] ? { "aria-invalid": true, "aria-describedby": `issue-${field.replaceAll(".", "-")}` } : {};
}

function CallRowItem({ row }: { row: CallListRow }) {
  const Icon = row.how === "link" ? Video : PhoneCall;
  return (
    <li className="grid gap-2 border-t border-slate-100 px-4 py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="m-0 text-sm font-semibold text-slate-900">{row.time}</p>
        <p className="m-0 mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <a href={`${tabHref("leads")}?lead=${encodeURIComponent(row.leadId)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {row.who}
            {row.business ? ` (${row.business})` : ""}
          </a>
          <span className="inline-flex min-w-0 items-center gap-1 text-slate-600">
            <Icon aria-hidden="true" size={14} className="shrink-0" />
            <span className="truncate">{row.where}</span>
          </span>
        </p>
      </div>
      {row.status === "booked" ? (
        <div className="flex flex-wrap gap-2">
          {row.started ? (
            <>
              <form method="post" action={`${CALLS_API}/${row.id}/outcome-form`}>
                <input type="hidden" name="outcome" value="held" />
                <button type="submit" className={buttonClass.primary}>
                  <Check aria-hidden="true" size={16} />
                  Held
                </button>
              </form>
              <form method="post" action={`${CALLS_API}/${row.id}/outcome-form`}>
                <input type="hidden" name="outcome" value="no-show" />
                <button type="submit" className={buttonClass.secondary}>
                  <UserX aria-hidden="true" size={16} />
                  No-show
                </button>
              </form>
            </>
          ) : (
            <form method="post" action={`${CALLS_API}/${row.id}/cancel-form`}>
              <button type="submit" className={buttonClass.secondary}>
                <CalendarX2 aria-hidden="true" size={16} />
                Cancel call
              </button>
            </form>
          )}
        </div>
      ) : (
        <span className="justify-self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 sm:justify-self-end">{callStatusLabels[row.status]}</span>
      )}
    </li>
  );
}

function CallList({ title, rows, empty }: { title: string; rows: CallListRow[]; empty: string }) {
  const id = `calls-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={id} className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="m-0 px-4 py-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="m-0 list-none p-0">
          {rows.map((row) => (
            <CallRowItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NumberField({ name, label, unit, values, issues }: { name: string; label: string; unit: string; values: AvailabilityValues; issues: Record<string, string> }) {
  return (
    <label className="grid min-w-0 gap-1 text-sm">
      <span className="font-semibold text-slate-800">{label}</span>
      <span className="flex items-center gap-2">
        <input name={name} inputMode="numeric" defaultValue={values[name] ?? ""} className={`${controlClass} w-24 border-slate-300`} {...describedBy(issues, name)} />
        <span className="text-slate-600">{unit}</span>
      </span>
      <Issue issues={issues} field={name} />
    </label>
  );
}

function AvailabilityForm({ data }: { data: CallsData }) {
  const { values, issues } = data;
  return (
    <section aria-labelledby="calls-availability" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="calls-availability" className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        Availability
      </h2>
      <form method="post" action={`${CALLS_API}/availability-form`} className="grid gap-5 px-4 py-4">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="enabled" value="on" defaultChecked={values.enabled === "on"} className="keyboard-focus mt-0.5 h-4 w-4 accent-brand-600" />
          <span>
            <span className="font-semibold text-slate-900">Offer times in the funnel</span>
            <span className="block text-slate-600">A lead who asks for a call picks a time on the thank-you screen. Off: they wait for your call, as before.</span>
          </span>
        </label>
        <label className="grid min-w-0 gap-1 text-sm">
          <span className="font-semibold text-slate-800">Your time zone</span>
          <select name="zone" defaultValue={values.zone} className={`${controlClass} max-w-md border-slate-300`} {...describedBy(issues, "zone")}>
            {data.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <Issue issues={issues} field="zone" />
        </label>
        <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Weekly hours</legend>
          <p className="m-0 text-xs text-slate-600">Leave a day empty to take no calls that day. End at 00:00 for midnight.</p>
          {WEEKDAYS.map((day) => (
            <div key={day} className="grid gap-2 rounded-lg bg-slate-50 px-3 py-2 sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-start">
              <span className="pt-2 text-sm font-semibold text-slate-800">{DAY_LABELS[day]}</span>
              <div className="grid gap-2">
                {Array.from({ length: Math.min(MAX_WINDOWS_PER_DAY, windowRows(values, day)) }, (_, i) => i + 1).map((n) => (
                  <div key={n} className="flex flex-wrap items-center gap-2 text-sm">
                    <label className="flex items-center gap-1">
                      <span className="sr-only">
                        {DAY_LABELS[day]} stretch {n} from
                      </span>
                      <input
                        type="time"
                        name={`${day}.${n}.start`}
                        defaultValue={values[`${day}.${n}.start`] ?? ""}
                        className={`${controlClass} w-32 border-slate-300`}
                        {...describedBy(issues, `${day}.${n}.start`)}
                      />
                    </label>
                    <span aria-hidden="true" className="text-slate-500">
                      to
                    </span>
                    <label className="flex items-center gap-1">
                      <span className="sr-only">
                        {DAY_LABELS[day]} stretch {n} to
                      </span>
                      <input
                        type="time"
                        name={`${day}.${n}.end`}
                        defaultValue={values[`${day}.${n}.end`] === "24:00" ? "00:00" : (values[`${day}.${n}.end`] ?? "")}
                        className={`${controlClass} w-32 border-slate-300`}
                        {...describedBy(issues, `${day}.${n}.end`)}
                      />
                    </label>
                    <Issue issues={issues} field={`${day}.${n}.start`} />
                    <Issue issues={issues} field={`${day}.${n}.end`} />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
        <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Call length</legend>
          <div className="flex gap-4 text-sm">
            {["15", "30"].map((minutes) => (
              <label key={minutes} className="flex items-center gap-2">
                <input type="radio" name="length" value={minutes} defaultChecked={values.length === minutes} className="keyboard-focus h-4 w-4 accent-brand-600" />
                {minutes} minutes
              </label>
            ))}
          </div>
          <Issue issues={issues} field="length" />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField name="buffer" label="Buffer after each call" unit="minutes" values={values} issues={issues} />
          <NumberField name="notice" label="Minimum notice" unit="hours" values={values} issues={issues} />
          <NumberField name="horizon" label="Book up to" unit="days ahead" values={values} issues={issues} />
        </div>
        <label className="grid min-w-0 gap-1 text-sm">
          <span className="font-semibold text-slate-800">Days off</span>
          <span className="text-xs text-slate-600">One date a line, such as 2026-12-24.</span>
          <textarea
            name="daysOff"
            rows={3}
            defaultValue={values.daysOff ?? ""}
            className={`${controlClass} max-w-xs border-slate-300 font-mono`}
            {...describedBy(issues, "daysOff")}
          />
          <Issue issues={issues} field="daysOff" />
        </label>
        <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
          <legend className="mb-1 text-sm font-semibold text-slate-800">How the call happens</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="how" value="phone" defaultChecked={values.how !== "link"} className="keyboard-focus h-4 w-4 accent-brand-600" />
            You phone the lead at the number they gave
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="how" value="link" defaultChecked={values.how === "link"} className="keyboard-focus h-4 w-4 accent-brand-600" />A video meeting at this
            address:
          </label>
          <input
            name="meetingUrl"
            type="url"
            aria-label="Meeting address"
            placeholder="https://meet.example.com/your-room"
            defaultValue={values.meetingUrl ?? ""}
            className={`${controlClass} max-w-md border-slate-300`}
            {...describedBy(issues, "meetingUrl")}
          />
          <Issue issues={issues} field="meetingUrl" />
        </fieldset>
        <div>
          <button type="submit" className={buttonClass.primary}>
            <CalendarCheck aria-hidden="true" size={16} />
            Save availability
          </button>
        </div>
      </form>
    </section>
  );
}

function CalendarFeed({ feed }: { feed: CallsData["feed"] }) {
  return (
    <section aria-labelledby="calls-feed" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="calls-feed" className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        Your calendar
      </h2>
      <div className="grid gap-3 px-4 py-4 text-sm text-slate-700">
        <p className="m-0">
          Subscribe to your booked calls from Google Calendar (Other calendars → From URL), Apple Calendar (File → New Calendar Subscription) or Outlook (Add calendar → Subscribe
          from web). The address is secret: anyone who has it sees your calls.
        </p>
        {feed.newUrl ? (
          <div className="grid gap-1 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
            <label htmlFor="calls-feed-url" className="font-semibold text-emerald-900">
              Your subscription address (shown once: copy it now)
            </label>
            <input id="calls-feed-url" readOnly value={feed.newUrl} className={`${controlClass} border-emerald-300 font-mono text-xs`} />
          </div>
        ) : feed.createdAt ? (
          <p className="m-0">An address is live since {feed.createdAt.slice(0, 10)}. Lost it? Make a new one: the old one stops working.</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <form method="post" action={`${CALLS_API}/feed-form`}>
            <button type="submit" className={buttonClass.secondary}>
              {feed.createdAt ? "Make a new address" : "Make a subscription address"}
            </button>
          </form>
          {feed.createdAt ? (
            <form method="post" action={`${CALLS_API}/feed-revoke-form`}>
              <button type="submit" className={buttonClass.ghost}>
                Turn the feed off
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export function CallsView({ data }: { data: CallsData }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PanelHeading title="Calls" />
        <p className="m-0 text-sm text-slate-700">The calls leads booked in the funnel, in your time zone ({data.zoneLabel}), and the hours the funnel offers.</p>
      </div>
      {data.notice ? <NoticeLine notice={data.notice} /> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <div className="grid gap-6">
          <CallList title="Upcoming calls" rows={data.upcoming} empty="No calls booked yet. Leads who ask for a call can pick a time once availability is on." />
          <CallList title="Recent outcomes" rows={data.past} empty="Calls you mark held or no-show, and cancelled ones, show here." />
          <CalendarFeed feed={data.feed} />
          <BusyCalendarSection view={data.busyCalendar} />
          <CalDavSection view={data.calDav} />
        </div>
        <AvailabilityForm data={data} />
      </div>
    </div>
  );
}
