/**
 * A lead's next step in the list: when it is due (in the viewer's zone once the page script runs) and what it is,
 * "Overdue" in red once its time has passed, "Due soon" in amber within the day before, "Follow up" otherwise. The
 * words say the state, so colour is never the only sign; screen readers hear "Next step overdue since …". The
 * classes are the admin-next-step shortcuts: a page holds 25 of these.
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

const WORDS: Record<NextStepTone, { shown: string; said: string }> = {
  overdue: { shown: "Overdue", said: "Next step overdue since" },
  soon: { shown: "Due soon", said: "Next step due soon," },
  later: { shown: "Follow up", said: "Next step" },
};

export function LeadNextStep({ lead, now }: { lead: Pick<AdminLead, "nextStepAt" | "nextStep">; now: number }) {
  if (!lead.nextStepAt) return null;
  const tone = nextStepTone(lead.nextStepAt, now);
  const words = WORDS[tone];
  return (
    <span className="admin-next-step">
      <span className="admin-next-step-when" data-tone={tone}>
        <CalendarClock aria-hidden="true" size={12} />
        <span aria-hidden="true">{words.shown} ·</span>
        <span className="sr-only">{words.said}</span> <LocalDate value={lead.nextStepAt} style="weekday-time" />
      </span>
      {lead.nextStep ? (
        <span className="line-clamp-2 break-words" title={lead.nextStep}>
          {lead.nextStep}
        </span>
      ) : null}
    </span>
  );
}
