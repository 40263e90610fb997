/**
 * The Security tab: Password (Change password), Two-step verification (the factors panel) and Sessions.
 * The server reads the tab's data for the first paint; after any change the island reads it again
 * (GET /api/admin/security), so the factors, the recovery codes left and the sessions stay in step.
 */

import { PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import type { SecurityTabData } from "../src/shared/security.ts";
import { FactorsPanel } from "./admin/security-factors.tsx";
import { PasswordSection } from "./admin/security-password.tsx";
import { SessionsSection } from "./admin/security-sessions.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminSecurityProps {
  /** The tab's data as the server read it; absent when that failed (then fetched here). */
  initial?: SecurityTabData;
}

const SECURITY_PATH = "/api/admin/security";

function AdminSecurity({ initial }: AdminSecurityProps) {
  const data = useAdminList<SecurityTabData>(SECURITY_PATH, "security settings", initial);
  return (
    <div className="grid gap-4">
      <section aria-labelledby="security-password-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar
          title="Password"
          headingId="security-password-heading"
          summary="Changing it signs out every other browser. Your API keys keep working unless you revoke them too."
        />
        <PasswordSection onChanged={data.reload} />
      </section>
      <section aria-labelledby="security-factors-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar
          title="Two-step verification"
          headingId="security-factors-heading"
          summary="After the password, a passkey or a code from an authenticator app: a stolen password alone no longer signs in."
        />
        {data.data ? (
          <FactorsPanel factors={data.data.factors} recoveryCodesLeft={data.data.recoveryCodesLeft} proofFreshForMs={data.data.proofFreshForMs} onChanged={data.reload} />
        ) : null}
      </section>
      <SessionsSection sessions={data.data?.sessions ?? null} loading={data.loading} error={data.error} onChanged={data.reload} />
    </div>
  );
}

export default island("admin-security", AdminSecurity, { on: "load" });
