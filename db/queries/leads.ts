/** Leads: stored once per idempotency key, marked as repeats, spam kept but flagged; the notification outbox rows go in the same transaction. */
import { eq, sql } from "drizzle-orm";
import type { LeadInput } from "../../src/shared/lead-schema.ts";
import type { PlanInterest } from "../../src/shared/plan-interest.ts";
import type { Database } from "../client.ts";
import { leadNotificationOutbox, leads, type OutboxChannel } from "../schema/index.ts";
import { channelsForNewLead } from "./lead-outbox.ts";

export const REPEAT_WINDOW_DAYS = 30;

export interface NewLead extends LeadInput {
  idempotencyKey: string | null;
  isSpam: boolean;
  consentVersion: string;
  consentedAt: Date;
  clientIp: string | null;
  userAgent: string | null;
  /** The plan picked before the funnel and the one recommended, and where the visit came from; none of them required. */
  planInterest?: PlanInterest | null;
  recommendedPlan?: PlanInterest | null;
  landingPage?: string | null;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export interface StoredLead {
  id: string;
  /** False when the idempotency key was seen before: the earlier lead's id is returned. */
  created: boolean;
}

export type Lead = typeof leads.$inferSelect;

export async function findLeadByIdempotencyKey(db: Database, key: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row;
}

/** What the outbox keeps for each notification of a lead: the webhook's JSON body, and what the e-mail is written from. */
export type LeadNotificationPayload = ReturnType<typeof leadNotificationPayload>;

/** `keys` of `record` as given, or null where left out: an optional field not given is stored (and sent) as null. */
function orNull<T, K extends keyof T>(record: T, keys: readonly K[]): { [P in K]: Exclude<T[P], undefined> | null } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as { [P in K]: Exclude<T[P], undefined> | null };
}

/** What the visitor told the funnel, in the funnel's order; the optional fields not given are null. */
function funnelAnswers(lead: LeadInput | Lead) {
  return {
    businessType: lead.businessType,
    painPoint: lead.painPoint,
    goals: lead.goals,
    contactPreference: lead.contactPreference,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    ...orNull(lead, ["phone", "businessName"]),
  };
}

export function leadNotificationPayload(lead: Lead) {
  return {
    event: "lead.created",
    lead: { id: lead.id, createdAt: lead.createdAt.toISOString(), ...funnelAnswers(lead), isRepeat: lead.isRepeat },
  };
}

/**
 * Stores a lead. A second call with the same idempotency key stores nothing and returns the first id,
 * also when both calls race. `notify` names the channels whose outbox rows are written with it, atomically;
 * a spam lead gets none.
 */
export async function storeLead(db: Database, lead: NewLead, options: { notify: readonly OutboxChannel[] }): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        ...funnelAnswers(lead),
        idempotencyKey: lead.idempotencyKey,
        isSpam: lead.isSpam,
        // Decided in the same statement, so that no earlier query can fail a valid lead.
        isRepeat: sql`exists (select 1 from ${leads} where lower(${leads.email}) = lower(${lead.email}) and ${leads.createdAt} > now() - make_interval(days => ${REPEAT_WINDOW_DAYS}))`,
        consentVersion: lead.consentVersion,
        consentedAt: lead.consentedAt,
        clientIp: lead.clientIp,
        userAgent: lead.userAgent,
        ...orNull(lead, ["planInterest", "recommendedPlan", "landingPage", "referrerHost", "utmSource", "utmMedium", "utmCampaign"]),
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (!row) {
      const existing = await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, lead.idempotencyKey!)).limit(1);
      return { id: existing[0]!.id, created: false };
    }
    if (options.notify.length > 0 && !row.isSpam) {
      const payload = leadNotificationPayload(row);
      // The visitor's confirmation at most once a day per address; the owner's channels always.
      const channels = await channelsForNewLead(tx, options.notify, row.email);
      await tx.insert(leadNotificationOutbox).values(channels.map((channel) => ({ leadId: row.id, channel, payload })));
    }
    return { id: row.id, created: true };
  });
}
