/** The Notifications tab, a page of its own (/admin/notifications): what is configured and what is failing, read on the server. */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import NotificationActionsIsland from "./client/notification-actions.island.tsx";
import { NOTIFICATIONS_PAGE, NotificationsView } from "./notifications-view.tsx";
import { readNotificationsTab } from "./read-notifications.ts";

export default defineAdminPage({
  tab: "notifications",
  path: NOTIFICATIONS_PAGE,
  load: async ({ c }) => ({ tab: await readForPanel(NOTIFICATIONS_PAGE, () => readNotificationsTab(c.var.deps.db, c.var.deps.env)) }),
  Panel: ({ data }) => (
    <>
      <NotificationActionsIsland />
      <NotificationsView data={data.tab} />
    </>
  ),
});
