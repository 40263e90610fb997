/**
 * Above every tab of the dashboard while a notification channel's most recent delivery failed: which
 * channel, the reason, and the way to the Notifications tab. Rendered on the server from the outbox, so it
 * is there on the first paint of whichever tab is open; it goes away once a delivery gets through.
 */
import { TriangleAlert } from "lucide-react";
import { type ChannelHealth, notificationChannelLabels } from "../../shared/notifications.ts";
import { AlertBanner } from "./alert-banner.tsx";
import { tabHref } from "./tabs.ts";

export function NotificationBanner({ failing, onNotificationsTab }: { failing: readonly ChannelHealth[]; onNotificationsTab: boolean }) {
  if (failing.length === 0) return null;
  const names = failing.map((c) => notificationChannelLabels[c.channel].toLowerCase());
  const which = names.length === 1 ? `The ${names[0]}` : `The ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return (
    <AlertBanner
      id="notification-banner"
      tone="red"
      Icon={TriangleAlert}
      title="Lead notifications are failing"
      testId="notification-banner"
      actions={
        onNotificationsTab ? null : (
          <a
            href={tabHref("notifications")}
            className="keyboard-focus inline-flex h-10 shrink-0 items-center justify-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 no-underline hover:bg-red-100"
          >
            Open Notifications
          </a>
        )
      }
    >
      {which}: the most recent delivery failed
      {failing.length === 1 && failing[0]!.lastError ? (
        <>
          {" "}
          (<span className="break-all font-mono text-xs">{failing[0]!.lastError}</span>)
        </>
      ) : null}
      . New leads are safe in the Leads tab; notifications are retried.
    </AlertBanner>
  );
}
