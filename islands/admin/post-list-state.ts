/**
 * The Blog Posts list's view and its rows. The view lives in the address: each change of filter, order or
 * page is a new history entry (the back button undoes it), a search being typed replaces its own entry
 * rather than adding one per pause, and going back or forward reads the view from the address again. The
 * rows of the view are read from GET /api/admin/blog-posts/page; while a new view loads, the last rows stay
 * on screen (dimmed, the table busy) instead of flashing skeleton rows on every keystroke. The server's
 * first page is used as it is: nothing is fetched on load.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PostListPage } from "../../src/shared/admin-api.ts";
import { type PostListView, postListParams, postListViewOf } from "../../src/shared/post-list-view.ts";
import { adminGet } from "../lib/admin-api.ts";
import { redirectIfUnauthorized } from "./session.ts";

export const POST_PAGE_PATH = "/api/admin/blog-posts/page";
const DASHBOARD_PATH = "/admin/dashboard";

/** The tab's address for a view: /admin/dashboard?tab=blog-posts&… (defaults left out). Also rendered on the server, as link targets. */
export function addressOf(view: PostListView): string {
  const params = new URLSearchParams([["tab", "blog-posts"], ...postListParams(view)]);
  return `${DASHBOARD_PATH}?${params}`;
}

/** The API's address for a view: the same parameters. */
function pathOf(view: PostListView): string {
  const params = new URLSearchParams(postListParams(view));
  return params.size > 0 ? `${POST_PAGE_PATH}?${params}` : POST_PAGE_PATH;
}

function viewOfAddress(): PostListView {
  const params = new URLSearchParams(window.location.search);
  return postListViewOf((name) => params.get(name));
}

/** How a view change enters the history: a new entry, or in place of the current one. */
export type HistoryMode = "push" | "replace";

/**
 * @param initialView what the server read from the address.
 * @param onAddressView called with a view read back from the address (back, forward), so the search box can follow.
 */
export function usePostListView(initialView: PostListView, onAddressView: (view: PostListView) => void) {
  const [view, setView] = useState(initialView);
  const follow = useRef(onAddressView);
  follow.current = onAddressView;

  const navigate = useCallback((next: PostListView, mode: HistoryMode) => {
    setView(next);
    const address = addressOf(next);
    if (mode === "push") window.history.pushState(null, "", address);
    else window.history.replaceState(null, "", address);
  }, []);

  useEffect(() => {
    function onPopState() {
      const fromAddress = viewOfAddress();
      setView(fromAddress);
      follow.current(fromAddress);
    }
    const understood = addressOf(initialView);
    // Back or Forward before the island woke (a reload, then Back at once): the address is another view now.
    if (addressOf(viewOfAddress()) !== understood) onPopState();
    // An address the server read leniently (page=abc) is written back as it was understood.
    else if (`${window.location.pathname}${window.location.search}` !== understood) window.history.replaceState(null, "", understood);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initialView]);

  return { view, navigate };
}

interface PageState {
  /** The API address the rows were read from (or are being read from). */
  path: string;
  data: PostListPage | null;
  loading: boolean;
  error: string | null;
}

/** The rows of `view`: the server's page at first, then each view's own read; `reload()` after a write. */
export function usePostListPage(view: PostListView, initial: PostListPage | undefined) {
  const path = pathOf(view);
  const [state, setState] = useState<PageState>(() => ({ path, data: initial ?? null, loading: initial === undefined, error: null }));
  const latest = useRef(0);
  const skipFirstRead = useRef(initial !== undefined);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => ({ ...s, path, loading: true }));
    try {
      const data = await adminGet<PostListPage>(path);
      if (call !== latest.current) return;
      setState({ path, data, loading: false, error: null });
    } catch (e) {
      if (call !== latest.current || redirectIfUnauthorized(e)) return;
      console.error("Loading blog posts failed:", e);
      setState((s) => ({ ...s, loading: false, error: "Couldn't load the blog posts. Check your connection and try again." }));
    }
  }, [path]);

  useEffect(() => {
    if (skipFirstRead.current) {
      skipFirstRead.current = false;
      return;
    }
    void reload();
  }, [reload]);

  // Between a view change and the read it starts, the new view is already loading.
  return { data: state.data, loading: state.loading || state.path !== path, error: state.path === path ? state.error : null, reload };
}
