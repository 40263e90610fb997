/**
 * The Leads tab's state in the address: the list's view, the promise's range (days) and the lead whose
 * detail is open. A change of filter, page or range is a new history entry (Back undoes it), a search
 * being typed replaces its own entry, and opening or closing a lead only rewrites the current one (so a
 * reload reopens it, and Back never walks through every lead looked at). Reads keep the last answer on
 * screen while the next one loads, instead of flashing skeleton rows on every keystroke. The server's
 * first answers are used as they are: nothing is fetched on load. Also the tab's clock.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { LEADS_PAGE_SIZE } from "../../src/shared/admin-api.ts";
import {
  DEFAULT_LEAD_METRIC_RANGE,
  LEAD_METRIC_RANGES,
  type LeadListView,
  type LeadMetricRange,
  leadApiParams,
  leadListParams,
  leadListViewOf,
} from "../../src/shared/lead-list-view.ts";
import { adminGet } from "../lib/admin-api.ts";
import { redirectIfUnauthorized } from "./session.ts";
import { useHydrated } from "./table-dates.ts";

export const LEADS_PATH = "/api/admin/leads";
const DASHBOARD_PATH = "/admin/dashboard";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadsAddress {
  view: LeadListView;
  days: LeadMetricRange;
  /** The lead whose detail is open, or null. */
  lead: string | null;
}

/** The tab's address: /admin/dashboard?tab=leads&… (defaults left out). Also rendered on the server, as link targets. */
export function addressOf({ view, days, lead }: LeadsAddress): string {
  const params = new URLSearchParams([["tab", "leads"], ...leadListParams(view)]);
  if (days !== DEFAULT_LEAD_METRIC_RANGE) params.set("days", String(days));
  if (lead) params.set("lead", lead);
  return `${DASHBOARD_PATH}?${params}`;
}

/** The API's address for a view's page. */
export function pagePathOf(view: LeadListView): string {
  return `${LEADS_PATH}?${new URLSearchParams(leadApiParams(view, { limit: LEADS_PAGE_SIZE }))}`;
}

/** The CSV export of everything the view shows (its status included, every page). */
export function csvPathOf(view: LeadListView): string {
  return `${LEADS_PATH}.csv?${new URLSearchParams(leadApiParams(view))}`;
}

export function metricsPathOf(days: LeadMetricRange): string {
  return `/api/admin/lead-metrics?days=${days}`;
}

function addressFromLocation(): LeadsAddress {
  const params = new URLSearchParams(window.location.search);
  const days = LEAD_METRIC_RANGES.find((d) => String(d) === params.get("days")) ?? DEFAULT_LEAD_METRIC_RANGE;
  const lead = params.get("lead");
  return { view: leadListViewOf((name) => params.get(name)), days, lead: lead && UUID.test(lead) ? lead.toLowerCase() : null };
}

/** How a change enters the history: a new entry, or in place of the current one. */
export type HistoryMode = "push" | "replace";

/**
 * @param initial what the server read from the address.
 * @param onAddress called with the state read back from the address (Back, Forward), so the search box can follow.
 */
export function useLeadsAddress(initial: LeadsAddress, onAddress: (address: LeadsAddress) => void) {
  const [address, setAddress] = useState(initial);
  const follow = useRef(onAddress);
  follow.current = onAddress;

  const navigate = useCallback((next: LeadsAddress, mode: HistoryMode) => {
    setAddress(next);
    const url = addressOf(next);
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once: the address as the server understood it, then Back and Forward
  useEffect(() => {
    function onPopState() {
      const fromAddress = addressFromLocation();
      setAddress(fromAddress);
      follow.current(fromAddress);
    }
    const understood = addressOf(initial);
    // Back or Forward before the island woke (a reload, then Back at once): the address is another view now.
    if (addressOf(addressFromLocation()) !== understood) onPopState();
    // An address the server read leniently (page=abc) is written back as it was understood.
    else if (`${window.location.pathname}${window.location.search}` !== understood) window.history.replaceState(null, "", understood);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  return { address, navigate };
}

interface ReadState<T> {
  /** The API address the data was read from (or is being read from). */
  path: string;
  data: T | null;
  loading: boolean;
  error: string | null;
}

/**
 * What GET `path` answers: the server's answer at first, then each path's own read, the last answer
 * staying on screen meanwhile; `reload()` after a write. A 401 sends the admin back to /admin.
 */
export function useKeptRead<T>(path: string, what: string, initial: T | undefined) {
  const [state, setState] = useState<ReadState<T>>(() => ({ path, data: initial ?? null, loading: initial === undefined, error: null }));
  const latest = useRef(0);
  const skipFirstRead = useRef(initial !== undefined);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => ({ ...s, path, loading: true }));
    try {
      const data = await adminGet<T>(path);
      if (call !== latest.current) return;
      setState({ path, data, loading: false, error: null });
    } catch (e) {
      if (call !== latest.current || redirectIfUnauthorized(e)) return;
      console.error(`Loading ${what} failed:`, e);
      setState((s) => ({ ...s, loading: false, error: `Couldn't load the ${what}. Check your connection and try again.` }));
    }
  }, [path, what]);

  useEffect(() => {
    if (skipFirstRead.current) {
      skipFirstRead.current = false;
      return;
    }
    void reload();
  }, [reload]);

  // Between a path change and the read it starts, the new path is already loading.
  return { data: state.data, loading: state.loading || state.path !== path, error: state.path === path ? state.error : null, reload };
}

const TICK_MS = 30_000;

/**
 * The tab's "now" for the leads' ages: the moment the server read them in the first paint (its render and
 * the hydrating one must agree), the browser's clock from the render after, moving every half minute.
 */
export function useLeadClock(readAt: string | undefined): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!hydrated) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [hydrated]);
  if (hydrated) return now;
  return readAt ? Date.parse(readAt) : null;
}
