/**
 * What POST /api/leads accepts: the shared LeadInput (what the funnel checks in the browser) plus what only
 * the server reads — the idempotency key, in the body or the Idempotency-Key header, and the honeypot.
 */
import { z } from "zod";
import { LeadInput } from "../../shared/lead-schema.ts";

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

export const LeadRequest = LeadInput.extend({
  idempotencyKey: IdempotencyKey.optional(),
  website: Honeypot,
});

/** Header names as HTTP writes them; the validator matches them whatever their case. */
export const LeadRequestHeaders = z.object({
  "Idempotency-Key": IdempotencyKey.optional(),
});
