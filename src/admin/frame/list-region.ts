/**
 * The one region of an admin tab that htmx swaps: its rows, filters, pager and counts. It reads itself again from
 * the address it was rendered for when a write succeeds (LIST_CHANGED_EVENT on the window), picks itself out of
 * the answer (a whole page, the same one a reload gets) and is merged by morphing, so the focused button keeps
 * the focus and the scroll stays where it was.
 */
import { LIST_CHANGED_EVENT } from "./shared/admin-events.ts";

export const ADMIN_LIST_ID = "admin-list";

/** @example <section {...listRegionAttributes("/admin/tags")}>…</section> */
export function listRegionAttributes(href: string): Record<string, string> {
  return {
    id: ADMIN_LIST_ID,
    "data-admin-list": "",
    // htmx reads its attributes with the data- prefix too, which keeps the HTML valid.
    "data-hx-get": href,
    "data-hx-trigger": `${LIST_CHANGED_EVENT} from:window`,
    "data-hx-select": `#${ADMIN_LIST_ID}`,
    "data-hx-swap": "outerMorph",
  };
}
