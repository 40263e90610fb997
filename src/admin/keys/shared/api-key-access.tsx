/**
 * How the API Keys tab says what a key may do and when it stops working: scope badges ("Full access"
 * when it has every scope) and the expiry line, in the list and in 'API Key Generated'.
 */
import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import type { API_KEY_EXPIRY_CHOICES } from "../../../shared/admin-schemas.ts";
import { API_KEY_SCOPE_BADGES, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from "../../../shared/api-key-scopes.ts";

export const FULL_ACCESS = "Full access";
export const SCOPES_LABEL = "What this key may do";
/** Within this much of its end a key's expiry turns amber: time to make its successor. */
const SOON_MS = 7 * 24 * 60 * 60 * 1000;

export type ExpiryChoice = (typeof API_KEY_EXPIRY_CHOICES)[number] | null;

/** True when the key is past its expiry (the server refuses it from then on, active or not). */
export function isExpired(expiresAt: string | null, now = Date.now()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now;
}

/** "30 days", "1 year"; null: "Never". */
export function expiryChoiceLabel(days: ExpiryChoice): string {
  if (days === null) return "Never";
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return `${days} days`;
}

export function hasEveryScope(scopes: readonly ApiKeyScope[]): boolean {
  return API_KEY_SCOPES.every((scope) => scopes.includes(scope));
}

const chip = "inline-flex items-center whitespace-nowrap rounded-md px-1.5 py-0.5 text-[11px] font-semibold leading-4 ring-1 ring-inset";

/** The key's scopes as small badges, in the order of the Generate dialog; the long words as a tooltip. */
export function ScopeBadges({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  const all = hasEveryScope(scopes);
  const shown = API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
  return (
    <ul aria-label={SCOPES_LABEL} className="m-0 flex list-none flex-wrap gap-1 p-0">
      {all ? (
        <li className={`${chip} bg-brand-50 text-brand-800 ring-brand-600/20`} title="Everything an API key can do: content and leads, read and write">
          {FULL_ACCESS}
        </li>
      ) : (
        shown.map((scope) => (
          <li key={scope} className={`${chip} bg-slate-100 text-slate-700 ring-slate-500/20`} title={API_KEY_SCOPE_LABELS[scope]}>
            {API_KEY_SCOPE_BADGES[scope]}
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * "Expires Feb 20, 2027" (amber in its last week) or "Expired Feb 20, 2026" (red); nothing for a key that
 * never expires. `date` writes the date as the list does (a <LocalDate> on the server's list, text in a dialog).
 */
export function ExpiryLine({ expiresAt, date, now = Date.now() }: { expiresAt: string | null; date: (value: string) => ReactNode; now?: number }) {
  if (!expiresAt) return null;
  const expired = isExpired(expiresAt, now);
  const soon = !expired && new Date(expiresAt).getTime() - now <= SOON_MS;
  const tone = expired ? "font-semibold text-red-700" : soon ? "font-medium text-amber-800" : "text-slate-500";
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap text-xs ${tone}`}>
      <CalendarClock aria-hidden="true" size={13} className="shrink-0" />
      {expired ? "Expired" : "Expires"} {date(expiresAt)}
    </span>
  );
}
