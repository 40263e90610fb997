/**
 * A searched, paged admin list: the search box, the search that runs a moment after typing stops, and the
 * address that follows the view, so a reload or a shared link opens the same view (the Media and Redirects
 * tabs; Blog Posts and Leads keep their views in history entries of their own, with the same delay).
 */

import { useEffect, useEffectEvent } from "react";

/** How long typing must pause before a search runs (every admin list's search box). */
export const SEARCH_DELAY_MS = 300;

const trim = (text: string) => text.trim();

/**
 * Calls `onSettled` with the search box's text, cleaned, once typing has paused for SEARCH_DELAY_MS and that
 * text differs from the search on screen. `clean` must be the same function on every render (a module's own).
 * @example useSettledSearch(draft, search, (q) => show(q, 1), cleanSearch);
 */
export function useSettledSearch(draft: string, search: string, onSettled: (cleaned: string) => void, clean: (text: string) => string = trim) {
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    const cleaned = clean(draft);
    if (cleaned === search) return;
    const timer = setTimeout(() => settle(cleaned), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, clean]);
}

/**
 * Puts the tab's view in the address without a new history entry: `?tab=` and each parameter, one that is
 * null or empty left out (the default view has the shortest address).
 * @example useEffect(() => replaceViewAddress("media", { q: search, page: page > 1 ? String(page) : null }), [search, page]);
 */
export function replaceViewAddress(tab: string, params: Record<string, string | null>) {
  const url = new URL(window.location.href);
  url.searchParams.set("tab", tab);
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(null, "", url);
}
