/**
 * The owner's plan with a lead: its next step (what and when) and what the deal is worth. A next step set to
 * a new time gets a new number (next_step_seq), and its reminder's outbox row is keyed by that number: each
 * step is reminded once, and a step moved to another time is reminded again at it. The reminder scan queues
 * the steps that fell due (every instance scans; the unique index keeps one row).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { leadNotificationOutbox, leads } from "../schema/index.ts";
import { rowsOf } from "./rows-of.ts";

/** A step that fell due longer ago than this when the scan first saw it is not reminded (a server that was off for days). */
export const FOLLOW_UP_LATE_LIMIT_HOURS = 48;

export interface NextStep {
  at: Date | null;
  step: string | null;
}

/**
 * Sets (or, with `at: null`, clears) the lead's next step; false when there is no such lead.
 * @example await setLeadNextStep(db, leadId, { at: new Date("2026-12-03T09:00:00Z"), step: "Call back about Pro" });
 */
export async function setLeadNextStep(db: Database, leadId: string, next: NextStep): Promise<boolean> {
  const at = next.at ? sql`${next.at.toISOString()}::timestamptz` : sql`null`;
  const [row] = await db
    .update(leads)
    .set({
      nextStepAt: next.at,
      nextStep: next.at ? next.step : null,
      // A new time is a new step to remind of; the same time with other words is the same step. The number wraps
      // at the smallint's end, far past any lead's life.
      nextStepSeq: sql`case when ${leads.nextStepAt} is distinct from ${at} and ${at} is not null then (${leads.nextStepSeq} % 32767) + 1 else ${leads.nextStepSeq} end`,
    })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return row !== undefined;
}

/** Sets (or, with null, clears) what the deal is worth; false when there is no such lead. */
export async function setLeadDeal(db: Database, leadId: string, deal: { valueMinor: number; currency: string } | null): Promise<boolean> {
  const [row] = await db
    .update(leads)
    .set({ dealValueMinor: deal?.valueMinor ?? null, dealCurrency: deal?.currency ?? null })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return row !== undefined;
}

/**
 * Queues the reminder of every next step due now (of leads still open, not spam), once per step.
 * @example const queued = await queueDueFollowUps(db);
 */
export async function queueDueFollowUps(db: Database): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into ${leadNotificationOutbox} (lead_id, channel, mark, payload)
    select l.id, 'follow-up', l.next_step_seq,
           jsonb_build_object('event', 'lead.follow-up', 'leadId', l.id, 'seq', l.next_step_seq)
      from ${leads} l
     where l.next_step_at <= now()
       and l.next_step_at > now() - make_interval(hours => ${FOLLOW_UP_LATE_LIMIT_HOURS})
       and l.status not in ('won', 'lost')
       and not l.is_spam
       -- Skips what is queued already without an insert attempt: each attempt would use up an id.
       and not exists (select 1 from ${leadNotificationOutbox} o where o.lead_id = l.id and o.channel = 'follow-up' and o.mark = l.next_step_seq)
    on conflict (lead_id, channel, mark) do nothing
    returning id`);
  return rowsOf(result).length;
}
