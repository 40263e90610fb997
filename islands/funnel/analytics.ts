/**
 * Anonymous funnel reports (src/shared/funnel-events.ts) with navigator.sendBeacon. The visit id is random,
 * made once per page load and kept only in this module's memory: no cookie, no storage, nothing that links
 * two page loads. Each report goes once per page load; the server counts each step once per visit anyway.
 * Each carries where the tab's visit came from, when known (its UTM values and the referring host; not its
 * landing page, which only the lead keeps), and the post whose call to action opened the funnel, if one did.
 * Reporting never throws: the funnel must work whatever the browser lacks.
 */
import { FUNNEL_EVENTS_PATH, type FunnelEvent } from "../../src/shared/funnel-events.ts";
import { currentVisitSource } from "../lib/visit-source.ts";

let visit = "";
let fromPost: string | null = null;
const sent = new Set<string>();

/** The post whose call to action opened the funnel on this page load, sent with every report (src/shared/post-call-to-action.ts). */
export function countFunnelFromPost(slug: string | null): void {
  fromPost = slug;
}

export function reportFunnel(event: FunnelEvent["event"], step: number, businessType?: FunnelEvent["businessType"]): void {
  const key = event === "leave" ? event : event + step;
  if (sent.has(key)) return;
  try {
    visit ||= crypto.randomUUID();
    const { utmSource, utmMedium, utmCampaign, referrerHost } = currentVisitSource();
    // Only what is known: a direct visit's report is the bare report.
    const source = Object.entries({ utmSource, utmMedium, utmCampaign, referrerHost }).filter(([, value]) => value !== "");
    const body: FunnelEvent = { visit, event, step, businessType, ...Object.fromEntries(source), ...(fromPost ? { fromPost } : {}) };
    if (navigator.sendBeacon(FUNNEL_EVENTS_PATH, JSON.stringify(body))) sent.add(key);
  } catch {
    // No beacon, no randomUUID (an http page that is not localhost): the funnel goes on unreported.
  }
}
