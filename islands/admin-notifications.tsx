/**
 * The Notifications tab: whether e-mail and the webhook are configured and working (with a real test send
 * for each), and the deliveries that are failing or were given up, each with Resend. The server reads the
 * tab's data for the first paint; after a resend the island reads it again (GET /api/admin/notifications).
 */

import { PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import type { NotificationsTabData } from "../src/shared/notifications.ts";
import { NotificationChannels } from "./admin/notification-channels.tsx";
import { NotificationProblems } from "./admin/notification-problems.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminNotificationsProps {
  /** The tab's data as the server read it; absent when that failed (then fetched here). */
  initial?: NotificationsTabData;
}

const NOTIFICATIONS_PATH = "/api/admin/notifications";

/** What the retention setting means for the owner, in a line. */
function retentionText(days: number | null): string {
  return days === null
    ? "Leads are kept until you delete them (LEAD_RETENTION_DAYS is not set)."
    : `Leads older than ${days} days are deleted with their notes and history (LEAD_RETENTION_DAYS).`;
}

function AdminNotifications({ initial }: AdminNotificationsProps) {
  const data = useAdminList<NotificationsTabData>(NOTIFICATIONS_PATH, "notifications", initial);
  const tab = data.data;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="notification-channels-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 shadow-sm">
        <PanelToolbar title="Notifications" headingId="notification-channels-heading" summary="How new leads reach you and the visitor, and whether they get through." />
        <div className="p-3 sm:p-5">
          {tab ? (
            <>
              <NotificationChannels settings={tab.settings} channels={tab.channels} />
              <p className="m-0 mt-4 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Data retention: </span>
                {retentionText(tab.settings.retentionDays)}
              </p>
            </>
          ) : (
            <p className="m-0 text-sm text-slate-600">{data.error ?? "Loading…"}</p>
          )}
        </div>
      </section>
      <NotificationProblems rows={tab?.problems ?? null} total={tab?.problemTotal ?? 0} loading={data.loading} error={data.error} onChanged={data.reload} />
    </div>
  );
}

export default island("admin-notifications", AdminNotifications, { on: "load" });
