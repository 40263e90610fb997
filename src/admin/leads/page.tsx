/**
 * The Leads tab, a page of its own (/admin/leads): the promise's numbers and the page of leads the address names,
 * read on the server. An address that spells the view another way (a filter form's blank fields, nonsense), or a
 * page past the last, is sent to the view's own address; a lead named by ?lead=… opens its detail on load.
 */
import { z } from "zod";
import { redirectTo } from "../../render/define-page.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { lastPage, toOwnAddress } from "../frame/view-address.ts";
import LeadActionsIsland from "./client/lead-actions.island.tsx";
import { LeadList } from "./lead-list.tsx";
import { readLeadsTab } from "./read-leads.ts";
import { LEADS_PAGE, leadsAddressOf, leadsHref } from "./shared/leads-address.ts";

const param = z.string().optional();
/** The page's query: each parameter a string or absent; the address is read from them by leadsAddressOf. */
const LeadsPageQuery = z.object({
  q: param,
  status: param,
  type: param,
  contact: param,
  plan: param,
  source: param,
  from: param,
  to: param,
  due: param,
  calls: param,
  spam: param,
  page: param,
  days: param,
  lead: param,
});

export default defineAdminPage({
  tab: "leads",
  path: LEADS_PAGE,
  query: LeadsPageQuery,
  load: async ({ c }) => {
    const address = leadsAddressOf(new URL(c.req.url).searchParams);
    const elsewhere = toOwnAddress(c.req.url, leadsHref(address));
    if (elsewhere) return elsewhere;
    const here = leadsHref({ ...address, lead: null });
    const tab = await readForPanel(here, () => readLeadsTab(c.var.deps.db, address.view, address.days));
    if (tab && tab.page.total > 0) {
      const last = lastPage(tab.page.total, tab.page.limit);
      if (address.view.page > last) return redirectTo(leadsHref({ ...address, view: { ...address.view, page: last } }), 302);
    }
    return { address, tab };
  },
  Panel: ({ data }) => (
    <>
      {/* Outside the region: a swap of the list never touches the dialogs' React root. */}
      <LeadActionsIsland />
      {data.address.lead ? <span hidden data-admin-action-on-load="open" data-admin-item={JSON.stringify({ id: data.address.lead })} /> : null}
      <LeadList data={data} />
    </>
  ),
});
