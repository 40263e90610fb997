/**
 * The Calls tab's "Write calls into your calendar": the owner gives their calendar's CalDAV address, user name
 * and an app password; the server checks them and from then on puts each booked call into that calendar, moves
 * it and removes it when cancelled. Once saved, only the host, a masked path and the user name are shown.
 */
import { CalendarPlus } from "lucide-react";
import type { CalDavField } from "../../calls/caldav-target.ts";
import { buttonClass, controlClass } from "../frame/shared/ui.tsx";
import { CALLS_API } from "./shared/calls-paths.ts";

export interface CalDavView {
  /** The calendar written to: host and masked path, and the account; null: none. */
  current: { shown: string; username: string } | null;
  /** A refused form: what was typed (never the password), each field's problem, or the calendar's answer. */
  values?: { url: string; username: string };
  issues?: Partial<Record<CalDavField, string>>;
  problem?: string;
}

const LABELS: Record<CalDavField, string> = { url: "Calendar's CalDAV address", username: "User name", password: "App password" };

function Field({ name, view, type = "text", hint }: { name: CalDavField; view: CalDavView; type?: "text" | "password"; hint?: string }) {
  const issue = view.issues?.[name];
  const id = `caldav-${name}`;
  const described = [hint ? `${id}-hint` : "", issue ? `${id}-issue` : ""].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {LABELS[name]}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={type === "password" ? "new-password" : "off"}
        spellCheck={false}
        defaultValue={name === "password" ? undefined : (view.values?.[name] ?? "")}
        className={`${controlClass} border-slate-300 ${name === "url" ? "font-mono text-xs" : ""}`}
        {...(issue ? { "aria-invalid": true } : {})}
        {...(described ? { "aria-describedby": described } : {})}
      />
      {issue ? (
        <span id={`${id}-issue`} className="text-xs font-medium text-red-700">
          {issue}
        </span>
      ) : null}
    </div>
  );
}

export function CalDavSection({ view }: { view: CalDavView }) {
  return (
    <section aria-labelledby="calls-caldav" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="calls-caldav" className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        Write calls into your calendar
      </h2>
      <div className="grid gap-3 px-4 py-4 text-sm text-slate-700">
        <p className="m-0">
          With a calendar that speaks CalDAV (Nextcloud, Fastmail, iCloud with an app-specific password), each booked call appears in it at once, moves when the lead reschedules
          and disappears when it is cancelled. Nobody is invited by your calendar: the lead's invitation comes from this site.
        </p>
        {view.current ? (
          <p className="m-0">
            Writing to <span className="font-mono text-xs">{view.current.shown}</span> as <span className="font-semibold">{view.current.username}</span>
          </p>
        ) : null}
        {view.problem ? (
          <p role="alert" className="m-0 rounded-lg bg-red-50 px-3 py-2 text-red-900 ring-1 ring-inset ring-red-600/20">
            {`Nothing was saved: ${view.problem}.`}
          </p>
        ) : null}
        <form method="post" action={`${CALLS_API}/caldav-form`} className="grid gap-3">
          <Field name="url" view={view} hint="The calendar's own address, often in its sharing or sync settings; https://…/calendars/you/work/" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="username" view={view} />
            <Field name="password" view={view} type="password" />
          </div>
          <div>
            <button type="submit" className={buttonClass.secondary}>
              <CalendarPlus aria-hidden="true" size={16} />
              {view.current ? "Check and replace" : "Check and save"}
            </button>
          </div>
        </form>
        {view.current ? (
          <form method="post" action={`${CALLS_API}/caldav-remove-form`}>
            <button type="submit" className={buttonClass.ghost}>
              Stop writing calls into this calendar
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
