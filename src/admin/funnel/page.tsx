/** The Funnel tab, a page of its own (/admin/funnel?days=7|30|90): the numbers read on the server, no script of its own. */
import { getFunnelStats } from "../../../db/queries/funnel-stats.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { RangePageQuery } from "../frame/range-query.ts";
import { FUNNEL_PAGE, FunnelView } from "./funnel-view.tsx";

export default defineAdminPage({
  tab: "funnel",
  path: FUNNEL_PAGE,
  query: RangePageQuery,
  load: async ({ c, query }) => getFunnelStats(c.var.deps.db, query.days),
  Panel: ({ data }) => <FunnelView stats={data} />,
});
