/**
 * The tab's visit source in the browser (src/shared/visit-source.ts decides it): noted by the loader on
 * every page load, read by the funnel when it reports and when it sends the lead. Kept in sessionStorage,
 * which the browser clears with the tab; where storage is blocked, the page's own address and referrer stand in.
 */
import { PAGE_VIEW_SKIP as NOT_A_VISIT } from "../../src/shared/traffic.ts";
import { cleanVisitSource, parseVisitSource, VISIT_SOURCE_KEY, type VisitSource, visitSourceFor } from "../../src/shared/visit-source.ts";

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(VISIT_SOURCE_KEY);
  } catch {
    return null;
  }
}

function thisPage(hasEarlier: boolean): VisitSource | null {
  return visitSourceFor(new URL(window.location.href), document.referrer, hasEarlier);
}

/** Called by the loader once per page load, before anything else. Never throws. */
export function noteVisitSource(): void {
  try {
    if (NOT_A_VISIT.test(window.location.pathname)) return;
    const source = thisPage(stored() !== null);
    if (source) window.sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(source));
  } catch {
    // No storage (a privacy setting): currentVisitSource() reads this page instead.
  }
}

/** The tab's visit source, cleaned as the server will store it. */
export function currentVisitSource(): VisitSource {
  return parseVisitSource(stored()) ?? cleanVisitSource(thisPage(false) ?? {});
}
