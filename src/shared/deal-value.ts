/**
 * A deal's value in words: stored in its currency's minor unit (cents) with an ISO 4217 code, shown in that
 * currency (never converted), without decimals when the amount is whole. Isomorphic: the list's server HTML and
 * any island format alike.
 */

/** Made once per currency and shape: an Intl.NumberFormat costs far more to make than to use. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency} ${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many minor units make one: 100 for USD, 1 for JPY, 1,000 for KWD. */
export function minorPerMajor(currency: string): number {
  return 10 ** (formatterFor(currency, false).resolvedOptions().maximumFractionDigits ?? 2);
}

/**
 * @example formatDealValue(1_240_000, "USD") // "$12,400"
 * @example formatDealValue(80_050, "EUR") // "€800.50"
 */
export function formatDealValue(valueMinor: number, currency: string): string {
  const per = minorPerMajor(currency);
  return formatterFor(currency, valueMinor % per === 0).format(valueMinor / per);
}

/**
 * Sums in several currencies side by side, each on its own (largest first as given).
 * @example formatDealValues([{ currency: "USD", valueMinor: 1_240_000 }, { currency: "EUR", valueMinor: 80_000 }]) // "$12,400 · €800"
 */
export function formatDealValues(values: readonly { currency: string; valueMinor: number }[]): string {
  return values.map((v) => formatDealValue(v.valueMinor, v.currency)).join(" · ");
}
