/** The Audit Log tab. */
import type { AuditPage, AuditView } from "../src/shared/audit.ts";
import { island } from "./lib/island.tsx";

export interface AdminAuditProps {
  view: AuditView;
  initial?: AuditPage;
}

function AdminAudit(_props: AdminAuditProps) {
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit Log</h2>
    </section>
  );
}

export default island("admin-audit", AdminAudit, { on: "load" });
