/**
 * The page-view beacon, sent by the loader once per page load (src/shared/traffic.ts says what it holds).
 * No cookie, no storage, no identifier: the report is the path, where the visit came from when it starts
 * here, and the viewport's width. Pages that are not visits are skipped: the owner's pages and post
 * previews, and every page the server marks noindex (a 404, the database-down page). A page prerendered
 * by the browser is counted only if the visitor opens it.
 */
import { PAGE_VIEW_SKIP, pageViewReportOf, TRAFFIC_PATH } from "../../src/shared/traffic.ts";

function send(): void {
  const body = JSON.stringify(pageViewReportOf(new URL(window.location.href), document.referrer, window.innerWidth));
  // A string is sent as text/plain: no preflight, and the page never waits for it.
  if (!navigator.sendBeacon?.(TRAFFIC_PATH, body)) {
    fetch(TRAFFIC_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
  }
}

/** Never throws: counting a view must not cost the page anything. */
export function reportPageView(): void {
  try {
    if (PAGE_VIEW_SKIP.test(window.location.pathname) || document.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
    if (prerendering) document.addEventListener("prerenderingchange", send, { once: true });
    else send();
  } catch {
    // No beacon and no fetch: the view goes uncounted.
  }
}
