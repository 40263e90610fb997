/**
 * Above every tab of the dashboard while a notification channel's most recent delivery failed: which
 * channel, the reason, and the way to the Notifications tab. Rendered on the server from the outbox, so it
 * is there on the first paint of whichever tab is open; it goes away once a delivery gets through.
 */
import { TriangleAlert } from "lucide-react";
import { type ChannelHealth, notificationChannelLabels } from "../../shared/notifications.ts";
import { tabHref } from "./tabs.ts";

export function NotificationBanner({ failing, onNotificationsTab }: { failing: readonly ChannelHealth[]; onNotificationsTab: boolean }) {
  if (failing.length === 0) return null;
  const names = failing.map((c) => notificationChannelLabels[c.channel].toLowerCase());
  const which = names.length === 1 ? `The ${names[0]}` : `The ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return (
    <section
      aria-labelledby="notification-banner-heading"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-950 shadow-sm sm:px-5"
      data-testid="notification-banner"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-red-700" />
          <div className="min-w-0">
            <h2 id="notification-banner-heading" className="m-0 text-sm font-bold tracking-normal">
              Lead notifications are failing
            </h2>
            <p className="m-0 mt-0.5 text-sm">
              {which}: the most recent delivery failed
              {failing.length === 1 && failing[0]!.lastError ? (
                <>
                  {" "}
                  (<span className="break-all font-mono text-xs">{failing[0]!.lastError}</span>)
                </>
              ) : null}
              . New leads are safe in the Leads tab; notifications are retried.
            </p>
          </div>
        </div>
        {onNotificationsTab ? null : (
          <a
            href={tabHref("notifications")}
            className="keyboard-focus inline-flex h-10 shrink-0 items-center justify-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 no-underline hover:bg-red-100"
          >
            Open Notifications
          </a>
        )}
      </div>
    </section>
  );
}
