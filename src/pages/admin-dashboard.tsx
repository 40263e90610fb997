/**
 * The admin dashboard (/admin/dashboard): the frame and the tabs are rendered here on the server, and
 * so is the active tab's list: the loader reads the rows the tab's island would fetch (the same queries
 * and JSON as /api/admin/*), and the island renders them in the first HTML and hydrates with them, so
 * the first paint has the rows, with JavaScript or without. The island then owns the dialogs and
 * re-reads its list from /api/admin/* after a write, a page change or a filter change. The tab is in the
 * address (?tab=…), so each tab is a page load of its own and ships only its island. The Funnel and Traffic tabs have
 * no island at all: its numbers are read here and rendered as they are (its 7 / 30 / 90-day switch is
 * links, ?days=N). The server sends /admin/dashboard without a session to /admin before this page
 * renders; the Logout island checks once more on load.
 */

import { z } from "zod";
import { isConnectionFailure } from "../../db/availability.ts";
import type { Database } from "../../db/client.ts";
import AdminMediaIsland from "../../islands/admin-media.tsx";
import AdminSecurityIsland from "../../islands/admin-security.tsx";
import { AdminShell } from "../admin/frame/admin-shell.tsx";
import { type AdminBanners, readAdminBanners } from "../admin/frame/banners.ts";
import { readForPanel } from "../admin/frame/read-for-panel.ts";
import { type AdminTabId, adminTabIds, adminTabs, type DashboardTabId, DEFAULT_TAB, hasOwnPage, tabHref } from "../admin/frame/tabs.ts";
import { readPostLists } from "../admin/lists.ts";
import { readMediaPage } from "../admin/media-lists.ts";
import PostDialogsIsland from "../admin/posts/client/post-dialogs.island.tsx";
import { PostList, type PostListData } from "../admin/posts/post-list.tsx";
import { canonicalPostsHref, postsHref, postsViewOf } from "../admin/posts/shared/posts-view.ts";
import { readSecurityTab } from "../admin/security-lists.ts";
import type { AdminSession } from "../auth/lucia.ts";
import { describeError } from "../http/describe-error.ts";
import { definePage, type Redirect, redirectTo } from "../render/define-page.ts";
import type { MediaPage } from "../shared/media.ts";
import { cleanSearch } from "../shared/post-list-view.ts";
import type { SecurityTabData } from "../shared/security.ts";

/** The active tab's panel with what it shows; `initial` is undefined when its read failed. */
type Panel = { tab: "blog-posts"; posts: PostListData } | { tab: "media"; q: string; page: number; initial?: MediaPage } | { tab: "security"; initial?: SecurityTabData };

interface DashboardData {
  tab: DashboardTabId;
  panel: Panel;
  banners: AdminBanners;
}

/**
 * A tab's rows for the first paint. Should reading them fail, the tab is still served and its island
 * loads them itself (skeleton rows, then the rows or its error with Retry) — unless the database cannot
 * be reached at all, which answers the site's 503 page with Retry-After, like every page that needs it.
 */
async function readForFirstPaint<T>(tab: AdminTabId, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    console.error(`GET /admin/dashboard?tab=${tab}: reading the list failed; the tab loads it in the browser: ${describeError(error)}`);
    return undefined;
  }
}

/**
 * ?tab=…, and the Media list's q and page (Blog Posts reads its view from the address itself: posts-view.ts). A value
 * that makes no sense falls back, never fails: an unknown tab opens the default one, a page number that is not one
 * opens the first page.
 */
const DashboardQuery = z.object({
  tab: z.enum(adminTabIds).catch(DEFAULT_TAB),
  page: z
    .string()
    .optional()
    .transform((raw) => {
      const page = Number.parseInt(raw ?? "1", 10);
      return Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1;
    }),
  q: z.string().optional(),
});
type DashboardQuery = z.output<typeof DashboardQuery>;

async function readPanel(tab: DashboardTabId, query: DashboardQuery, asked: URL, db: Database, session: AdminSession | null): Promise<Panel> {
  switch (tab) {
    case "blog-posts": {
      const view = postsViewOf(asked.searchParams);
      return { tab, posts: { view, lists: await readForPanel(postsHref(view), () => readPostLists(db, view)) } };
    }
    case "media": {
      // The Media tab's search (file name or alt text) and page: q and page, as the island writes them.
      const view = { q: cleanSearch(query.q), page: query.page };
      return { tab, ...view, initial: await readForFirstPaint(tab, () => readMediaPage(db, view)) };
    }
    case "security":
      return { tab, initial: session ? await readForFirstPaint(tab, () => readSecurityTab(db, session)) : undefined };
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
    case "media":
      return <AdminMediaIsland q={panel.q} page={panel.page} initial={panel.initial} />;
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
    const canonical = tab === "blog-posts" ? canonicalPostsHref(asked, postsViewOf(asked.searchParams)) : null;
    if (canonical) return redirectTo(canonical, 302);
    const { db, env } = c.var.deps;
    const [panel, banners] = await Promise.all([readPanel(tab, query, asked, db, c.get("adminSession") ?? null), readAdminBanners(db, env)]);
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
