/** The Traffic tab, a page of its own (/admin/traffic?days=7|30|90): the numbers read on the server, no script of its own. */
import { getTrafficStats } from "../../../db/queries/traffic-stats.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { RangePageQuery } from "../frame/range-query.ts";
import { TRAFFIC_PAGE, TrafficView } from "./traffic-view.tsx";

export default defineAdminPage({
  tab: "traffic",
  path: TRAFFIC_PAGE,
  query: RangePageQuery,
  load: async ({ c, query }) => getTrafficStats(c.var.deps.db, query.days),
  Panel: ({ data }) => <TrafficView stats={data} />,
});
