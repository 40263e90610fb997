/** The admin's view of leads: pages newest first, spam hidden unless asked, batches for CSV export, delete. */
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AdminLead } from "../../src/shared/admin-api.ts";
import type { Database } from "../client.ts";
import { leads } from "../schema/index.ts";

const adminLeadColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  businessName: leads.businessName,
  businessType: leads.businessType,
  painPoint: leads.painPoint,
  goals: leads.goals,
  contactPreference: leads.contactPreference,
  isSpam: leads.isSpam,
  isRepeat: leads.isRepeat,
};

/** A lead as the admin's API answers it, with its time still a Date (src/admin/lists.ts writes it as ISO 8601). */
export type AdminLeadRow = Omit<AdminLead, "createdAt"> & { createdAt: Date };

const spamFilter = (includeSpam: boolean): SQL | undefined => (includeSpam ? undefined : eq(leads.isSpam, false));

/**
 * @example const { leads, total } = await listAdminLeads(db, { page: 1, limit: 25, includeSpam: false });
 */
export async function listAdminLeads(db: Database, query: { page: number; limit: number; includeSpam: boolean }): Promise<{ leads: AdminLeadRow[]; total: number }> {
  const where = spamFilter(query.includeSpam);
  const [rows, totals] = await Promise.all([
    db
      .select(adminLeadColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { leads: rows, total: totals[0]?.n ?? 0 };
}

/**
 * Every matching lead, newest first, fetched in keyset batches so that no single query is unbounded.
 * @example for await (const batch of leadBatches(db, { includeSpam: false })) …
 */
export async function* leadBatches(db: Database, query: { includeSpam: boolean; batchSize?: number }): AsyncGenerator<AdminLeadRow[]> {
  const size = query.batchSize ?? 1000;
  // The cursor keeps created_at as PostgreSQL text: a JS Date would cut microseconds and skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await db
      .select({ ...adminLeadColumns, cursor: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(and(spamFilter(query.includeSpam), keyset))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(size);
    if (rows.length > 0) yield rows.map(({ cursor: _cursor, ...lead }) => lead);
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

export async function deleteLead(db: Database, id: string): Promise<boolean> {
  return (await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id })).length > 0;
}
