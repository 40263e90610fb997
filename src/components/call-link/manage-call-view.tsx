/**
 * The page behind "Reschedule or cancel" in a booked call's e-mails: the call's time in the lead's zone (or one
 * they pick), the open times to move it to as radio buttons grouped by day, and a button to cancel; then what
 * happened, or why the link opens nothing (used, expired, from before a move, the call already over). Plain
 * HTML forms, no script: it works from any mail app's browser. A dead link names no one.
 */
import { CalendarCheck, CalendarClock, CalendarX2, Hourglass, Link2Off } from "lucide-react";
import type { SlotDay } from "../../shared/call-times.ts";
import { LinkPageCard } from "../link-page/link-page-card.tsx";

export const CALL_MANAGE_ACTIONS = { move: "/calls/manage/move", cancel: "/calls/manage/cancel" } as const;

export interface ManageCall {
  firstName: string;
  company: string;
  /** "Tuesday, December 1, 2026, 9:00 – 9:30 AM EST" in the page's zone. */
  time: string;
  how: string;
}

export type ManageCallView =
  | { kind: "manage"; token: string; call: ManageCall; zone: string; zoneLabel: string; zones: string[]; days: SlotDay[]; problem?: string }
  | { kind: "moved"; call: ManageCall; zoneLabel: string }
  | { kind: "cancelled"; call: ManageCall }
  | { kind: "used" }
  | { kind: "stale" }
  | { kind: "expired" }
  | { kind: "settled" }
  | { kind: "invalid" }
  | { kind: "limited"; retryAfterSeconds: number };

export function manageCallTitle(view: ManageCallView): string {
  switch (view.kind) {
    case "manage":
      return "Your call";
    case "moved":
      return "Your call has moved";
    case "cancelled":
      return "Your call is cancelled";
    case "used":
      return "This link was already used";
    case "stale":
      return "This link is for an earlier time";
    case "expired":
      return "This link has expired";
    case "settled":
      return "This call can no longer be changed";
    case "invalid":
      return "This link is not valid";
    case "limited":
      return "Too many links that do not work";
  }
}

function When({ call }: { call: ManageCall }) {
  return (
    <p className="m-0 mt-3 text-lg font-semibold text-slate-900" data-call-time="">
      {call.time}
    </p>
  );
}

const DEAD: Record<"used" | "stale" | "expired" | "settled" | "invalid", string> = {
  used: "Each link changes the call once. The e-mail we sent after that change has a new one.",
  stale: "Your call was moved after this e-mail was sent. Use the link in the newest e-mail about your call.",
  expired: "The call's time has passed, so it can no longer be changed here. Reply to any of our e-mails and we will help.",
  settled: "The call was cancelled or has taken place. Reply to any of our e-mails and we will help.",
  invalid: "The link may have been cut short. Open it again from the e-mail, or reply to the e-mail and we will help.",
};

function ManageForms({ view }: { view: Extract<ManageCallView, { kind: "manage" }> }) {
  return (
    <>
      <When call={view.call} />
      <p className="m-0 mt-1 text-base text-slate-600">{view.call.how}</p>
      {view.problem ? (
        <p role="alert" className="m-0 mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {view.problem}
        </p>
      ) : null}
      <h2 className="mt-8 text-lg font-bold text-slate-900">Choose a new time</h2>
      <form method="get" action="/calls/manage" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="token" value={view.token} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-semibold text-slate-700">Times are in {view.zoneLabel}</span>
          <select name="zone" defaultValue={view.zone} className="keyboard-focus h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800">
            {view.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary h-10">
          Show times
        </button>
      </form>
      {view.days.length === 0 ? (
        <p className="mt-4 text-base text-slate-600">No other times are open right now. Reply to the e-mail and we will find one with you.</p>
      ) : (
        <form method="post" action={CALL_MANAGE_ACTIONS.move} className="mt-4">
          <input type="hidden" name="token" value={view.token} />
          <input type="hidden" name="zone" value={view.zone} />
          <div className="grid gap-2">
            {view.days.map((day, i) => (
              <details key={day.date} open={i === 0} className="rounded-xl border border-slate-200 bg-white">
                <summary className="keyboard-focus cursor-pointer rounded-xl px-4 py-3 text-base font-semibold text-slate-900">
                  {day.label} <span className="font-normal text-slate-600">· {day.slots.length === 1 ? "1 time" : `${day.slots.length} times`}</span>
                </summary>
                <fieldset className="m-0 min-w-0 border-0 px-4 pb-4 pt-0">
                  <legend className="sr-only">Times on {day.label}</legend>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {day.slots.map((slot) => (
                      <label key={slot.start} className="radio-tile-time">
                        <input type="radio" name="start" value={slot.start} required className="radio-tile-input" />
                        {slot.time}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </details>
            ))}
          </div>
          <button type="submit" className="btn-primary mt-4 w-full sm:w-auto">
            <CalendarClock aria-hidden="true" size={20} />
            Move my call to this time
          </button>
        </form>
      )}
      <h2 className="mt-8 text-lg font-bold text-slate-900">Can't make it at all?</h2>
      <form method="post" action={CALL_MANAGE_ACTIONS.cancel} className="mt-2">
        <input type="hidden" name="token" value={view.token} />
        <button type="submit" className="btn-secondary w-full sm:w-auto">
          <CalendarX2 aria-hidden="true" size={20} />
          Cancel the call
        </button>
      </form>
      <p className="mt-3 text-sm text-slate-600">We will still be in touch as promised; you can reply to our e-mail to find another time.</p>
    </>
  );
}

function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? "1 minute" : `${n} minutes`;
}

export function ManageCallPage({ view }: { view: ManageCallView }) {
  const title = manageCallTitle(view);
  switch (view.kind) {
    case "manage":
      return (
        <LinkPageCard Icon={CalendarCheck} tone="brand" title={`${title} with ${view.call.company}`} wide>
          <ManageForms view={view} />
        </LinkPageCard>
      );
    case "moved":
      return (
        <LinkPageCard Icon={CalendarCheck} tone="green" title={title}>
          <When call={view.call} />
          <p className="m-0 mt-1 text-base text-slate-600" role="status">
            {view.call.how} The new invitation is on its way to your inbox.
          </p>
        </LinkPageCard>
      );
    case "cancelled":
      return (
        <LinkPageCard Icon={CalendarX2} tone="slate" title={title}>
          <p className="m-0 mt-3 text-base text-slate-600" role="status">
            Your call on {view.call.time} is cancelled. We will still be in touch as promised.
          </p>
        </LinkPageCard>
      );
    case "limited":
      return (
        <LinkPageCard Icon={Hourglass} tone="amber" title={title}>
          <p className="m-0 mt-3 text-base text-slate-600">Please wait {minutes(view.retryAfterSeconds)} and open the link from your e-mail again.</p>
        </LinkPageCard>
      );
    default:
      return (
        <LinkPageCard Icon={Link2Off} tone="slate" title={title}>
          <p className="m-0 mt-3 text-base text-slate-600">{DEAD[view.kind]}</p>
        </LinkPageCard>
      );
  }
}
