/**
 * The Redirects tab, a page of its own (/admin/redirects): both lists read on the server for the view the address
 * names, the hits and 404s this instance has counted in memory written first so the page shows them. An address
 * that spells the view another way, or a page past the last, is sent to the view's own address.
 */
import { redirectTo } from "../../render/define-page.ts";
import { NOT_FOUND_PAGE_SIZE, REDIRECTS_PAGE_SIZE } from "../../shared/redirects.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { lastPage, toOwnAddress } from "../frame/view-address.ts";
import RedirectDialogsIsland from "./client/redirect-dialogs.island.tsx";
import { readRedirectsTab } from "./read-redirects.ts";
import { RedirectList } from "./redirect-list.tsx";
import { REDIRECTS_PAGE, RedirectsPageQuery, redirectsHref, redirectsViewFromQuery } from "./redirects-view.ts";

export default defineAdminPage({
  tab: "redirects",
  path: REDIRECTS_PAGE,
  query: RedirectsPageQuery,
  load: async ({ c, query }) => {
    const view = redirectsViewFromQuery(query);
    const elsewhere = toOwnAddress(c.req.url, redirectsHref(view));
    if (elsewhere) return elsewhere;
    await c.var.deps.flushCounts?.();
    const lists = await readForPanel(redirectsHref(view), () => readRedirectsTab(c.var.deps.db, view));
    if (lists) {
      const page = Math.min(view.page, lastPage(lists.redirects.total, REDIRECTS_PAGE_SIZE));
      const logPage = Math.min(view.logPage, lastPage(lists.notFound.total, NOT_FOUND_PAGE_SIZE));
      if (page !== view.page || logPage !== view.logPage) return redirectTo(redirectsHref({ ...view, page, logPage }), 302);
    }
    return { view, lists };
  },
  Panel: ({ data }) => (
    <>
      {/* Outside the region: a swap of the lists never touches the dialogs' React root. */}
      <RedirectDialogsIsland />
      <RedirectList data={data} />
    </>
  ),
});
