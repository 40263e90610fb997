/**
 * The Notifications tab as the server renders it: who hears of new leads (the owner sets it here where the host
 * has not), whether each channel works (each with Send a test), how long leads are kept, and the deliveries that are failing or were given up, each
 * with Resend. Only the failing deliveries are the list region, read again after a resend.
 */
import type { NotificationsTabData } from "../../shared/notifications.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { PanelToolbar } from "../frame/shared/ui.tsx";
import { NotificationChannels } from "./notification-channels.tsx";
import { NotificationProblems } from "./notification-problems.tsx";
import { ALERT_SETTINGS_ID, ALERTS_CHANGED_EVENT } from "./shared/notification-ids.ts";

export const NOTIFICATIONS_PAGE = "/admin/notifications";

/**
 * The settings section reads itself again from the page once a save succeeds, merged by morphing like a list
 * region (the focused Save keeps the focus): what was saved, the new secret, the cards' On or Off.
 */
function settingsRegionAttributes(href: string): Record<string, string> {
  return {
    id: ALERT_SETTINGS_ID,
    "data-hx-get": href,
    "data-hx-trigger": `${ALERTS_CHANGED_EVENT} from:window`,
    "data-hx-select": `#${ALERT_SETTINGS_ID}`,
    "data-hx-swap": "outerMorph",
  };
}

/** What the retention setting means for the owner, in a line. */
function retentionText(days: number | null): string {
  return days === null
    ? "Leads are kept until you delete them (LEAD_RETENTION_DAYS is not set)."
    : `Leads older than ${days} days are deleted with their notes and history (LEAD_RETENTION_DAYS).`;
}

/** undefined when reading it failed: the tab says so, with Retry. */
export function NotificationsView({ data }: { data: NotificationsTabData | undefined }) {
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="notification-channels-heading"
        className="rounded-xl border border-slate-200 bg-slate-50/60 shadow-sm"
        {...settingsRegionAttributes(NOTIFICATIONS_PAGE)}
      >
        <PanelToolbar
          title="Notifications"
          headingId="notification-channels-heading"
          summary="Who hears of a new lead, how the visitor is answered, and whether it all gets through."
        />
        <div className="p-3 sm:p-5">
          {data ? (
            <>
              {data.settingsProblem ? (
                <p role="alert" className="m-0 mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-inset ring-red-600/20">
                  {data.settingsProblem}
                </p>
              ) : null}
              <NotificationChannels settings={data.settings} channels={data.channels} />
              <p className="m-0 mt-4 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Data retention: </span>
                {retentionText(data.settings.retentionDays)}
              </p>
            </>
          ) : (
            <p className="m-0 text-sm text-slate-600">Couldn't load the notifications. Check your connection and try again.</p>
          )}
        </div>
      </section>
      <div {...listRegionAttributes(NOTIFICATIONS_PAGE)}>
        <NotificationProblems rows={data?.problems ?? null} total={data?.problemTotal ?? 0} retryHref={NOTIFICATIONS_PAGE} />
      </div>
    </div>
  );
}
