/** The audit log: the writer, one page under the tab's filters, every matching entry for the CSV, and pruning. */
import { and, count, desc, eq, gte, inArray, isNotNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type AuditView, familyPrefixes } from "../../src/shared/audit.ts";
import { throttledLog } from "../../src/shared/log-throttle.ts";
import type { Database } from "../client.ts";
import { type AuditActorKind, type AuditOutcome, apiKeys, auditLog } from "../schema/index.ts";

export interface AuditEntry {
  action: string;
  outcome?: AuditOutcome;
  targetType?: string | null;
  targetId?: string | number | null;
  actorKind: AuditActorKind;
  actorId?: string | number | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

const USER_AGENT_MAX = 256;
const DAY_MS = 24 * 60 * 60 * 1000;
const logAuditFailure = throttledLog({ everyMs: 60_000, level: "error" });

/**
 * Appends one entry. A failed write is logged, never thrown: the audit log must not turn a login or a
 * save the owner already made into an error.
 * @example await recordAudit(db, { action: "login.password", outcome: "failure", actorKind: "anonymous", ip });
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLog).values({
      action: entry.action,
      outcome: entry.outcome ?? "success",
      targetType: entry.targetType ?? null,
      targetId: entry.targetId == null ? null : String(entry.targetId),
      actorKind: entry.actorKind,
      actorId: entry.actorId == null ? null : String(entry.actorId),
      ip: entry.ip ?? null,
      userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      detail: entry.detail ?? null,
    });
  } catch (error) {
    // A failed login writes an entry, and anyone can fail a login: once a minute per database and action.
    logAuditFailure(db, () => `Writing the audit log failed (${entry.action}): ${error instanceof Error ? error.message : String(error)}`, { topic: entry.action });
  }
}

/**
 * Whether this actor already has a successful `action` on the target since `since`: frequent writes
 * (a post's autosaves) are recorded once per stretch of work instead of once per pause in typing.
 */
export async function recordedSince(db: Database, entry: Pick<AuditEntry, "action" | "targetId" | "actorKind" | "actorId">, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, entry.action),
        gte(auditLog.at, since),
        eq(auditLog.outcome, "success"),
        eq(auditLog.actorKind, entry.actorKind),
        entry.actorId == null ? sql`${auditLog.actorId} is null` : eq(auditLog.actorId, String(entry.actorId)),
        entry.targetId == null ? sql`${auditLog.targetId} is null` : eq(auditLog.targetId, String(entry.targetId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A LIKE pattern for "starts with": %, _ and \ in the prefix match themselves. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

/** The WHERE of a view's filters (the page is not a filter). Dates are UTC days, both bounds included. */
export function auditFilter(view: Omit<AuditView, "page">): SQL | undefined {
  const prefixes = familyPrefixes(view.action);
  const action = prefixes ? or(...prefixes.map((p) => like(auditLog.action, startsWith(p)))) : view.action ? eq(auditLog.action, view.action) : undefined;
  return and(
    action,
    view.actor ? eq(auditLog.actorKind, view.actor as AuditActorKind) : undefined,
    view.outcome ? eq(auditLog.outcome, view.outcome as AuditOutcome) : undefined,
    view.from ? gte(auditLog.at, new Date(`${view.from}T00:00:00Z`)) : undefined,
    view.to ? lt(auditLog.at, new Date(Date.parse(`${view.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

const actorKey = alias(apiKeys, "actor_key");
const targetKey = alias(apiKeys, "target_key");

/** An entry as read, with the names of the API keys it mentions (null once a key is deleted). */
const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  outcome: auditLog.outcome,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetName: targetKey.name,
  actorKind: auditLog.actorKind,
  actorId: auditLog.actorId,
  actorName: actorKey.name,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  detail: auditLog.detail,
  /** `at` as PostgreSQL text, the export's cursor: a JS Date would cut microseconds and skip rows. */
  cursor: sql<string>`${auditLog.at}::text`,
};

export type AuditLogEntry = Awaited<ReturnType<typeof entriesQuery>>[number];

function entriesQuery(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(actorKey, and(eq(auditLog.actorKind, "api_key"), eq(sql`${actorKey.id}::text`, auditLog.actorId)))
    .leftJoin(targetKey, and(eq(auditLog.targetType, "api_key"), eq(sql`${targetKey.id}::text`, auditLog.targetId)))
    .where(where);
}

/**
 * One page, newest first, and how many entries match.
 * @example await listAuditEntries(db, view, 50)
 */
export async function listAuditEntries(db: Database, view: AuditView, pageSize: number): Promise<{ rows: AuditLogEntry[]; total: number }> {
  const where = auditFilter(view);
  const [rows, [counted]] = await Promise.all([
    entriesQuery(db, where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((view.page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Every entry matching the filters, newest first, a batch at a time (the CSV export).
 * @example for await (const batch of auditBatches(db, view)) …
 */
export async function* auditBatches(db: Database, view: Omit<AuditView, "page">, batchSize = 1000): AsyncGenerator<AuditLogEntry[]> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const keyset = after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
    const rows = await entriesQuery(db, and(auditFilter(view), keyset))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor, id: last.id };
  }
}

/**
 * Deletes the entries older than `before`; how many went.
 * @example await pruneAuditLog(db, new Date(Date.now() - env.auditRetentionDays * 86_400_000));
 */
export async function pruneAuditLog(db: Database, before: Date): Promise<number> {
  return (await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id })).length;
}

/**
 * The browser each admin session last wrote from, by session label (the audit log keeps it, after the
 * session itself has ended): what names a session in a lead's timeline.
 */
export async function sessionUserAgents(db: Database, labels: string[]): Promise<Map<string, string>> {
  if (labels.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditLog.actorId], { label: auditLog.actorId, userAgent: auditLog.userAgent })
    .from(auditLog)
    .where(and(eq(auditLog.actorKind, "session"), inArray(auditLog.actorId, labels), isNotNull(auditLog.userAgent)))
    .orderBy(auditLog.actorId, desc(auditLog.id));
  return new Map(rows.flatMap((r) => (r.label && r.userAgent ? [[r.label, r.userAgent] as const] : [])));
}
