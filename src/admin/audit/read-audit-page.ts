/**
 * The audit log as the Audit Log tab and its API show it: one page of entries under the view's filters,
 * each with its device in words and whether the reading session made it. The tab's first paint and
 * GET /api/admin/audit-log share it.
 */
import type { Database } from "../../../db/client.ts";
import { type AuditLogEntry, listAuditEntries } from "../../../db/queries/audit-log.ts";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditRow, type AuditView } from "../../shared/audit.ts";
import { SESSION_LABEL_LENGTH } from "../audit.ts";
import { describeDevice } from "../session-device.ts";

/** The label a session's entries carry (the first characters of its stored id). */
export function sessionLabelOf(session: { id: string } | null | undefined): string | null {
  return session ? session.id.slice(0, SESSION_LABEL_LENGTH) : null;
}

/** One entry as JSON; `you` is the reading session's label. */
export function auditRowOf(entry: AuditLogEntry, you: string | null): AuditRow {
  const { cursor: _cursor, at, ...rest } = entry;
  return {
    ...rest,
    at: at.toISOString(),
    you: you !== null && entry.actorKind === "session" && entry.actorId === you,
    device: entry.userAgent ? describeDevice(entry.userAgent) : null,
  };
}

/** @example await readAuditPage(db, view, c.get("adminSession")) */
export async function readAuditPage(db: Database, view: AuditView, session?: { id: string } | null): Promise<AuditPage> {
  const { rows, total } = await listAuditEntries(db, view, AUDIT_PAGE_SIZE);
  const you = sessionLabelOf(session);
  return { rows: rows.map((row) => auditRowOf(row, you)), total, page: view.page, pageSize: AUDIT_PAGE_SIZE };
}
