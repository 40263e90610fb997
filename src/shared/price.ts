/**
 * A plan's price as copy holds it: an amount in a currency per period, or no amount ("Contact us"). Shared
 * by the plan cards, the funnel, the confirmation e-mail and the structured data, so all show one number.
 */
import { z } from "zod";
import { formatDealValue } from "./deal-value.ts";
import { COMMON_CURRENCIES, isCurrency, toMinor } from "./money.ts";

export interface Price {
  /** In major units (20 is $20); 0 is free; null: no published price, the label says what to do. */
  amount: number | null;
  currency: string;
  /** After the amount, as shown: "/mo", "in the Business App"; may be empty. */
  period: string;
  /** Shown instead of the amount when there is none, and for a free plan: "Contact us", "Free". */
  label: string;
}

export const PRICE_CURRENCIES = COMMON_CURRENCIES;

/** The largest price a plan may show, in major units. */
export const MAX_PRICE = 1_000_000;

export const PriceSchema = z
  .object({
    amount: z
      .number({ error: "Enter the price as a number, or leave it empty for no published price." })
      .min(0, { error: "A price cannot be negative." })
      .max(MAX_PRICE, { error: `A price can be at most ${MAX_PRICE.toLocaleString("en-US")}.` })
      .refine((n) => Math.round(n * 100) === n * 100, { error: "A price has at most two decimals." })
      .nullable(),
    currency: z.string().refine(isCurrency, { error: "Choose a currency (a three-letter code such as USD)." }),
    period: z.string().max(40, { error: "The period can be at most 40 characters." }),
    label: z.string().max(40, { error: "The label can be at most 40 characters." }),
  })
  .strict()
  .refine((price) => price.amount !== null || price.label.trim() !== "", {
    error: "A plan without a price needs a label, such as Contact us.",
    path: ["label"],
  });

/**
 * The price as a plan card shows it: the big part and what follows it.
 * @example priceText({ amount: 20, currency: "USD", period: "/mo", label: "" }) // { amount: "$20", period: "/mo" }
 */
export function priceText(price: Price): { amount: string; period: string } {
  if (price.amount === null || (price.amount === 0 && price.label.trim() !== "")) return { amount: price.label, period: price.amount === null ? "" : price.period };
  return { amount: formatDealValue(toMinor(price.amount, price.currency), price.currency), period: price.period };
}

/** One line: "$20/mo", "Free in the Business App", "Contact us". */
export function priceLine(price: Price): string {
  const { amount, period } = priceText(price);
  if (!period) return amount;
  return period.startsWith("/") ? `${amount}${period}` : `${amount} ${period}`;
}
