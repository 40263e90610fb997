/** The admin's Today page as the server reads it (src/admin/overview/read-overview.ts); dates are ISO strings. */
import type { ChannelHealth } from "./notifications.ts";

export interface OverviewLead {
  id: string;
  name: string;
  businessName: string | null;
  createdAt: string;
  nextStepAt: string | null;
  nextStep: string | null;
}

export interface OverviewData {
  readAt: string;
  counts: {
    newLeads: number;
    overdueLeads: number;
    followUpsDue: number;
    /** Next steps due after now and within FOLLOW_UP_HORIZON_DAYS. */
    followUpsComing: number;
    drafts: number;
    scheduled: number;
  };
  /** New leads, oldest first: past the promise, then the closest to it. */
  waiting: OverviewLead[];
  /** Next steps due now or within the horizon, soonest (most overdue) first. */
  followUps: OverviewLead[];
  recentDrafts: { id: number; title: string; updatedAt: string }[];
  nextScheduled: { id: number; title: string; publishedAt: string | null }[];
  /** The last seven UTC days, oldest first. */
  week: { day: string; visits: number; leads: number }[];
  /** Notification channels whose latest delivery failed. */
  failing: ChannelHealth[];
}

/** How far ahead the Today page lists next steps. */
export const FOLLOW_UP_HORIZON_DAYS = 7;
/** How many of each list it shows; the counts say how many there are. */
export const OVERVIEW_LIST_LENGTH = 5;
