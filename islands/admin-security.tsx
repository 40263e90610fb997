/** The Security tab. */
import type { SecurityTabData } from "../src/shared/security.ts";
import { island } from "./lib/island.tsx";

export interface AdminSecurityProps {
  initial?: SecurityTabData;
}

function AdminSecurity(_props: AdminSecurityProps) {
  return (
    <section aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
    </section>
  );
}

export default island("admin-security", AdminSecurity, { on: "load" });
