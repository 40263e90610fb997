/**
 * The Notifications tab as the server renders it: whether e-mail and the webhook are configured and working
 * (each with Send a test), how long leads are kept, and the deliveries that are failing or were given up, each
 * with Resend. Only the failing deliveries are the list region, read again after a resend.
 */
import type { NotificationsTabData } from "../../shared/notifications.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { PanelToolbar } from "../frame/shared/ui.tsx";
import { NotificationChannels } from "./notification-channels.tsx";
import { NotificationProblems } from "./notification-problems.tsx";

export const NOTIFICATIONS_PAGE = "/admin/notifications";

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
      <section aria-labelledby="notification-channels-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 shadow-sm">
        <PanelToolbar title="Notifications" headingId="notification-channels-heading" summary="How new leads reach you and the visitor, and whether they get through." />
        <div className="p-3 sm:p-5">
          {data ? (
            <>
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
