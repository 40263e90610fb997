/**
 * Traffic analytics that track no one, shared by the loader (which reports a page view) and the server
 * (which counts it): the endpoint, the beacon's shape, how a page view is read from the page's own address
 * and referrer, and the device classes. Types, constants and small functions only: the loader is inlined in
 * every page, so nothing here may pull in a validator.
 */
import { visitSourceFor } from "./visit-source.ts";

export const TRAFFIC_PATH = "/api/traffic";

/** The owner's pages and post previews are not visits (nor are pages marked noindex: the loader checks). */
export const PAGE_VIEW_SKIP = /^\/(admin|preview)(\/|$)/;

/**
 * One page view as the beacon sends it (short keys: it goes with every page load). No identifier of any
 * kind: the server recognises a visitor for one UTC day only, by a salted hash it never keeps beside the counts.
 */
export interface PageViewReport {
  /** The page's path, without query or fragment. */
  p: string;
  /** 1 when this view starts a visit: it came from another site, with UTM parameters, or with no referrer from this site. */
  e: 0 | 1;
  /** The referring site's host, only when it is another site. */
  r?: string;
  /** utm_source, utm_medium, utm_campaign of the page's address, when present. */
  s?: string;
  m?: string;
  c?: string;
  /** The viewport's width in CSS pixels: the device class is read from it. */
  w: number;
}

/**
 * The report for a page load: the path and, when the view starts a visit, where it came from — the same
 * rule the lead's landing page follows (src/shared/visit-source.ts), so leads and entries can be compared.
 * @example pageViewReportOf(new URL("https://site.test/blog?utm_source=nl"), "", 390) // { p: "/blog", e: 1, w: 390, r: "", s: "nl", m: "", c: "" }
 */
export function pageViewReportOf(page: URL, referrer: string, width: number): PageViewReport {
  // Tagged or from another site: a visit starts here, with its source. With no referrer from this site
  // (typed, a bookmark, a new tab) a visit starts here too, from nowhere. Empty fields are dropped by the server.
  const started = visitSourceFor(page, referrer, true);
  return {
    p: page.pathname,
    e: started || !sameOrigin(referrer, page) ? 1 : 0,
    w: Math.round(width),
    r: started?.referrerHost,
    s: started?.utmSource,
    m: started?.utmMedium,
    c: started?.utmCampaign,
  };
}

function sameOrigin(referrer: string, page: URL): boolean {
  try {
    return new URL(referrer).origin === page.origin;
  } catch {
    return false;
  }
}

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * The device class of a viewport width (CSS pixels), at the breakpoints most analytics tools use.
 * @example deviceClassOf(390) // "mobile"
 */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 576) return "mobile";
  if (width < 992) return "tablet";
  return "desktop";
}
