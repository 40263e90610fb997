/**
 * How a lead's status and its wait look, in the list (the server's) and the detail (an island's) alike: the status's
 * colour, and a New lead's age against the 24-hour promise — slate while there is time, amber from 18 hours, red
 * once past, with the words saying so too (colour is never the only sign). The pill carries its lead's arrival, so
 * the page script can keep its age current (promise-clock.ts).
 */
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { promiseAge } from "../../../shared/lead-admin.ts";
import { LEAD_STATUSES, type LeadStatus, leadStatusLabels } from "../../../shared/lead-pipeline.ts";
import { promiseToneClass } from "./promise-tone.ts";

export const statusDot: Record<LeadStatus, string> = {
  new: "bg-brand-600",
  contacted: "bg-amber-500",
  qualified: "bg-violet-600",
  won: "bg-emerald-600",
  lost: "bg-slate-400",
};

/** "3 h of 24": a New lead's wait against the promise at `now`; nothing before the clock is known. */
export function PromisePill({ createdAt, now }: { createdAt: string; now: number | null }) {
  if (now === null) return null;
  const age = promiseAge(createdAt, now);
  return (
    <span data-promise-since={createdAt} data-tone={age.tone} title={age.label} className={promiseToneClass(age.tone)}>
      <Clock aria-hidden="true" size={12} />
      <span aria-hidden="true" data-promise-text="">
        {age.text}
      </span>
      <span className="sr-only" data-promise-label="">
        {age.label}
      </span>
    </span>
  );
}

/** A status select's look: the status's colour beside a native select (keyboard and phone friendly). */
export const STATUS_SELECT_CLASS =
  "keyboard-focus h-9 min-w-[8.5rem] rounded-lg border border-slate-300 bg-white pl-6.5 pr-8 text-sm font-medium text-slate-800 shadow-xs hover:border-slate-400 aria-busy:cursor-wait aria-busy:opacity-70";

/** The select (its own props: the list's server select, the detail's island one) inside, the status's dot before it. */
export function StatusSelectFrame({ status, children }: { status: LeadStatus; children: ReactNode }) {
  return (
    <span className="relative inline-flex">
      <span aria-hidden="true" className={`pointer-events-none absolute left-2.5 top-1/2 h-2 w-2 -translate-y-1/2 rounded-full ${statusDot[status]}`} />
      {children}
    </span>
  );
}

export function StatusOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {leadStatusLabels[s]}
    </option>
  ));
}
