/**
 * Anonymous funnel analytics, shared by the funnel island (which reports) and the server (which counts):
 * the endpoint, the shape of one report, the steps as the admin's Funnel view names them, the ranges it
 * offers. Types and constants only: the island must not pull a validator into the home page's bundle.
 */
import type { BusinessType } from "./lead-options.ts";

export const FUNNEL_EVENTS_PATH = "/api/funnel-events";

/**
 * view  — the visit was shown step `step` (1–5): it reached that step, and so every step before it.
 * done  — the lead was accepted (`step` is 5): the visit completed the funnel.
 * leave — the page was left at step `step` without completing (reported once per visit).
 */
export const funnelEventKinds = ["view", "done", "leave"] as const;
export type FunnelEventKind = (typeof funnelEventKinds)[number];

/** The steps a visit can reach: the five of the funnel, then 6 for completed. */
export const FUNNEL_STEPS = 5;
export const COMPLETED_STEP = 6;

/**
 * One report, sent with navigator.sendBeacon as a JSON string (so text/plain). `visit` is a random UUID
 * made in memory once per page load: it lets the server count each step once per visit, and is never
 * stored in the browser (no cookie, no storage), so nothing links two page loads.
 */
export interface FunnelEvent {
  visit: string;
  event: FunnelEventKind;
  step: number;
  /** Chosen at step 1; required from step 2 on, so conversion can be shown per business type. */
  businessType?: BusinessType;
  /** Where the tab's visit came from (src/shared/visit-source.ts), sent only when known: counted per day, never kept with the visit. */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrerHost?: string;
  /** The post whose call to action opened the funnel on this page load (src/shared/post-call-to-action.ts), if one did. */
  fromPost?: string;
}

/** Step names as the Funnel view shows them (6: completed). */
export const funnelStepLabels: Record<number, string> = {
  1: "Business type",
  2: "Biggest challenge",
  3: "Main goal",
  4: "Contact preference",
  5: "Contact details",
  6: "Completed",
};

/** The ranges the Funnel view and GET /api/admin/funnel-stats offer: the last N UTC days, today included. */
export const funnelRanges = [7, 30, 90] as const;
export type FunnelRange = (typeof funnelRanges)[number];
export const DEFAULT_FUNNEL_RANGE: FunnelRange = 30;

/** @example funnelRangeOf("7") // 7; funnelRangeOf("8") // undefined */
export function funnelRangeOf(value: string | null | undefined): FunnelRange | undefined {
  return funnelRanges.find((days) => String(days) === value);
}

/** What GET /api/admin/funnel-stats returns and the Funnel view shows (db/queries/funnel-stats.ts computes it). */
export interface FunnelStepStats {
  /** 1–5. */
  step: number;
  label: string;
  /** Visits that reached this step. */
  reached: number;
  /** Of those, the share (%, one decimal) that did not reach the next step (for step 5: did not complete); null without visits. */
  dropOffPercent: number | null;
  /** Visits whose page was left at this step, as browsers reported it (a lower bound: not every browser reports leaving). */
  left: number;
}

export interface FunnelBusinessTypeStats {
  businessType: BusinessType;
  label: string;
  /** Visits that chose this type and went on to step 2. */
  started: number;
  completions: number;
  /** completions ÷ started (%, one decimal); null without visits. */
  conversionPercent: number | null;
}

/** Visits and completions of one source (the UTM source, else the referring host; "" direct) or one UTM campaign ("" none). */
export interface FunnelSourceStats {
  name: string;
  /** Visits that saw the funnel. */
  visits: number;
  completions: number;
  /** completions ÷ visits (%, one decimal); null without visits. */
  conversionPercent: number | null;
}

/** The sources or campaigns past the first FUNNEL_SOURCE_ROWS, summed: how many there are and their numbers. */
export interface FunnelOtherSources extends Omit<FunnelSourceStats, "name"> {
  count: number;
}

/** How many sources and campaigns the Funnel view lists by name; the rest are summed in one row. */
export const FUNNEL_SOURCE_ROWS = 10;

export interface FunnelStats {
  days: FunnelRange;
  /** First and last UTC day of the range, inclusive (the last is today). */
  from: string;
  to: string;
  timeZone: "UTC";
  steps: FunnelStepStats[];
  completions: number;
  /** completions ÷ visits that reached step 1 (%, one decimal); null without visits. */
  conversionPercent: number | null;
  businessTypes: FunnelBusinessTypeStats[];
  /** The sources with the most visits first (ties by name), at most FUNNEL_SOURCE_ROWS; `otherSources` sums the rest. */
  sources: FunnelSourceStats[];
  otherSources: FunnelOtherSources | null;
  /** The same by UTM campaign; visits without one are not listed. */
  campaigns: FunnelSourceStats[];
  otherCampaigns: FunnelOtherSources | null;
  /** The same by the post whose call to action opened the funnel (its slug); visits no post opened are not listed. */
  posts: FunnelSourceStats[];
  otherPosts: FunnelOtherSources | null;
  /**
   * Every lead received in the range, spam left out, as the Leads tab counts them. Not a ratio's part: a lead
   * can come from a browser these counts never saw (no JavaScript), so it may exceed `completions`.
   */
  leads: number;
}
