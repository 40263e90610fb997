/**
 * The admin dashboard (/admin/dashboard): the Blog Posts tab, the default, and the tabs that have no page of their
 * own yet (Security: ?tab=security). Blog Posts is server HTML (src/admin/posts/); Security is still an island
 * rendered with its data and hydrated on load, which re-reads it from /api/admin/security after a write. Every other tab has its own page (src/admin/<tab>/page.tsx), and its old ?tab= address answers 301 there
 * with its view. The server sends /admin/dashboard without a session to /admin before this page renders.
 */

import { z } from "zod";
import type { Database } from "../../db/client.ts";
import AdminSecurityIsland from "../../islands/admin-security.tsx";
import { AdminShell } from "../admin/frame/admin-shell.tsx";
import { type AdminBanners, readAdminBanners } from "../admin/frame/banners.ts";
import { readForPanel } from "../admin/frame/read-for-panel.ts";
import { type AdminTabId, adminTabIds, adminTabs, type DashboardTabId, DEFAULT_TAB, hasOwnPage, tabHref } from "../admin/frame/tabs.ts";
import { toOwnAddress } from "../admin/frame/view-address.ts";
import { readPostLists } from "../admin/lists.ts";
import PostDialogsIsland from "../admin/posts/client/post-dialogs.island.tsx";
import { PostList, type PostListData } from "../admin/posts/post-list.tsx";
import { postsHref, postsViewOf } from "../admin/posts/shared/posts-view.ts";
import { readSecurityTab } from "../admin/security-lists.ts";
import type { AdminSession } from "../auth/lucia.ts";
import { definePage, type Redirect, redirectTo } from "../render/define-page.ts";
import type { SecurityTabData } from "../shared/security.ts";

/** The active tab's panel with what it shows; `initial` is undefined when its read failed. */
type Panel = { tab: "blog-posts"; posts: PostListData } | { tab: "security"; initial?: SecurityTabData };

interface DashboardData {
  tab: DashboardTabId;
  panel: Panel;
  banners: AdminBanners;
}

/**
 * ?tab=… (Blog Posts reads its view from the address itself: posts-view.ts). An unknown tab opens the default one.
 */
const DashboardQuery = z.object({ tab: z.enum(adminTabIds).catch(DEFAULT_TAB) });

async function readPanel(tab: DashboardTabId, asked: URL, db: Database, session: AdminSession | null): Promise<Panel> {
  switch (tab) {
    case "blog-posts": {
      const view = postsViewOf(asked.searchParams);
      return { tab, posts: { view, lists: await readForPanel(postsHref(view), () => readPostLists(db, view)) } };
    }
    case "security":
      return { tab, initial: session ? await readForPanel(`/admin/dashboard?tab=${tab}`, () => readSecurityTab(db, session)) : undefined };
  }
}

function TabPanel({ panel }: { panel: Panel }) {
  switch (panel.tab) {
    case "blog-posts": {
      const { lists } = panel.posts;
      return (
        <>
          {/* Outside the region: a swap of the list never touches the dialogs' React root. */}
          <PostDialogsIsland authors={lists?.authors ?? []} categories={lists?.categories ?? []} tags={lists?.tags ?? []} />
          <PostList data={panel.posts} />
        </>
      );
    }
    case "security":
      return <AdminSecurityIsland initial={panel.initial} />;
  }
}

function AdminDashboardPage({ data }: { data: DashboardData }) {
  return (
    <AdminShell active={data.tab} banners={data.banners}>
      <TabPanel panel={data.panel} />
    </AdminShell>
  );
}

/** A moved tab's own address with the old one's view (its filters and page) carried over: /admin/audit?action=login. */
function movedTabHref(tab: AdminTabId, asked: string): string {
  const params = new URL(asked).searchParams;
  params.delete("tab");
  return params.size > 0 ? `${tabHref(tab)}?${params}` : tabHref(tab);
}

export default definePage({
  path: "/admin/dashboard",
  guard: "dashboard",
  query: DashboardQuery,
  cache: false,
  layout: "bare",
  inSitemap: false,
  headers: { "Cache-Control": "no-store" },
  load: async ({ query, c }): Promise<DashboardData | Redirect> => {
    // A tab with a page of its own is no longer rendered here: its old address goes there.
    const { tab } = query;
    if (hasOwnPage(tab)) return redirectTo(movedTabHref(tab, c.req.url));
    const asked = new URL(c.req.url);
    // Blog Posts has one address per view: a filter form's blank fields and nonsense are sent there.
    const elsewhere = tab === "blog-posts" ? toOwnAddress(c.req.url, postsHref(postsViewOf(asked.searchParams)), [["tab", "blog-posts"]]) : null;
    if (elsewhere) return elsewhere;
    const { db, env } = c.var.deps;
    const [panel, banners] = await Promise.all([readPanel(tab, asked, db, c.get("adminSession") ?? null), readAdminBanners(db, env)]);
    return { tab, panel, banners };
  },
  meta: (data: DashboardData, { c }) => {
    const tab = adminTabs.find((t) => t.id === data.tab)!;
    return {
      title: `${tab.label} · Admin Dashboard | ${c.var.deps.identity.name}`,
      description: "Manage blog posts, categories, tags, authors, images, API keys, leads, redirects and security; see the funnel, the traffic and the audit log.",
      noindex: true,
    };
  },
  Page: AdminDashboardPage,
});
