/** How a second factor is named and drawn, on the server's page and in the dialogs alike. */
import { KeyRound, Smartphone } from "lucide-react";
import type { AdminFactor } from "../../../shared/security.ts";

/** At or below this many codes left, the panel says to make new ones. */
export const FEW_RECOVERY_CODES = 3;

export const KIND_LABEL: Record<AdminFactor["kind"], string> = { passkey: "Passkey", totp: "Authenticator app" };

export function FactorIcon({ kind, size = 16 }: { kind: AdminFactor["kind"]; size?: number }) {
  const Icon = kind === "passkey" ? KeyRound : Smartphone;
  return <Icon aria-hidden="true" size={size} className="shrink-0 text-slate-500" />;
}
