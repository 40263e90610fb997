/**
 * The page-view beacon, sent by the loader once per page load (src/shared/traffic.ts says what it holds).
 * No cookie, no storage, no identifier: the report is the path, where the visit came from when it starts
 * here, and the viewport's width. Pages that are not visits are skipped: the owner's pages and post
 * previews, and every page the server marks noindex (a 404, the database-down page). A page prerendered
 * by the browser is counted only if the visitor opens it.
 *
 * It goes once the page has painted: reading the viewport's width while the loader runs made the browser lay
 * the whole page out inside the loader's task, before the first paint (21–37 ms on a 2-core machine:
 * `bun run bench:first-frame`), and the beacon has no reason to be early. Not from requestAnimationFrame: its
 * callback runs in the task that paints, which ties the loader to the first paint. A tab opened in the
 * background paints nothing until it is shown: its view counts when the visitor looks at it.
 */
import { PAGE_VIEW_SKIP, pageViewReportOf, TRAFFIC_PATH } from "../../src/shared/traffic.ts";

function sendAfterFirstPaint(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // No paint timing (an old browser): the first frame is near enough.
    requestAnimationFrame(() => setTimeout(send, 0));
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    setTimeout(send, 0);
  });
  observer.observe({ type: "paint", buffered: true });
}

function send(): void {
  try {
    const body = JSON.stringify(pageViewReportOf(new URL(window.location.href), document.referrer, window.innerWidth));
    // A string is sent as text/plain: no preflight, and the page never waits for it.
    if (!navigator.sendBeacon?.(TRAFFIC_PATH, body)) {
      fetch(TRAFFIC_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
    }
  } catch {
    // No beacon and no fetch: the view goes uncounted.
  }
}

/** Never throws: counting a view must not cost the page anything. */
export function reportPageView(): void {
  try {
    if (PAGE_VIEW_SKIP.test(window.location.pathname) || document.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
    if (prerendering) document.addEventListener("prerenderingchange", sendAfterFirstPaint, { once: true });
    else sendAfterFirstPaint();
  } catch {
    // No beacon and no fetch: the view goes uncounted.
  }
}
