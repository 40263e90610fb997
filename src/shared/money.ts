/**
 * A deal's value as the lead's detail, the list and the overview show it: stored in the currency's minor unit
 * (cents; none for yen), shown with Intl's currency format, several currencies never added together.
 */

/** Offered first in the detail's currency list; any ISO 4217 code Intl knows is accepted. */
export const COMMON_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "JPY", "INR", "MXN", "BRL", "ZAR", "SGD"] as const;

/** The largest value a deal may have, in major units: far past a small business's deals, far inside a bigint. */
export const MAX_DEAL_VALUE = 1_000_000_000;

/** Whether `code` is a currency Intl can format (an ISO 4217 code in capitals). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    return Intl.supportedValuesOf("currency").includes(code);
  } catch {
    return false;
  }
}

/** How many digits the currency's minor unit has: 2 for USD, 0 for JPY. */
export function currencyDigits(code: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** @example toMinor(12.5, "USD") // 1250 */
export function toMinor(value: number, code: string): number {
  return Math.round(value * 10 ** currencyDigits(code));
}

/** @example fromMinor(1250, "USD") // 12.5 */
export function fromMinor(minor: number, code: string): number {
  return minor / 10 ** currencyDigits(code);
}

/** @example formatMoney(1240000, "USD") // "$12,400" */
export function formatMoney(minor: number, code: string): string {
  const value = fromMinor(minor, code);
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code, ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}) }).format(value);
}
