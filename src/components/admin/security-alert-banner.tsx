/**
 * Above every tab of the dashboard while someone who had the right password keeps failing the second
 * step (db/queries/security-alerts.ts): what happened, and the way to change the password. A plain form
 * dismisses it; changing the password settles it too.
 */
import { ShieldAlert } from "lucide-react";
import type { SecondStepAlert } from "../../../db/queries/security-alerts.ts";
import { tabHref } from "./tabs.ts";

/** "28 Nov 2026, 14:03 UTC" */
function utcMinute(date: Date): string {
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

export function SecurityAlertBanner({ alert }: { alert: SecondStepAlert | null }) {
  if (!alert) return null;
  return (
    <section
      aria-labelledby="security-alert-heading"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-sm sm:px-5"
      data-testid="security-alert"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <ShieldAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <h2 id="security-alert-heading" className="m-0 text-sm font-bold tracking-normal">
              Someone knows your admin password
            </h2>
            <p className="m-0 mt-0.5 text-sm">
              {alert.failures} wrong second-step codes were entered after a correct password, the latest on {utcMinute(alert.lastAt)}. Your second factor kept them out; change your
              password now.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <a
            href={tabHref("security")}
            className="keyboard-focus inline-flex h-10 items-center justify-center rounded-lg bg-amber-800 px-4 text-sm font-semibold text-white no-underline hover:bg-amber-900"
          >
            Change password
          </a>
          <form method="post" action="/api/admin/security/alert/dismiss" className="m-0">
            <button
              type="submit"
              className="keyboard-focus inline-flex h-10 cursor-pointer items-center justify-center rounded-lg border border-amber-300 bg-white px-4 text-sm font-semibold text-amber-900 hover:bg-amber-100"
            >
              Dismiss
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
