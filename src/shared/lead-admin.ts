/**
 * The Leads tab beyond its list: one lead's detail (notes, status history), the 24-hour promise's numbers,
 * and the promise's arithmetic for a lead's age, which the server's first paint and the island compute
 * alike. Dates are ISO strings, as the JSON carries them.
 */
import type { AdminLead, LeadPage } from "./admin-api.ts";
import type { LeadMetricRange } from "./lead-list-view.ts";
import { type LeadStatus, RESPONSE_PROMISE_HOURS } from "./lead-pipeline.ts";

/** What a timeline entry records: a note, or a call or an e-mail the owner logged. */
export const LEAD_NOTE_KINDS = ["note", "call", "email"] as const;
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number];
export const leadNoteKindLabels: Record<LeadNoteKind, string> = { note: "Note", call: "Call", email: "E-mail" };

/** An entry of a lead's timeline (a note, a logged call or e-mail), newest first in the detail. */
export type LeadNote = {
  id: number;
  kind: LeadNoteKind;
  body: string;
  createdAt: string;
  /** Set once the text was changed; `edits` holds what it said before. */
  editedAt: string | null;
  /** The earlier texts, newest first: who changed it, when, and what it said until then. */
  edits: { body: string; at: string; by: string }[];
  /** Who wrote it, in words: "This session · Chrome 131 on macOS", "API key “Zapier”". */
  by: string;
};

/** One move through the pipeline, oldest first. */
export type LeadStatusEntry = {
  id: number;
  from: LeadStatus;
  to: LeadStatus;
  at: string;
  /** Who moved it, in words; "The e-mail's Mark contacted link" for the owner's one-click link. */
  by: string;
};

/** GET /api/admin/leads/:id: everything the detail view shows. */
export type LeadDetail = {
  lead: AdminLead;
  notes: LeadNote[];
  history: LeadStatusEntry[];
  /** The owner's zone (their call availability's): a booked call's time is shown in it. */
  callZone: string;
  /** When the server read it: the detail's "now" for the edit windows until the browser's clock takes over. */
  readAt: string;
};

/** PATCH /api/admin/leads/:id/status: the lead as it is now, and the move (from and to equal: it was there already). */
export type LeadStatusAnswer = {
  changed: boolean;
  from: LeadStatus;
  to: LeadStatus;
  lead: AdminLead;
};

/** PATCH /api/admin/leads/:id/follow-up: the lead as it is now, and what changed ("nextStep", "deal"). */
export type LeadFollowUpAnswer = { lead: AdminLead; changed: ("nextStep" | "deal")[] };

/** The 409 of a status change made from a status the lead has left meanwhile: nothing was written. */
export type LeadStatusMoved = { error: string; code: "status_moved"; current: AdminLead };

/** How long the first contact took, in the buckets the dashboard compares. */
export const RESPONSE_BUCKETS = ["lt1h", "h1to8", "h8to24", "gt24h", "never"] as const;
export type ResponseBucket = (typeof RESPONSE_BUCKETS)[number];

export const responseBucketLabels: Record<ResponseBucket, string> = {
  lt1h: "Under 1 h",
  h1to8: "1–8 h",
  h8to24: "8–24 h",
  gt24h: "Over 24 h",
  never: "Never",
};

/** GET /api/admin/lead-metrics?days: the promise kept, over the leads received in the last `days` days (spam left out). */
export type LeadMetrics = {
  days: LeadMetricRange;
  /** Leads received in the range. */
  received: number;
  /** Those the promise has been decided for: contacted, or 24 hours old without a contact. */
  decided: number;
  /** Contacted within 24 hours of arriving. */
  withinPromise: number;
  /** withinPromise of decided, one decimal; null when nothing is decided yet. */
  withinPromisePercent: number | null;
  /** The median wait for a first contact among the contacted, in seconds; null when none was contacted. */
  medianFirstContactSeconds: number | null;
  /** Won leads by how long their first contact took. */
  buckets: { bucket: ResponseBucket; leads: number; won: number; wonPercent: number | null }[];
  /** New leads still inside their 24 hours, and New leads past them (any age, not only the range's). */
  waitingNow: number;
  overdueNow: number;
  calls: CallMetrics;
};

/** The calls booked in the funnel by the range's leads (spam left out). */
export type CallMetrics = {
  /** Leads that chose "schedule a call". */
  callLeads: number;
  /** Of those, how many booked a time in the funnel (whatever became of the call). */
  booked: number;
  /** booked of callLeads, one decimal; null without call leads. */
  bookedPercent: number | null;
  /** Calls marked held and no-show. */
  held: number;
  noShow: number;
  /** held of held + noShow, one decimal; null before any call is marked. */
  showPercent: number | null;
  /** The median time from a lead's arrival to the start of its call (cancelled calls left out), in seconds; null: none. */
  medianLeadToCallSeconds: number | null;
};

/** What the Leads tab's first paint carries: the page, the sources to filter by, the promise's numbers and when they were read. */
export type LeadsTab = {
  page: LeadPage;
  /** Every UTM source and referrer host leads came with, for the source filter (lower case, A→Z). */
  sources: string[];
  metrics: LeadMetrics;
  /** The owner's zone (their call availability's): booked calls' times are shown in it. */
  callZone: string;
  readAt: string;
};

const HOUR_MS = 3_600_000;
/** From this share of the promise on a New lead is close to it (18 of 24 hours). */
const CLOSE_SHARE = 0.75;

export type PromiseTone = "ok" | "close" | "overdue";

export interface PromiseAge {
  /** "40 min of 24 h", "3 h of 24", "Overdue · 27 h", "Overdue · 3 d". */
  text: string;
  /** The same for a screen reader, in whole words. */
  label: string;
  tone: PromiseTone;
}

/**
 * A New lead's age against the promise at `now`.
 * @example promiseAge("2026-01-05T09:00:00Z", Date.parse("2026-01-05T12:10:00Z")).text // "3 h of 24"
 */
export function promiseAge(createdAt: string, now: number): PromiseAge {
  const ms = Math.max(0, now - Date.parse(createdAt));
  const hours = Math.floor(ms / HOUR_MS);
  if (ms >= RESPONSE_PROMISE_HOURS * HOUR_MS) {
    const age = hours >= 72 ? `${Math.floor(hours / 24)} d` : `${hours} h`;
    return { text: `Overdue · ${age}`, label: `Waiting ${age.replace(" d", " days").replace(" h", " hours")}, past the ${RESPONSE_PROMISE_HOURS}-hour promise`, tone: "overdue" };
  }
  const tone: PromiseTone = ms >= CLOSE_SHARE * RESPONSE_PROMISE_HOURS * HOUR_MS ? "close" : "ok";
  if (hours === 0) {
    // The first minute reads "1 min": "0 min" looks like a clock that is not running.
    const minutes = Math.max(1, Math.floor(ms / 60_000));
    return { text: `${minutes} min of ${RESPONSE_PROMISE_HOURS} h`, label: `Waiting ${minutes} minutes of the ${RESPONSE_PROMISE_HOURS}-hour promise`, tone };
  }
  return { text: `${hours} h of ${RESPONSE_PROMISE_HOURS}`, label: `Waiting ${hours} ${hours === 1 ? "hour" : "hours"} of the ${RESPONSE_PROMISE_HOURS}-hour promise`, tone };
}

/**
 * A wait in words, for the median and a lead's first contact.
 * @example waitText(5400) // "1 h 30 min"
 */
export function waitText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "< 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.round(hours / 24)} d`;
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The source of a lead in a few words: "google / cpc", "news.example.com", or "Direct". */
export function sourceText(lead: Pick<AdminLead, "utmSource" | "utmMedium" | "referrerHost">): string {
  if (lead.utmSource) return lead.utmMedium ? `${lead.utmSource} / ${lead.utmMedium}` : lead.utmSource;
  return lead.referrerHost || "Direct";
}
