/**
 * Moving a lead through the pipeline: one statement decides (the lead's status changes only from the
 * status the caller saw, so two people or a click and an e-mail link cannot both move it), and the change
 * is recorded in lead_status_changes in the same transaction. The first move out of New stamps
 * first_contacted_at, which the 24-hour promise is measured by.
 */
import { and, eq, sql } from "drizzle-orm";
import type { LeadStatus } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { leadStatusChanges, leads } from "../schema/index.ts";

export type StatusChange = { changed: true; from: LeadStatus; to: LeadStatus; at: Date } | { changed: false; reason: "not-found" | "same" | "moved"; current?: LeadStatus };

/**
 * @param from the status the caller saw; undefined: whatever it is now (the e-mail link passes "new").
 * @param actor "session:<label>", "api_key:<id>" or "email-link"
 * @example await changeLeadStatus(db, id, { to: "contacted", from: "new", actor: "email-link" });
 */
export async function changeLeadStatus(db: Database, leadId: string, change: { to: LeadStatus; from?: LeadStatus; actor: string; now?: Date }): Promise<StatusChange> {
  const now = change.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update").limit(1);
    if (!current) return { changed: false, reason: "not-found" } as const;
    if (current.status === change.to) return { changed: false, reason: "same", current: current.status } as const;
    if (change.from !== undefined && current.status !== change.from) return { changed: false, reason: "moved", current: current.status } as const;
    await tx
      .update(leads)
      .set({ status: change.to, statusChangedAt: now, firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${change.to === "new" ? null : now.toISOString()}::timestamptz)` })
      .where(and(eq(leads.id, leadId), eq(leads.status, current.status)));
    await tx.insert(leadStatusChanges).values({ leadId, fromStatus: current.status, toStatus: change.to, actor: change.actor, at: now });
    return { changed: true, from: current.status, to: change.to, at: now } as const;
  });
}

/** A lead's status history, oldest first. */
export async function listStatusChanges(db: Database, leadId: string) {
  return db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, leadId)).orderBy(leadStatusChanges.at, leadStatusChanges.id);
}
