/** The audit log's writer. Reading, filtering, export and pruning live beside it as they are needed. */
import type { Database } from "../client.ts";
import { type AuditActorKind, type AuditOutcome, auditLog } from "../schema/index.ts";

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
    console.error(`Writing the audit log failed (${entry.action}): ${error instanceof Error ? error.message : String(error)}`);
  }
}
