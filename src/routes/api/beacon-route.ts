/**
 * What the two anonymous beacons (POST /api/funnel-events, POST /api/traffic) have in common: the checks in
 * front of their handler, and the two rate limits a report must pass before it is counted.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { hitRateLimit } from "../../../db/queries/rate-limits.ts";
import type { AppEnv } from "../../app-context.ts";
import { anyone } from "../../auth/guards.ts";
import { jsonError } from "../../http/json-errors.ts";
import { beaconAsJson } from "../../middleware/beacon-as-json.ts";
import { noStore } from "../../middleware/cache-rules.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson } from "../validation.ts";

/** A sender that is not a visitor gets an empty 204 before anything is read: it learns nothing and leaves no error in the logs. */
function ignoreWhen(notAVisitor: (c: Context, siteUrl: string) => boolean): MiddlewareHandler<AppEnv> {
  return async function ignoreNonVisitors(c, next) {
    if (notAVisitor(c, c.var.deps.env.siteUrl)) return c.body(null, 204);
    await next();
  };
}

/**
 * The handlers in front of a beacon's own: anyone may send, nothing is cached, a non-visitor is ignored,
 * sendBeacon's text/plain reads as JSON, and the body is held to its size and schema. A list rather than
 * one middleware, so that the route map still sees each guard, cache rule and check.
 * @example app.post("/", ...beaconChecks({ notAVisitor, maxBytes, refusal, schema, invalid }), async function count(c) { … })
 */
export function beaconChecks<Out>(options: {
  notAVisitor: (c: Context, siteUrl: string) => boolean;
  maxBytes: number;
  /** The 415's text. */
  refusal: string;
  schema: z.ZodType<Out>;
  /** The 400's headline. */
  invalid: string;
}) {
  return [
    anyone(),
    noStore(),
    ignoreWhen(options.notAVisitor),
    beaconAsJson(),
    jsonOnly({ refusal: options.refusal }),
    bodyLimit({
      maxSize: options.maxBytes,
      onError: (c) => jsonError(c, 413, `The request body is larger than ${options.maxBytes} bytes`),
    }),
    validJson(options.schema, { error: options.invalid }),
  ] as const;
}

/**
 * Counts the report against the sender's limit (`bucket`) and, while the sender is under it, against
 * everyone's together (`<bucket>-site`), where a refused report does not count: a flood must not keep
 * everyone else out for longer. The 429 (with Retry-After) when either is over, else undefined.
 */
export async function refuseOverLimit(
  c: Context<AppEnv>,
  limits: { bucket: string; subject: string; client: { limit: number; windowMs: number }; site: { limit: number; windowMs: number } },
  refusal: string,
): Promise<Response | undefined> {
  const { db } = c.var.deps;
  const client = await hitRateLimit(db, { bucket: limits.bucket, subject: limits.subject, ...limits.client });
  const limited = client.allowed ? await hitRateLimit(db, { bucket: `${limits.bucket}-site`, subject: "*", ...limits.site, refusedCounts: false }) : client;
  if (limited.allowed) return undefined;
  c.header("Retry-After", String(limited.retryAfterSeconds));
  return jsonError(c, 429, refusal);
}
