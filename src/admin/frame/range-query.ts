/**
 * The 7 / 30 / 90-day range of the Funnel and Traffic tabs, as their pages read it from the address: ?days=N, a
 * value that is not one of the ranges falling back to the default (the API answers such a value with a 400).
 */
import { z } from "zod";
import { DEFAULT_FUNNEL_RANGE, funnelRangeOf } from "../../shared/funnel-events.ts";

export const RangePageQuery = z.object({
  days: z
    .string()
    .optional()
    .transform((value) => funnelRangeOf(value ?? null) ?? DEFAULT_FUNNEL_RANGE),
});
