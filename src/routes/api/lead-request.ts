/**
 * What POST /api/leads accepts: the shared LeadInput (what the funnel checks in the browser) plus what only
 * the server reads — the idempotency key, in the body or the Idempotency-Key header, and the honeypot — and,
 * all optional and never refused, the plan picked before the funnel and where the visit came from.
 */
import { z } from "zod";
import { LeadInput } from "../../shared/lead-schema.ts";
import { parsePlanInterest } from "../../shared/plan-interest.ts";
import { landingPathOf, referrerHostOf, sourceText } from "../../shared/visit-source.ts";

/** The refusal's headline when the Idempotency-Key header is not a key. */
export const IDEMPOTENCY_KEY_ERROR = "Idempotency-Key must be 8 to 100 letters, digits, - or _";

/** Chosen by the client once per lead, so that a retry of the same lead is answered, not stored again. */
const IdempotencyKey = z.string({ error: "Invalid idempotency key" }).regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid idempotency key");

/**
 * The form's hidden field that people never see and bots fill in: anything but blank text or nothing
 * marks the lead as spam. Such a lead is answered like any other (a bot learns nothing), never refused.
 */
const Honeypot = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null));

/** The plan picked before the funnel (`?plan=`): an unknown or malformed one is dropped, never a reason to lose the lead. */
const PlanInterestField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? parsePlanInterest(value) : null));

/** Where the visit came from: cleaned and cut to length as the Funnel view counts it; what is not text is dropped. Never refused. */
const sourceField = (clean: (value: unknown) => string) =>
  z
    .unknown()
    .optional()
    .transform((value) => clean(value) || null);

export const LeadRequest = LeadInput.extend({
  idempotencyKey: IdempotencyKey.optional(),
  website: Honeypot,
  planInterest: PlanInterestField,
  landingPage: sourceField(landingPathOf),
  referrerHost: sourceField(referrerHostOf),
  utmSource: sourceField(sourceText),
  utmMedium: sourceField(sourceText),
  utmCampaign: sourceField(sourceText),
});

/** Header names as HTTP writes them; the validator matches them whatever their case. */
export const LeadRequestHeaders = z.object({
  "Idempotency-Key": IdempotencyKey.optional(),
});
