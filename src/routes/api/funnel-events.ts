/**
 * POST /api/funnel-events (mounted there): the funnel island's anonymous reports (navigator.sendBeacon), counted once per
 * visit and step into daily aggregates, and once per visit and completion by where the visit came from; and
 * the traffic visit the sender's page views started moves on to "saw the funnel" or "finished it"
 * (db/queries/traffic-visits.ts), found by today's visitor hash.
 * Nothing about the sender is stored: no cookie is read or set, and the client address is used only for
 * the rate limit's counter and, with the user agent, for today's salted visitor hash that finds the visit.
 *
 * 204  counted, or a replay (changes nothing), or ignored as a bot (automation user agents, requests from
 *      another site): bots learn nothing and leave no error in the logs
 * 400  not JSON, or not the fixed shape (src/shared/funnel-events.ts), `{ error, issues }`
 * 413  over 64 KiB · 415 neither text/plain (what sendBeacon sends for a string) nor application/json
 * 429  more than FUNNEL_EVENT_CLIENT_LIMIT reports per client in 10 minutes, or FUNNEL_EVENT_SITE_LIMIT a
 *      minute from everyone (Retry-After); the report is dropped
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { recordFunnelEvent } from "../../../db/queries/funnel-stats.ts";
import { advanceVisit } from "../../../db/queries/traffic-visits.ts";
import type { AppEnv } from "../../app-context.ts";
import { clientIp } from "../../http/client-ip.ts";
import { FUNNEL_STEPS, type FunnelEvent, funnelEventKinds } from "../../shared/funnel-events.ts";
import { businessTypes } from "../../shared/lead-options.ts";
import { requestVisitor } from "../../traffic/request-visitor.ts";
import { beaconChecks, refuseOverLimit } from "./beacon-route.ts";

/** A report is well under 1 KiB; the room is for the visit's source fields, which are cut to length, never refused (four of 10 KB fit). */
export const FUNNEL_EVENT_BODY_LIMIT_BYTES = 64 * 1024;
/** A visit sends at most seven reports; this leaves room for an office or a school behind one address. */
export const FUNNEL_EVENT_CLIENT_LIMIT = 300;
export const FUNNEL_EVENT_CLIENT_WINDOW_MS = 10 * 60 * 1000;
export const FUNNEL_EVENT_SITE_LIMIT = 3000;
export const FUNNEL_EVENT_SITE_WINDOW_MS = 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the visit came from: any text, cleaned and cut to length when counted (db/queries/funnel-stats.ts); anything else is ignored. */
const sourceField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : undefined));

/** The one shape a report has; unknown fields are refused, so the body stays what the island sends. */
export const FunnelEventInput = z
  .strictObject({
    visit: z.string().regex(UUID, "Must be a UUID"),
    event: z.enum(funnelEventKinds),
    step: z.number().int().min(1).max(FUNNEL_STEPS),
    businessType: z.enum(businessTypes).optional(),
    utmSource: sourceField,
    utmMedium: sourceField,
    utmCampaign: sourceField,
    referrerHost: sourceField,
    /** The post whose call to action opened the funnel: counted when it is a slug, else ignored like a source field. */
    fromPost: sourceField,
  })
  .superRefine((report, ctx) => {
    if (report.event === "done" && report.step !== FUNNEL_STEPS) ctx.addIssue({ code: "custom", path: ["step"], message: `A completion is reported at step ${FUNNEL_STEPS}` });
    if (report.step >= 2 && report.businessType === undefined) ctx.addIssue({ code: "custom", path: ["businessType"], message: "Required from step 2 on" });
  }) satisfies z.ZodType<FunnelEvent>;

/** User agents of crawlers, link previews, monitors, scripts and automated browsers (Lighthouse, Playwright's headless Chrome). */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|monitor|curl|wget|python|java\/|go-http|httpclient|okhttp|axios|node-fetch|undici|scrapy|phantom|selenium|puppeteer|playwright/i;

/**
 * Obviously not a visitor on our page: no browser user agent, an automated one, or a request another site
 * made (Sec-Fetch-Site, or Origin where browsers do not send it). A beacon from our page is same-origin.
 */
export function isAutomatedReport(c: Context, siteUrl: string): boolean {
  const agent = c.req.header("User-Agent") ?? "";
  if (!agent.startsWith("Mozilla/") || AUTOMATED_AGENT.test(agent)) return true;
  const fetchSite = c.req.header("Sec-Fetch-Site");
  if (fetchSite !== undefined) return fetchSite !== "same-origin";
  const origin = c.req.header("Origin");
  return origin !== undefined && origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}

export function funnelEventRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    "/",
    ...beaconChecks({
      notAVisitor: isAutomatedReport,
      maxBytes: FUNNEL_EVENT_BODY_LIMIT_BYTES,
      refusal: "Send the report as text/plain or application/json",
      schema: FunnelEventInput,
      invalid: "Invalid funnel event",
    }),
    async function countFunnelEvent(c) {
      const { db, env } = c.var.deps;
      const refused = await refuseOverLimit(
        c,
        {
          bucket: "funnel-event",
          subject: clientIp(c, env.proxyTrust),
          client: { limit: FUNNEL_EVENT_CLIENT_LIMIT, windowMs: FUNNEL_EVENT_CLIENT_WINDOW_MS },
          site: { limit: FUNNEL_EVENT_SITE_LIMIT, windowMs: FUNNEL_EVENT_SITE_WINDOW_MS },
        },
        "Too many reports",
      );
      if (refused) return refused;
      const report = c.req.valid("json");
      await recordFunnelEvent(db, report);
      // The visit this browser's page views started (if any) saw the funnel, or finished it: the Traffic tab's way to a lead.
      if (report.event !== "leave") {
        const { visitor } = await requestVisitor(c);
        // The visit may still be among the page views this instance has not written yet.
        await c.var.deps.pageViews?.flushVisitor(visitor);
        await advanceVisit(db, visitor, report.event === "done" ? "finishedFunnel" : "sawFunnel");
      }
      return c.body(null, 204);
    },
  );

  return app;
}
