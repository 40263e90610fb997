/**
 * What GET /api/admin/traffic-stats returns and the dashboard's Traffic tab shows (db/queries/traffic-stats.ts
 * computes it), and the dimensions the daily aggregates are kept by. Ranges are the Funnel view's.
 */
import type { FunnelRange } from "./funnel-events.ts";
import type { DeviceClass } from "./traffic.ts";

/**
 * What traffic_daily counts by. "site" is the day's total (value ''); page and device count every view;
 * source (the UTM source, else the referring host, '' direct — as the funnel and the leads name it),
 * referrer, utm_medium and utm_campaign count only views that start a visit, where a visit's origin is known.
 */
export const TRAFFIC_DIMENSIONS = ["site", "page", "device", "source", "referrer", "utm_medium", "utm_campaign"] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

/** The raw marks' kinds: one per dimension (the visitor was counted for that value today), and "entry" (entered on a page). */
export const TRAFFIC_MARK_KINDS = [...TRAFFIC_DIMENSIONS, "entry"] as const;

/** Distinct values a dimension keeps per day; later new values are counted as OTHER_VALUE, so junk cannot grow the table. */
export const TRAFFIC_VALUES_PER_DAY = 1000;
export const OTHER_VALUE = "(other)";

/** How many rows each table of the view lists by name; the rest are summed in one row. */
export const TRAFFIC_ROWS = 10;

export interface TrafficDay {
  /** UTC day, "2026-11-27". */
  day: string;
  views: number;
  visitors: number;
}

/** One page, host, source or UTM value over the range. For sources, referrers and UTM values every view is an entry. */
export interface TrafficRow {
  name: string;
  views: number;
  /** The sum of each day's unique visitors: a visitor who came on two days counts twice. */
  visitors: number;
  entries: number;
}

/**
 * A row with how far the visits that entered under it got: each number is a part of the one before it
 * (entries ⊇ sawFunnel ⊇ finishedFunnel ⊇ leads), counted once per visit, so no ratio passes 100 %.
 */
export interface TrafficConversionRow extends TrafficRow {
  /** Visits entered here that saw the funnel. */
  sawFunnel: number;
  /** …and finished it (the funnel reported it done, or a lead arrived from the visit). */
  finishedFunnel: number;
  /** Visits entered here that sent a lead (spam left out); a visit that sent two leads counts once. */
  leads: number;
  /** leads ÷ entries (%, one decimal); null without entries. */
  conversionPercent: number | null;
}

export interface TrafficTable<Row extends TrafficRow> {
  rows: Row[];
  /** The rows past the first TRAFFIC_ROWS, summed, with how many there are; null when there are none. */
  other: (Omit<Row, "name"> & { count: number }) | null;
}

export interface TrafficDeviceRow {
  device: DeviceClass;
  views: number;
  visitors: number;
  /** Share of the range's views (%, one decimal); null without views. */
  viewsPercent: number | null;
}

export interface TrafficStats {
  days: FunnelRange;
  from: string;
  to: string;
  timeZone: "UTC";
  views: number;
  /** The sum of each day's unique visitors. */
  visitors: number;
  entries: number;
  /** Every day of the range, oldest first, days without views as zeros. */
  daily: TrafficDay[];
  /** By views. */
  pages: TrafficTable<TrafficRow>;
  /** By entries, with the leads that entered there. */
  entryPages: TrafficTable<TrafficConversionRow>;
  /** By entries: the UTM source, else the referring host; "" is direct. With the leads from each. */
  sources: TrafficTable<TrafficConversionRow>;
  referrers: TrafficTable<TrafficRow>;
  campaigns: TrafficTable<TrafficConversionRow>;
  mediums: TrafficTable<TrafficRow>;
  devices: TrafficDeviceRow[];
  /** From a visit to a lead, in visits only: each stage a part of the one before. */
  path: TrafficPath;
  /** The path's funnel part as the Traffic tab has always named it: visits that saw the funnel, finished it, and finished ÷ saw. */
  funnel: { visits: number; completions: number; conversionPercent: number | null };
  /**
   * Every lead received in the range, spam left out — as the Leads tab counts them, including leads from
   * visits the analytics leave out (bots, no JavaScript), which are in no ratio.
   */
  leads: number;
  /** Visits that sent a lead ÷ visits (path.sentLead ÷ entries, %, one decimal); null without entries. */
  leadConversionPercent: number | null;
}

/**
 * Visits → visits that saw the funnel → visits that finished it → visits that sent a lead. Counted once per
 * visit, and a visit reaches a stage only through the ones before it, so each percent (of the stage before)
 * is at most 100.
 */
export interface TrafficPath {
  visits: number;
  sawFunnel: number;
  finishedFunnel: number;
  sentLead: number;
  /** sawFunnel ÷ visits (%, one decimal); null without visits. */
  sawFunnelPercent: number | null;
  /** finishedFunnel ÷ sawFunnel. */
  finishedFunnelPercent: number | null;
  /** sentLead ÷ finishedFunnel. */
  sentLeadPercent: number | null;
}
