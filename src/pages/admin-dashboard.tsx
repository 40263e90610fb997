/**
 * The admin dashboard (/admin/dashboard): the Blog Posts tab, the default, as server HTML (src/admin/posts/), its
 * view in the address. Every other tab has its own page (src/admin/<tab>/page.tsx), and its old ?tab= address
 * answers 301 there with its view. The server sends /admin/dashboard without a session to /admin before this page
 * renders.
 */

import { z } from "zod";
import { ADMIN_PAGE_DESCRIPTION } from "../admin/frame/admin-page.tsx";
import { AdminShell } from "../admin/frame/admin-shell.tsx";
import { type AdminFrameData, readWithFrame } from "../admin/frame/frame-data.ts";
import { readForPanel } from "../admin/frame/read-for-panel.ts";
import { type AdminTabId, adminTabIds, adminTabs, DEFAULT_TAB, hasOwnPage, tabHref } from "../admin/frame/tabs.ts";
import { toOwnAddress } from "../admin/frame/view-address.ts";
import { readPostLists } from "../admin/lists.ts";
import PostDialogsIsland from "../admin/posts/client/post-dialogs.island.tsx";
import { PostList, type PostListData } from "../admin/posts/post-list.tsx";
import { postsHref, postsViewOf } from "../admin/posts/shared/posts-view.ts";
import { definePage, type Redirect, redirectTo } from "../render/define-page.ts";

interface DashboardData {
  posts: PostListData;
  frame: AdminFrameData;
}

/** ?tab=… for the old addresses of the tabs that moved (Blog Posts reads its view itself: posts-view.ts). An unknown tab is Blog Posts. */
const DashboardQuery = z.object({ tab: z.enum(adminTabIds).catch(DEFAULT_TAB) });

function AdminDashboardPage({ data }: { data: DashboardData }) {
  const { lists } = data.posts;
  return (
    <AdminShell active="blog-posts" frame={data.frame}>
      {/* Outside the region: a swap of the list never touches the dialogs' React root. */}
      <PostDialogsIsland authors={lists?.authors ?? []} categories={lists?.categories ?? []} tags={lists?.tags ?? []} />
      <PostList data={data.posts} />
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
    if (hasOwnPage(query.tab)) return redirectTo(movedTabHref(query.tab, c.req.url));
    // Blog Posts has one address per view: a filter form's blank fields and nonsense are sent there.
    const view = postsViewOf(new URL(c.req.url).searchParams);
    const elsewhere = toOwnAddress(c.req.url, postsHref(view), [["tab", "blog-posts"]]);
    if (elsewhere) return elsewhere;
    const { db, env } = c.var.deps;
    const [lists, frame] = await readWithFrame(
      db,
      env,
      readForPanel(postsHref(view), () => readPostLists(db, view)),
    );
    return { posts: { view, lists }, frame };
  },
  meta: (_data: DashboardData, { c }) => {
    const tab = adminTabs.find((t) => t.id === "blog-posts")!;
    return { title: `${tab.label} · Admin Dashboard | ${c.var.deps.identity.name}`, description: ADMIN_PAGE_DESCRIPTION, noindex: true };
  },
  Page: AdminDashboardPage,
});
