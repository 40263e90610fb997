/**
 * The admin dashboard (/admin/dashboard, spec §2): the frame and the tabs are rendered here on the
 * server; the active tab's panel is an island that loads its list from /api/admin/* (skeleton rows
 * first) and owns its dialogs. The tab is in the address (?tab=…), so each tab is a page load of its
 * own and ships only its island. The Funnel tab is the exception: its numbers are read here and
 * rendered with no island at all (its 7 / 30 / 90-day switch is links, ?days=N). The server sends
 * /admin/dashboard without a session to /admin before this page renders; the Logout island checks once
 * more on load (spec §4).
 */
import { getFunnelStats } from "../../db/queries/funnel-stats.ts";
import { AdminShell } from "../components/admin/admin-shell.tsx";
import { FunnelView } from "../components/admin/funnel-view.tsx";
import { adminTabs, parseTab, type AdminTabId } from "../components/admin/tabs.ts";
import { AdminApiKeysIsland, AdminLeadsIsland, AdminPostsIsland, AdminResourceIsland } from "../components/islands.ts";
import { definePage } from "../render/define-page.ts";
import { DEFAULT_FUNNEL_RANGE, funnelRangeOf, type FunnelStats } from "../shared/funnel-events.ts";

interface DashboardData {
  tab: AdminTabId;
  leadsPage: number;
  includeSpam: boolean;
  /** Read only for the Funnel tab. */
  funnel: FunnelStats | null;
}

function TabPanel({ data }: { data: DashboardData }) {
  switch (data.tab) {
    case "blog-posts":
      return <AdminPostsIsland />;
    case "categories":
    case "tags":
    case "authors":
      return <AdminResourceIsland kind={data.tab} />;
    case "api-keys":
      return <AdminApiKeysIsland />;
    case "leads":
      return <AdminLeadsIsland page={data.leadsPage} includeSpam={data.includeSpam} />;
    case "funnel":
      return <FunnelView stats={data.funnel!} />;
  }
}

function AdminDashboardPage({ data }: { data: DashboardData }) {
  return (
    <AdminShell active={data.tab}>
      <TabPanel data={data} />
    </AdminShell>
  );
}

export default definePage<DashboardData>({
  path: "/admin/dashboard",
  cache: false,
  layout: "bare",
  inSitemap: false,
  headers: { "Cache-Control": "no-store" },
  load: async ({ url, c }) => {
    const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
    const tab = parseTab(url.searchParams.get("tab"));
    // An unknown range falls back to the default, as an unknown tab does.
    const days = funnelRangeOf(url.searchParams.get("days")) ?? DEFAULT_FUNNEL_RANGE;
    return {
      tab,
      leadsPage: Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
      includeSpam: url.searchParams.get("spam") === "1",
      funnel: tab === "funnel" ? await getFunnelStats(c.var.deps.db, days) : null,
    };
  },
  meta: (data, { c }) => {
    const tab = adminTabs.find((t) => t.id === data.tab)!;
    return {
      title: `${tab.label} · Admin Dashboard | ${c.var.deps.site.name}`,
      description: "Manage blog posts, categories, tags, authors, API keys and leads; see the funnel.",
      noindex: true,
    };
  },
  Page: AdminDashboardPage,
});
