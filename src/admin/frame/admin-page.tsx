/**
 * An admin tab's own page: defineAdminPage is definePage with what every tab shares — the session guard (no
 * session: a 302 to /admin before anything renders), never cached and no-store, the bare layout, noindex, the
 * title "<Tab> · Admin Dashboard | <site>", and the frame (header, tabs with the count of new leads, the banners
 * over every tab, the toaster and the page script) around the tab's panel.
 */
import type { ComponentType } from "react";
import type { z } from "zod";
import { pageSecurityPolicy, securityHeaderOptions } from "../../middleware/security-headers.ts";
import { definePage, NOT_FOUND, type PageContext, type PageDefinition, type PageQuery, type Redirect, redirectOf } from "../../render/define-page.ts";
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
  load: (ctx: PageContext<z.output<Query>>) => Promise<Data | Redirect | typeof NOT_FOUND>;
  Panel: ComponentType<{ data: Data }>;
  /** The panel frames pages of this site (the Site Copy editor's preview): its policy allows them. */
  framesSelf?: boolean;
}

export interface AdminPageData<Data> {
  tab: AdminPlace;
  frame: AdminFrameData;
  panel: Data;
  /** The page's own Content-Security-Policy, when it differs from the site's. */
  policy?: string;
}

export const ADMIN_PAGE_DESCRIPTION =
  "Manage blog posts, categories, tags, authors, images, API keys, leads, redirects and security; see the funnel, the traffic and the audit log.";

function isRedirect<Data>(loaded: Data | Redirect | typeof NOT_FOUND): loaded is Redirect {
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
    headers: (data) => ({ "Cache-Control": "no-store", ...(data.policy ? { "Content-Security-Policy": data.policy } : {}) }),
    load: async (ctx): Promise<AdminPageData<Data> | Redirect | typeof NOT_FOUND> => {
      const { db, env } = ctx.c.var.deps;
      const [panel, frame] = await readWithFrame(db, env, definition.load(ctx));
      if (panel === NOT_FOUND) return NOT_FOUND;
      if (isRedirect(panel)) return panel;
      const policy = definition.framesSelf ? pageSecurityPolicy(securityHeaderOptions(ctx.c.var.deps), [], { frameSelf: true }) : undefined;
      return { tab, frame, panel, ...(policy ? { policy } : {}) };
    },
    meta: (_data, { c }) => ({ title: `${label} · Admin Dashboard | ${c.var.deps.identity.name}`, description: ADMIN_PAGE_DESCRIPTION, noindex: true }),
    Page: AdminTabPage,
  });
}
