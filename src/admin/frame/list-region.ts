/**
 * The one region of an admin tab that htmx swaps: its rows, filters, pager and counts.
 * - It reads itself again from the address it was rendered for when a write succeeds (LIST_CHANGED_EVENT on the
 *   window), picks itself out of the answer (a whole page, the same one a reload gets) and is merged by morphing,
 *   so the focused button keeps the focus and the scroll stays where it was.
 * - Its links and GET forms (filters, pager, sort) are boosted: the same page is fetched, only the region is
 *   swapped, and the address is pushed, so Back, reload and a shared link show the same view. A link or form that
 *   leaves the tab opts out with data-hx-boost="false"; downloads are never boosted.
 * - It is the history element: Back and Forward fetch the address again and swap the region alone.
 * - Its requests, and its links' and forms', replace one another: the newest view wins.
 */
import { LIST_CHANGED_EVENT } from "./shared/admin-events.ts";

export const ADMIN_LIST_ID = "admin-list";

/** @example <section {...listRegionAttributes("/admin/tags")}>…</section> */
export function listRegionAttributes(href: string): Record<string, string> {
  const region = `#${ADMIN_LIST_ID}`;
  return {
    id: ADMIN_LIST_ID,
    "data-admin-list": "",
    // htmx reads its attributes with the data- prefix too, which keeps the HTML valid.
    "data-hx-get": href,
    "data-hx-trigger": `${LIST_CHANGED_EVENT} from:window`,
    "data-hx-select": region,
    "data-hx-swap": "outerMorph",
    "data-hx-boost:inherited": `target:"${region}" select:"${region}" swap:outerMorph`,
    "data-hx-history-elt": "",
    // One request at a time for the region and everything in it: a newer one (Next, then Previous; a search
    // typed on) aborts the one in flight, so an older answer can never land over a newer view.
    "data-hx-sync:inherited": `${region}:replace`,
  };
}
