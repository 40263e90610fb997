/**
 * The database's hourly upkeep. On every database: audit-log entries older than AUDIT_RETENTION_DAYS are
 * deleted. On the embedded one also VACUUM (ANALYZE), since it has no autovacuum: without it the planner
 * works from stale statistics and index-only scans (page counts, the filter bar) visit the table for
 * every row — three times slower at 10,000 posts. PostgreSQL's own autovacuum needs no help.
 */
import { sql } from "drizzle-orm";
import { describeError } from "../src/http/describe-error.ts";
import type { DatabaseHandle } from "./client.ts";
import { pruneAuditLog } from "./queries/audit-log.ts";
import { pruneLeadLinks } from "./queries/lead-links.ts";
import { deleteLeadsOlderThan } from "./queries/lead-retention.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export async function vacuumEmbedded(database: DatabaseHandle): Promise<void> {
  if (database.kind === "pglite") await database.db.execute(sql`vacuum (analyze)`);
}

/**
 * Deletes the audit entries older than `retentionDays`. Every instance runs it; a second run finds nothing.
 * @example await pruneOldAuditEntries(database, env.auditRetentionDays);
 */
export async function pruneOldAuditEntries(database: DatabaseHandle, retentionDays: number, now = Date.now()): Promise<number> {
  return pruneAuditLog(database.db, new Date(now - retentionDays * DAY_MS));
}

/**
 * Deletes the leads older than `retentionDays` (LEAD_RETENTION_DAYS) with their notes, history, links and
 * outbox rows, and the e-mail links long expired. Every instance runs it; their batches never overlap.
 * @example await pruneOldLeads(database, 365);
 */
export async function pruneOldLeads(database: DatabaseHandle, retentionDays: number | undefined, now = Date.now()): Promise<number> {
  await pruneLeadLinks(database.db);
  if (retentionDays === undefined) return 0;
  const deleted = await deleteLeadsOlderThan(database.db, retentionDays, now);
  if (deleted > 0) console.log(`Deleted ${deleted} lead${deleted === 1 ? "" : "s"} older than ${retentionDays} days (LEAD_RETENTION_DAYS).`);
  return deleted;
}

export interface MaintenanceOptions {
  /** Audit entries older than this many days are deleted (env.auditRetentionDays). */
  auditRetentionDays: number;
  /** Leads older than this many days are deleted (env.leadRetentionDays); undefined: kept. */
  leadRetentionDays?: number;
  everyMs?: number;
}

/**
 * At start, then every `everyMs`: the audit log's pruning, and on the embedded database a VACUUM when
 * content changed since the last one. PGlite answers nothing else while it vacuums (≈0.25 s at 10,000
 * posts); cached pages are served meanwhile.
 * @example const maintenance = await startMaintenance(database, () => versions.current, { auditRetentionDays: env.auditRetentionDays });
 */
export async function startMaintenance(database: DatabaseHandle, contentVersion: () => number, options: MaintenanceOptions) {
  const everyMs = options.everyMs ?? HOUR_MS;
  const prune = () =>
    Promise.all([
      pruneOldAuditEntries(database, options.auditRetentionDays).catch((error) => console.error(`Pruning the audit log failed: ${describeError(error)}`)),
      pruneOldLeads(database, options.leadRetentionDays).catch((error) => console.error(`Deleting old leads failed: ${describeError(error)}`)),
    ]);
  const embedded = database.kind === "pglite";
  if (embedded) await vacuumEmbedded(database);
  await prune();
  let vacuumedAt = contentVersion();
  const timer = setInterval(() => {
    void prune();
    if (!embedded || contentVersion() === vacuumedAt) return;
    vacuumedAt = contentVersion();
    vacuumEmbedded(database).catch((error) => console.error(`VACUUM of the embedded database failed: ${describeError(error)}`));
  }, everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
