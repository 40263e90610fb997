/**
 * One admin list read: no retry, no polling, no refetch on focus; `reload()` after every
 * successful write. The server usually renders the tab with its rows already read (`initial`), so the
 * first paint has them and nothing is fetched on load; without them (the server's read failed) the
 * list is fetched on mount. Rows belong to the address they were read from: a new address (another
 * page, another filter) shows the skeleton rows until its own rows arrive, while a reload of the same
 * address keeps the rows on screen, so the focus stays on the row's button and nothing flashes.
 * A 401 sends the user back to /admin.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { adminGet } from "../lib/admin-api.ts";
import { redirectIfUnauthorized } from "./session.ts";

export interface AdminList<T> {
  /** The rows of `path`; null until they are read. */
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

interface ListState<T> {
  /** The address the rest of the state is about. */
  path: string;
  data: T | null;
  loading: boolean;
  error: string | null;
}

/**
 * @example const posts = useAdminList<AdminPost[]>("/api/admin/blog-posts", "blog posts", props.initial?.posts);
 * @param initial what GET `path` answers, as the server read it for the first paint; undefined: fetch it on mount.
 */
export function useAdminList<T>(path: string, what: string, initial?: T): AdminList<T> {
  const [state, setState] = useState<ListState<T>>(() => ({ path, data: initial ?? null, loading: initial === undefined, error: null }));
  const latest = useRef(0);
  const hasInitialRows = useRef(initial !== undefined);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => (s.path === path ? { ...s, loading: true } : { path, data: null, loading: true, error: null }));
    try {
      const data = await adminGet<T>(path);
      if (call !== latest.current) return;
      setState({ path, data, loading: false, error: null });
    } catch (e) {
      if (call !== latest.current || redirectIfUnauthorized(e)) return;
      console.error(`Loading ${what} failed:`, e);
      setState((s) => ({ path, data: s.path === path ? s.data : null, loading: false, error: `Couldn't load the ${what}. Check your connection and try again.` }));
    }
  }, [path, what]);

  // On mount (unless the server's rows are here) and whenever the address changes.
  useEffect(() => {
    if (hasInitialRows.current) {
      hasInitialRows.current = false;
      return;
    }
    void reload();
  }, [reload]);

  // Between an address change and the read it starts, the new address is already loading.
  const current = state.path === path ? state : { data: null, loading: true, error: null };
  return { data: current.data, loading: current.loading, error: current.error, reload };
}
