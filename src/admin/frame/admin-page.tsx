/**
 * An admin tab's own page: defineAdminPage is definePage with what every tab shares — the session guard (no
 * session: a 302 to /admin before anything renders), never cached and no-store, the bare layout, noindex, the
 * title "<Tab> · Admin Dashboard | <site>", and the frame (header, tabs with the count of new leads, the banners
 * over every tab, the toaster and the page script) around the tab's panel.
 */
import type { ComponentType } from "react";
import type { z } from "zod";
import { definePage, type PageContext, type PageDefinition, type PageQuery, type Redirect, redirectOf } from "../../render/define-page.ts";
import { type AdminPlace, AdminShell } from "./admin-shell.tsx";
import { type AdminFrameData, readWithFrame } from "./frame-data.ts";
import { adminTabs } from "./tabs.ts";

export interface AdminPageDefinition<Data, Query extends PageQuery> {
  tab: AdminPlace;
  /** The title's first words; the tab's label by default. */
  title?: string;
  path: string;
  /** The tab's view (filters, page, sort): its one schema, parsed once by the router. */
  query?: Query;
  /** What the panel shows, read on the server for the first paint; or a redirect (the view's own address). */
  load: (ctx: PageContext<z.output<Query>>) => Promise<Data | Redirect>;
  Panel: ComponentType<{ data: Data }>;
}

export interface AdminPageData<Data> {
  tab: AdminPlace;
  frame: AdminFrameData;
  panel: Data;
}

export const ADMIN_PAGE_DESCRIPTION =
  "Manage blog posts, categories, tags, authors, images, API keys, leads, redirects and security; see the funnel, the traffic and the audit log.";

function isRedirect<Data>(loaded: Data | Redirect): loaded is Redirect {
  return redirectOf(loaded) !== undefined;
}

/** @example export default defineAdminPage({ tab: "tags", path: "/admin/tags", load: ({ c }) => readTags(c.var.deps.db), Panel: TagList }); */
export function defineAdminPage<Data, Query extends PageQuery>(definition: AdminPageDefinition<Data, Query>): PageDefinition<AdminPageData<Data>, Query> {
  const { tab, Panel } = definition;
  const label = definition.title ?? adminTabs.find((t) => t.id === tab)?.label ?? tab;
  function AdminTabPage({ data }: { data: AdminPageData<Data> }) {
    return (
      <AdminShell active={data.tab} frame={data.frame}>
        <Panel data={data.panel} />
      </AdminShell>
    );
  }
  AdminTabPage.displayName = `AdminTabPage(${tab})`;
  return definePage<AdminPageData<Data>, Query>({
    path: definition.path,
    guard: "dashboard",
    ...(definition.query ? { query: definition.query } : {}),
    cache: false,
    layout: "bare",
    inSitemap: false,
    headers: { "Cache-Control": "no-store" },
    load: async (ctx): Promise<AdminPageData<Data> | Redirect> => {
      const { db, env } = ctx.c.var.deps;
      const [panel, frame] = await readWithFrame(db, env, definition.load(ctx));
      if (isRedirect(panel)) return panel;
      return { tab, frame, panel };
    },
    meta: (_data, { c }) => ({ title: `${label} · Admin Dashboard | ${c.var.deps.identity.name}`, description: ADMIN_PAGE_DESCRIPTION, noindex: true }),
    Page: AdminTabPage,
  });
}
