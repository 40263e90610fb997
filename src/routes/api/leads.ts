/**
 * POST /api/leads (mounted there): validate with the lead's request schema (the funnel's own LeadInput, plus the idempotency
 * key and the honeypot), then store — and the store alone decides the answer.
 * 415 wrong content type, 413 over 64 KiB, 400 field errors, 429 over LEAD_RATE_LIMIT (5) per 10 minutes per client IP,
 * 201 { id, recommendation, callBooking } (the plan that fits the answers and the plan picked before the funnel, with its
 * reason: src/content/recommendations.ts; for a call, while the owner takes bookings, the link that books it, else null). A repeated Idempotency-Key answers the first lead's id; a filled
 * honeypot is stored as spam and answered alike.
 */

import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createBookLink, readCallSettings } from "../../../db/queries/calls.ts";
import { findLeadByIdempotencyKey, storeLead } from "../../../db/queries/leads.ts";
import { hitRateLimit } from "../../../db/queries/rate-limits.ts";
import { advanceVisit } from "../../../db/queries/traffic-visits.ts";
import type { AppEnv } from "../../app-context.ts";
import { anyone } from "../../auth/guards.ts";
import { recommendationRules } from "../../content/recommendations.ts";
import { clientIp } from "../../http/client-ip.ts";
import { describeError } from "../../http/describe-error.ts";
import { jsonError } from "../../http/json-errors.ts";
import { asLead } from "../../http/leads-in-flight.ts";
import { CONSENT_VERSION } from "../../leads/consent.ts";
import { leadNotificationChannels } from "../../leads/lead-notifications.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { throttledLog } from "../../shared/log-throttle.ts";
import { recommend } from "../../shared/recommendation.ts";
import { planCatalogue } from "../../site-copy/plan-catalogue.ts";
import { requestVisitor } from "../../traffic/request-visitor.ts";
import { requestCopy } from "../request-page.ts";
import { validHeader, validJson } from "../validation.ts";
import { IDEMPOTENCY_KEY_ERROR, LeadRequest, LeadRequestHeaders } from "./lead-request.ts";

/** A lead is under 2 KiB; the room is for the visit's source fields, which are cut to length, never refused (five of 10 KB fit). */
export const LEAD_BODY_LIMIT_BYTES = 64 * 1024;
export const LEAD_RATE_WINDOW_MS = 10 * 60 * 1000;
export const LEAD_SITE_WINDOW_MS = 60 * 1000;

/** One log line a minute while the site-wide cap refuses leads, not one per refused lead. */
const warnOfFlood = throttledLog({ everyMs: LEAD_SITE_WINDOW_MS });
/** The lead is stored whatever these say, and a sender can repeat them: once a minute each, with the number left out. */
const warnOfSideStep = throttledLog({ everyMs: LEAD_SITE_WINDOW_MS });

/**
 * The visit this browser's page views started today (if any) sent a lead: the Traffic tab's last step, counted
 * once per visit (db/queries/traffic-visits.ts). A lead from a visitor the analytics never saw (no JavaScript,
 * beacons blocked) finds no visit and counts only among the leads. The lead is stored already: a failure here
 * is logged and costs the sender nothing.
 */
async function countLeadInVisit(c: Context<AppEnv>): Promise<void> {
  try {
    const { visitor } = await requestVisitor(c);
    // The visit may still be among the page views this instance has not written yet.
    await c.var.deps.pageViews?.flushVisitor(visitor);
    await advanceVisit(c.var.deps.db, visitor, "sentLead");
  } catch (error) {
    warnOfSideStep(c.var.deps.db, () => `leads: the lead could not be counted in its visit's numbers: ${describeError(error)}`, { topic: "visit" });
  }
}

/** How long the thank-you view's booking link lasts: the 24-hour promise's window. */
export const BOOK_LINK_HOURS = 24;

/**
 * For a lead that asked for a call, while the owner takes bookings: the one-use link that books it, for the
 * thank-you view's time picker (src/routes/api/calls.ts). The lead is stored already: a failure here costs the
 * visitor the picker, never the lead (they are contacted within 24 hours as promised).
 */
async function callBookingFor(c: Context<AppEnv>, leadId: string, preference: string): Promise<{ token: string } | null> {
  if (preference !== "demo") return null;
  try {
    const { db } = c.var.deps;
    if (!(await readCallSettings(db)).enabled) return null;
    return { token: await createBookLink(db, leadId, BOOK_LINK_HOURS) };
  } catch (error) {
    warnOfSideStep(c.var.deps.db, () => `leads: no booking link for the thank-you view: ${describeError(error)}`, { topic: "booking" });
    return null;
  }
}

export function leadRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    "/",
    anyone(),
    // Page views arriving meanwhile wait for it (src/http/leads-in-flight.ts).
    async function leadFirst(_c, next) {
      await asLead(next);
    },
    jsonOnly({ refusal: "Send the lead as JSON (Content-Type: application/json)" }),
    bodyLimit({
      maxSize: LEAD_BODY_LIMIT_BYTES,
      onError: (c) => jsonError(c, 413, `The request body is larger than ${LEAD_BODY_LIMIT_BYTES / 1024} KiB`),
    }),
    validJson(LeadRequest),
    validHeader(LeadRequestHeaders, { error: IDEMPOTENCY_KEY_ERROR }),
    async function storeLeadRequest(c) {
      const { db, env } = c.var.deps;
      const { idempotencyKey: keyInBody, website: isSpam, ...lead } = c.req.valid("json");
      const idempotencyKey = c.req.valid("header")["Idempotency-Key"] ?? keyInBody ?? null;
      // Decided before the lead is stored, and stored with it: what the thank-you view shows is what the lead keeps.
      // Named and priced as the live copy has it (the copy last read if the database cannot be: never a reason to lose the lead).
      const recommendation = recommend(recommendationRules, lead, planCatalogue(await requestCopy(c)));
      if (idempotencyKey) {
        const earlier = await findLeadByIdempotencyKey(db, idempotencyKey);
        if (earlier) return c.json({ id: earlier.id, recommendation, callBooking: await callBookingFor(c, earlier.id, lead.contactPreference) }, 201);
      }

      const ip = clientIp(c, env.proxyTrust);
      const limit = await hitRateLimit(db, { bucket: "lead", subject: ip, limit: env.leadRateLimit, windowMs: LEAD_RATE_WINDOW_MS });
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return jsonError(c, 429, "Too many submissions from this address. Please try again in a few minutes.");
      }
      const site = await hitRateLimit(db, { bucket: "lead-site", subject: "*", limit: env.leadSiteLimit, windowMs: LEAD_SITE_WINDOW_MS, refusedCounts: false });
      if (!site.allowed) {
        warnOfFlood(db, () => `leads: more than ${env.leadSiteLimit} in a minute from all addresses together; asking senders to retry`);
        c.header("Retry-After", String(site.retryAfterSeconds));
        return jsonError(c, 429, "We are receiving an unusual number of requests. Please try again in a minute.");
      }

      const stored = await storeLead(
        db,
        {
          ...lead,
          idempotencyKey,
          isSpam,
          consentVersion: CONSENT_VERSION,
          consentedAt: new Date(),
          clientIp: ip,
          userAgent: c.req.header("User-Agent")?.slice(0, 500) ?? null,
          recommendedPlan: recommendation.plan,
        },
        { notify: await leadNotificationChannels(db, env) },
      );
      if (!isSpam) await countLeadInVisit(c);
      return c.json({ id: stored.id, recommendation, callBooking: await callBookingFor(c, stored.id, lead.contactPreference) }, 201);
    },
  );

  return app;
}
