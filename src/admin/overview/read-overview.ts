/** The Today page's data, read on the server in one round of parallel reads. */
import type { Database } from "../../../db/client.ts";
import { utcDay } from "../../../db/queries/funnel-stats.ts";
import {
  countFollowUpsComing,
  type OverviewLead as LeadRow,
  listFollowUps,
  listWaitingLeads,
  readDailyVisitsAndLeads,
  readOverviewPosts,
  readUrgentCounts,
} from "../../../db/queries/overview.ts";
import type { Env } from "../../env.ts";
import { FOLLOW_UP_HORIZON_DAYS, OVERVIEW_LIST_LENGTH, type OverviewData, type OverviewLead } from "../../shared/overview.ts";
import { readFailingChannels } from "../notifications/read-notifications.ts";

const DAY_MS = 86_400_000;

function leadJson(row: LeadRow): OverviewLead {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    businessName: row.businessName,
    createdAt: row.createdAt.toISOString(),
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
    nextStep: row.nextStep,
  };
}

/** @example const today = await readOverview(db, env); today.counts.overdueLeads */
export async function readOverview(db: Database, env: Env, now = new Date()): Promise<OverviewData> {
  const horizon = new Date(now.getTime() + FOLLOW_UP_HORIZON_DAYS * DAY_MS);
  const [urgent, coming, waiting, followUps, posts, week, failing] = await Promise.all([
    readUrgentCounts(db),
    countFollowUpsComing(db, horizon),
    listWaitingLeads(db, OVERVIEW_LIST_LENGTH),
    listFollowUps(db, horizon, OVERVIEW_LIST_LENGTH),
    readOverviewPosts(db, OVERVIEW_LIST_LENGTH),
    readDailyVisitsAndLeads(db, utcDay(new Date(now.getTime() - 6 * DAY_MS)), utcDay(now)),
    readFailingChannels(db, env),
  ]);
  return {
    readAt: now.toISOString(),
    counts: { ...urgent, followUpsComing: coming, drafts: posts.drafts, scheduled: posts.scheduled },
    waiting: waiting.map(leadJson),
    followUps: followUps.map(leadJson),
    recentDrafts: posts.recentDrafts.map((p) => ({ id: p.id, title: p.title, updatedAt: p.updatedAt.toISOString() })),
    nextScheduled: posts.nextScheduled.map((p) => ({ id: p.id, title: p.title, publishedAt: p.publishedAt?.toISOString() ?? null })),
    week,
    failing,
  };
}
