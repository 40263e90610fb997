/**
 * A lead's next step in the list: when it is due (in the viewer's zone once the page script runs) and what it is,
 * "Follow-up overdue" in red once its time has passed, "Follow up soon" in amber within the day before, "Follow up"
 * otherwise. The words say the state, so colour is never the only sign; screen readers hear "Follow-up overdue
 * since Sun, Nov 29, 9:00 AM". The classes are the admin-next-step shortcuts: a page holds 25 of these.
 */
import { CalendarClock } from "lucide-react";
import type { AdminLead } from "../../shared/admin-api.ts";
import { LocalDate } from "../frame/shared/local-date.tsx";

const SOON_MS = 24 * 60 * 60 * 1000;

export type NextStepTone = "later" | "soon" | "overdue";

/** @example nextStepTone("2026-03-01T09:00:00Z", Date.parse("2026-03-01T10:00:00Z")) // "overdue" */
export function nextStepTone(at: string, now: number): NextStepTone {
  const left = Date.parse(at) - now;
  return left <= 0 ? "overdue" : left <= SOON_MS ? "soon" : "later";
}

/** What the pill says, and what a screen reader hears after it, before the time. */
const WORDS: Record<NextStepTone, { shown: string; before: string }> = {
  overdue: { shown: "Follow-up overdue", before: " since" },
  soon: { shown: "Follow up soon", before: ", due" },
  later: { shown: "Follow up", before: ", due" },
};

export function LeadNextStep({ lead, now }: { lead: Pick<AdminLead, "nextStepAt" | "nextStep">; now: number }) {
  if (!lead.nextStepAt) return null;
  const tone = nextStepTone(lead.nextStepAt, now);
  const words = WORDS[tone];
  return (
    <span className="admin-next-step">
      <span className="flex flex-wrap items-center gap-x-1.5">
        <span className="admin-next-step-pill" data-tone={tone}>
          <CalendarClock aria-hidden="true" size={12} />
          {words.shown}
          <span className="sr-only">{words.before}</span>
        </span>
        <span className="font-medium tabular-nums text-slate-700">
          <LocalDate value={lead.nextStepAt} style="weekday-time" />
        </span>
      </span>
      {lead.nextStep ? (
        <span className="line-clamp-2 break-words" title={lead.nextStep}>
          {lead.nextStep}
        </span>
      ) : null}
    </span>
  );
}
