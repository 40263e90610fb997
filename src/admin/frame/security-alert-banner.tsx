/**
 * Above every tab of the dashboard while someone who had the right password keeps failing the second
 * step (db/queries/security-alerts.ts): what happened, and the way to change the password. A plain form
 * dismisses it; changing the password settles it too.
 */
import { ShieldAlert } from "lucide-react";
import type { SecondStepAlert } from "../../../db/queries/security-alerts.ts";
import { AlertBanner } from "./alert-banner.tsx";
import { tabHref } from "./tabs.ts";

/** "28 Nov 2026, 14:03 UTC" */
function utcMinute(date: Date): string {
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

export function SecurityAlertBanner({ alert }: { alert: SecondStepAlert | null }) {
  if (!alert) return null;
  return (
    <AlertBanner
      id="security-alert"
      tone="amber"
      Icon={ShieldAlert}
      title="Someone knows your admin password"
      testId="security-alert"
      actions={
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
      }
    >
      {alert.failures} wrong second-step codes were entered after a correct password, the latest on {utcMinute(alert.lastAt)}. Your second factor kept them out; change your
      password now.
    </AlertBanner>
  );
}
