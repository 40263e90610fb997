/**
 * A lead's call booked in the funnel, in the list (the server's) and the detail (an island's) alike, in the owner's
 * zone (their availability's, as the Calls tab shows it): "Call booked for Tue, Dec 1, 9:00 AM EST" before it, and
 * once its time has come, until the owner marks it in the Calls tab, "Call was Tue, Dec 1, 9:00 AM EST" with the
 * link to do so. The words say the state; the pill's colour only repeats them.
 */
import { PhoneCall } from "lucide-react";
import { callMomentText } from "../../../shared/call-times.ts";
import { CALLS_PAGE } from "../../calls/shared/calls-paths.ts";

export function LeadCall({ callAt, zone, now }: { callAt: string | null; zone: string; now: number }) {
  if (!callAt) return null;
  const when = callMomentText(new Date(callAt), zone);
  const past = Date.parse(callAt) <= now;
  return (
    <span className="admin-next-step" data-lead-call={callAt}>
      <span className="flex flex-wrap items-center gap-x-1.5">
        <span className="admin-next-step-pill" data-tone={past ? "soon" : "call"}>
          <PhoneCall aria-hidden="true" size={12} />
          {past ? "Call was" : "Call booked for"}
        </span>
        <span className="font-medium tabular-nums text-slate-700">{when}</span>
      </span>
      {past ? (
        <a href={CALLS_PAGE} data-hx-boost="false" className="keyboard-focus rounded font-semibold text-brand-700 underline">
          Mark it held or no-show
        </a>
      ) : null}
    </span>
  );
}
