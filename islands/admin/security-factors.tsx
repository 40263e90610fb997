/** The Security tab's second factors: passkeys, an authenticator app, recovery codes. */
import type { AdminFactor } from "../../src/shared/security.ts";

export interface FactorsPanelProps {
  factors: AdminFactor[];
  recoveryCodesLeft: number;
  /** Reads the tab's data again after a change. */
  onChanged: () => Promise<void>;
}

export function FactorsPanel(_props: FactorsPanelProps) {
  return null;
}
