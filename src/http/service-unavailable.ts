/**
 * The 503 of a request that needs the database while it cannot be reached (or does not answer in time):
 * JSON under /api/, a page elsewhere, always with Retry-After and never cached. Retrying is safe: a lead
 * resent with its Idempotency-Key is stored once.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-context.ts";
import { renderUnavailable } from "../routes/pages.ts";

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/**
 * @example if (deps.database.observeFailure(error)) return serviceUnavailable(c);
 */
export async function serviceUnavailable(c: Context<AppEnv>): Promise<Response> {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: UNAVAILABLE_MESSAGE }, 503, headers);
  return renderUnavailable(c, headers);
}
