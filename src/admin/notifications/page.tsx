/**
 * The Notifications tab, a page of its own (/admin/notifications): what is configured and what is failing, read on
 * the server; and, above it, the owner's calendar when its busy times could not be read (a link to the Calls tab).
 */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { tabHref } from "../frame/tabs.ts";
import NotificationActionsIsland from "./client/notification-actions.island.tsx";
import { NOTIFICATIONS_PAGE, NotificationsView } from "./notifications-view.tsx";
import { readCalendarProblem } from "./read-calendar-problem.ts";
import { readNotificationsTab } from "./read-notifications.ts";

export default defineAdminPage({
  tab: "notifications",
  path: NOTIFICATIONS_PAGE,
  load: async ({ c }) => ({
    tab: await readForPanel(NOTIFICATIONS_PAGE, () => readNotificationsTab(c.var.deps.db, c.var.deps.env)),
    calendarProblem: (await readForPanel(NOTIFICATIONS_PAGE, () => readCalendarProblem(c.var.deps.db))) ?? null,
  }),
  Panel: ({ data }) => (
    <>
      {data.calendarProblem ? (
        <p role="alert" className="m-0 mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-inset ring-red-600/20">
          {data.calendarProblem}{" "}
          <a href={tabHref("calls")} className="font-semibold text-red-900 underline">
            Open the Calls tab
          </a>
        </p>
      ) : null}
      <NotificationActionsIsland />
      <NotificationsView data={data.tab} />
    </>
  ),
});
