/**
 * One admin list read (spec §7, §9): fetched once on mount, no retry, no polling, no refetch on
 * focus; `reload()` after every successful write. The rows stay while a reload runs, so only the
 * first load shows skeletons. A 401 sends the user back to /admin.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { adminGet } from "../lib/admin-api.ts";
import { redirectIfUnauthorized } from "./session.ts";

export interface AdminList<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/** @example const posts = useAdminList<AdminPost[]>("/api/admin/blog-posts", "blog posts"); */
export function useAdminList<T>(path: string, what: string): AdminList<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const result = await adminGet<T>(path);
      if (call !== latest.current) return;
      setData(result);
      setError(null);
    } catch (e) {
      if (call !== latest.current || redirectIfUnauthorized(e)) return;
      console.error(`Loading ${what} failed:`, e);
      setError(`Couldn't load the ${what}. Check your connection and try again.`);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [path, what]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
