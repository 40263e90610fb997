/**
 * Everything stored about one person who left a lead, for a data-access request: the lead row as it is
 * (answers, contact, consent, client address and browser, source, pipeline), its notes, its status
 * history, its notifications (what was sent when, never the message or its error text, which can carry
 * addresses and links), its one-click links (when made and used, never the token's hash), and the calls it
 * booked with their links.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { apiKeys, callBookings, callLinks, leadActionLinks, leadNotes, leadNotificationOutbox, leadStatusChanges, leads } from "../schema/index.ts";

export interface LeadExport {
  lead: typeof leads.$inferSelect;
  statusChanges: (typeof leadStatusChanges.$inferSelect)[];
  notes: (typeof leadNotes.$inferSelect)[];
  notifications: { channel: string; mark: number; attempts: number; createdAt: Date; deliveredAt: Date | null; nextAttemptAt: Date; failedAttempt: boolean }[];
  actionLinks: { action: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
  calls: (typeof callBookings.$inferSelect)[];
  callLinks: { action: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
}

/** @example const data = await readLeadExport(db, id); if (!data) … 404 */
export async function readLeadExport(db: Database, id: string): Promise<LeadExport | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return undefined;
  const [statusChanges, notes, notifications, actionLinks, calls, callLinkRows] = await Promise.all([
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(asc(leadStatusChanges.at), asc(leadStatusChanges.id)),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select({
        channel: leadNotificationOutbox.channel,
        mark: leadNotificationOutbox.mark,
        attempts: leadNotificationOutbox.attempts,
        createdAt: leadNotificationOutbox.createdAt,
        deliveredAt: leadNotificationOutbox.deliveredAt,
        nextAttemptAt: leadNotificationOutbox.nextAttemptAt,
        lastError: leadNotificationOutbox.lastError,
      })
      .from(leadNotificationOutbox)
      .where(eq(leadNotificationOutbox.leadId, id))
      .orderBy(asc(leadNotificationOutbox.createdAt), asc(leadNotificationOutbox.id)),
    db
      .select({ action: leadActionLinks.action, createdAt: leadActionLinks.createdAt, expiresAt: leadActionLinks.expiresAt, usedAt: leadActionLinks.usedAt })
      .from(leadActionLinks)
      .where(eq(leadActionLinks.leadId, id))
      .orderBy(asc(leadActionLinks.createdAt)),
    db.select().from(callBookings).where(eq(callBookings.leadId, id)).orderBy(asc(callBookings.createdAt)),
    db
      .select({ action: callLinks.action, createdAt: callLinks.createdAt, expiresAt: callLinks.expiresAt, usedAt: callLinks.usedAt })
      .from(callLinks)
      .where(eq(callLinks.leadId, id))
      .orderBy(asc(callLinks.createdAt)),
  ]);
  return {
    lead,
    statusChanges,
    notes,
    notifications: notifications.map(({ lastError, ...row }) => ({ ...row, failedAttempt: row.deliveredAt === null && lastError !== null })),
    actionLinks,
    calls,
    callLinks: callLinkRows,
  };
}

/** The names of the API keys that still exist, by id, to say who acted ("API key “Zapier”"). */
export async function apiKeyNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(inArray(apiKeys.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
