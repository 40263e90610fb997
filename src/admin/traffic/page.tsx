/** The Traffic tab, a page of its own (/admin/traffic?days=7|30|90): the numbers read on the server, no script of its own. */
import { getTrafficStats } from "../../../db/queries/traffic-stats.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { RangePageQuery } from "../frame/range-query.ts";
import { TRAFFIC_PAGE, TrafficView } from "./traffic-view.tsx";

export default defineAdminPage({
  tab: "traffic",
  path: TRAFFIC_PAGE,
  query: RangePageQuery,
  load: async ({ c, query }) => {
    // This instance's views not written yet first, so that the numbers include the view just made.
    await c.var.deps.pageViews?.flush();
    return getTrafficStats(c.var.deps.db, query.days);
  },
  Panel: ({ data }) => <TrafficView stats={data} />,
});
