/** The owner's second factors and recovery codes. */

import type { AdminFactor } from "../../src/shared/security.ts";
import type { Database } from "../client.ts";

/** What the Security tab shows of the factors. */
export async function readFactorSummary(_db: Database, _userId: string): Promise<{ factors: AdminFactor[]; recoveryCodesLeft: number }> {
  return { factors: [], recoveryCodesLeft: 0 };
}
