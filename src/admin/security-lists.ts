/** The Security tab's first paint: the factors, the recovery codes left and the sessions, this one marked. */
import type { Database } from "../../db/client.ts";
import type { AdminSession } from "../auth/lucia.ts";
import type { SecurityTabData } from "../shared/security.ts";

export async function readSecurityTab(_db: Database, _session: AdminSession): Promise<SecurityTabData> {
  return { factors: [], recoveryCodesLeft: 0, sessions: [] };
}
