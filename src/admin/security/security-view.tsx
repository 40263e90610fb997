/**
 * The Security page's panel, server HTML: Password (its form an island that wakes when the owner reaches for it),
 * then one list region with Two-step verification and Sessions, which reads itself again after any change, so the
 * factors, the recovery codes left and the sessions stay in step.
 */
import type { SecurityTabData } from "../../shared/security.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { PanelToolbar } from "../frame/shared/ui.tsx";
import PasswordFormIsland from "./client/password-form.island.tsx";
import { FactorsPanel } from "./factor-list.tsx";
import { SessionList } from "./session-list.tsx";
import { SECURITY_STATE_ATTRIBUTE, type SecurityState } from "./shared/security-ids.ts";

export const SECURITY_PAGE = "/admin/security";

export interface SecurityViewData {
  /** undefined when reading it failed: the sections say so, with Retry. */
  data: SecurityTabData | undefined;
  /** When the server read it: "3 days ago" counts from here. */
  readAt: string;
}

export function SecurityView({ data: { data, readAt } }: { data: SecurityViewData }) {
  const now = new Date(readAt);
  const state: SecurityState | null = data ? { factors: data.factors, proofFreshForMs: data.proofFreshForMs } : null;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="security-password-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar
          title="Password"
          headingId="security-password-heading"
          summary="Changing it signs out every other browser. Your API keys keep working unless you revoke them too."
        />
        <PasswordFormIsland />
      </section>
      <div {...listRegionAttributes(SECURITY_PAGE)} className="grid gap-4">
        {state ? <span hidden {...{ [SECURITY_STATE_ATTRIBUTE]: JSON.stringify(state) }} /> : null}
        <section aria-labelledby="security-factors-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <PanelToolbar
            title="Two-step verification"
            headingId="security-factors-heading"
            summary="After the password, a passkey or a code from an authenticator app: a stolen password alone no longer signs in."
          />
          {data ? <FactorsPanel factors={data.factors} recoveryCodesLeft={data.recoveryCodesLeft} now={now} /> : null}
        </section>
        <SessionList sessions={data?.sessions} now={now} retryHref={SECURITY_PAGE} />
      </div>
    </div>
  );
}
