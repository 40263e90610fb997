/** The Security tab's data, for its first paint and its API: the factors, the recovery codes left and the sessions, this one marked. */
import type { Database } from "../../../db/client.ts";
import { readFactorSummary } from "../../../db/queries/admin-factors.ts";
import { listAdminSessions } from "../../../db/queries/admin-sessions.ts";
import type { AdminSession } from "../../auth/lucia.ts";
import { proofFreshForMs } from "../../auth/recent-proof.ts";
import type { AdminSessionRow, SecurityTabData } from "../../shared/security.ts";
import { SESSION_LABEL_LENGTH } from "../audit.ts";
import { describeDevice } from "../session-device.ts";

/**
 * The owner's live sessions as the tab lists them; ids are labels (the stored id's first characters), never the stored id.
 * @example const rows = await readSessionRows(db, session); rows.find((r) => r.current)
 */
export async function readSessionRows(db: Database, session: AdminSession): Promise<AdminSessionRow[]> {
  // Every session of a store has the same absolute lifetime: this one's says what it is.
  const absoluteMs = session.endsAt.getTime() - session.createdAt.getTime();
  const rows = await listAdminSessions(db, session.userId, { absoluteMs });
  return rows.map((row) => ({
    id: row.id.slice(0, SESSION_LABEL_LENGTH),
    device: describeDevice(row.userAgent),
    network: row.network,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.id,
  }));
}

/** @example const initial = await readSecurityTab(db, session); */
export async function readSecurityTab(db: Database, session: AdminSession): Promise<SecurityTabData> {
  const [factors, sessions] = await Promise.all([readFactorSummary(db, session.userId), readSessionRows(db, session)]);
  return { ...factors, sessions, proofFreshForMs: proofFreshForMs(session) };
}
