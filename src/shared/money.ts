/**
 * A deal's value as the lead's detail takes it: any ISO 4217 code Intl knows, an amount in major units turned
 * into the minor unit it is stored in (cents; none for yen). Shown by deal-value.ts.
 */
import { minorPerMajor } from "./deal-value.ts";

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

/** @example toMinor(12.5, "USD") // 1250 */
export function toMinor(value: number, code: string): number {
  return Math.round(value * minorPerMajor(code));
}

/** @example fromMinor(1250, "USD") // 12.5 */
export function fromMinor(minor: number, code: string): number {
  return minor / minorPerMajor(code);
}
