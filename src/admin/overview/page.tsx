/** The Today page (/admin/overview): what needs doing, read on the server; one click from every admin page. */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { OVERVIEW_PAGE, OverviewView } from "./overview-view.tsx";
import { readOverview } from "./read-overview.ts";

export default defineAdminPage({
  tab: "overview",
  title: "Today",
  path: OVERVIEW_PAGE,
  load: async ({ c }) => ({ today: await readForPanel(OVERVIEW_PAGE, () => readOverview(c.var.deps.db, c.var.deps.env)) }),
  Panel: ({ data }) => <OverviewView data={data.today} />,
});
