/**
 * POST /api/traffic (mounted there): the loader's page-view beacon (navigator.sendBeacon, src/shared/traffic.ts),
 * counted in memory and written into the daily aggregates in batches (src/traffic/page-view-counter.ts,
 * db/queries/traffic.ts): the beacon makes no database statement of its own. No cookie is read or set and nothing about the
 * sender is stored: the client address and user agent go into today's salted visitor hash
 * (src/traffic/visitor-hash.ts) and the rate limit's counter, and nowhere else.
 * The view is counted under its page only when the site has that page (src/traffic/known-pages.ts), else as
 * "(other)"; the new referrers, sources, campaigns… one address may bring to a day are limited
 * (TRAFFIC_NEW_VALUES_PER_CLIENT, under the address's daily salted key), so a few addresses cannot fill the day's cap.
 *
 * 204  counted, or ignored as not a visitor (bots, automation, prefetches, another site's request)
 * 400  not JSON, or not the beacon's shape, or no page path in it, `{ error, issues }`
 * 413  over 64 KiB · 415 neither text/plain (what sendBeacon sends for a string) nor application/json
 * 429  more than TRAFFIC_CLIENT_LIMIT views per client in 10 minutes (counted in this instance's memory), or
 *      TRAFFIC_CLIENTS_PER_WINDOW clients already counted in the window (Retry-After); the view is dropped
 * Long referrers and UTM values (10 KB of them) are cut to length, never refused; NUL and control characters are dropped.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client.ts";
import type { AppEnv } from "../../app-context.ts";
import { clientIp } from "../../http/client-ip.ts";
import { jsonError } from "../../http/json-errors.ts";
import { VIEW_WAIT_FOR_LEADS_MS, viewTurn } from "../../http/leads-in-flight.ts";
import { MemoryRateLimit } from "../../http/memory-rate-limit.ts";
import { pages } from "../../pages/index.ts";
import { deviceClassOf, type PageViewReport } from "../../shared/traffic.ts";
import { OTHER_VALUE } from "../../shared/traffic-stats.ts";
import { cleanVisitSource, landingPathOf } from "../../shared/visit-source.ts";
import { KnownPages, type RegisteredPage, readSiteContentPaths } from "../../traffic/known-pages.ts";
import { isNotAVisitor } from "../../traffic/not-a-visitor.ts";
import { requestVisitor } from "../../traffic/request-visitor.ts";
import { beaconChecks } from "./beacon-route.ts";

/** A view is well under 1 KiB; the room is for the source fields, which are cut to length, never refused (four of 10 KB fit). */
export const TRAFFIC_BODY_LIMIT_BYTES = 64 * 1024;
/** A person reads far fewer than one page every two seconds; this leaves room for an office behind one address. */
export const TRAFFIC_CLIENT_LIMIT = 300;
export const TRAFFIC_CLIENT_WINDOW_MS = 10 * 60 * 1000;
/**
 * Clients one instance keeps counts for in a window (about 100 bytes each): a viral post brings far fewer
 * distinct addresses in 10 minutes; past it, new addresses are refused until the window turns.
 */
export const TRAFFIC_CLIENTS_PER_WINDOW = 500_000;

/** A source field: any text, cleaned and cut when counted; anything else is ignored. */
const sourceField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : undefined));

/** The beacon's shape; unknown fields are refused, so the body stays what the loader sends. */
export const PageViewInput = z.strictObject({
  p: z.string().refine((path) => landingPathOf(path) !== "", "Must be a path"),
  e: z.union([z.literal(0), z.literal(1)]),
  w: z.number().int().min(0).max(100_000),
  r: sourceField,
  s: sourceField,
  m: sourceField,
  c: sourceField,
}) satisfies z.ZodType<PageViewReport, unknown>;

/** `sitePages`: the page registry, whose public pages are the paths a view may be counted under. */
export function trafficRoutes(sitePages: readonly RegisteredPage[] = pages) {
  const app = new Hono<AppEnv>();
  const perClient = new MemoryRateLimit({ limit: TRAFFIC_CLIENT_LIMIT, windowMs: TRAFFIC_CLIENT_WINDOW_MS, maxClients: TRAFFIC_CLIENTS_PER_WINDOW });
  // One per database (test apps each have their own; a server has one): the posts' and archives' addresses it holds are that database's.
  const knownPages = new WeakMap<Database, KnownPages>();
  const knownPagesOf = (db: Database) => {
    let known = knownPages.get(db);
    if (known === undefined) {
      known = new KnownPages(sitePages, () => readSiteContentPaths(db));
      knownPages.set(db, known);
    }
    return known;
  };

  app.post(
    "/",
    // A view does its work on its turn: a few a turn of the event loop, none while a lead is being taken (at most
    // VIEW_WAIT_FOR_LEADS_MS), so a lead waits behind a few views, not a rush's worth.
    async function onItsTurn(_c, next) {
      await viewTurn(VIEW_WAIT_FOR_LEADS_MS);
      await next();
    },
    ...beaconChecks({
      notAVisitor: isNotAVisitor,
      maxBytes: TRAFFIC_BODY_LIMIT_BYTES,
      refusal: "Send the page view as text/plain or application/json",
      schema: PageViewInput,
      invalid: "Invalid page view",
    }),
    async function countPageView(c) {
      const { db, env, versions, pageViews } = c.var.deps;
      const ip = clientIp(c, env.proxyTrust);
      const limited = perClient.hit(ip);
      if (!limited.allowed) {
        c.header("Retry-After", String(limited.retryAfterSeconds));
        return jsonError(c, 429, "Too many page views");
      }
      const report = c.req.valid("json");
      const now = new Date();
      const { visitor, client: addressKey } = await requestVisitor(c, now);
      const path = (await knownPagesOf(db).pageOf(landingPathOf(report.p), versions.current, now.getTime())) ?? OTHER_VALUE;
      const { referrerHost, utmSource, utmMedium, utmCampaign } = cleanVisitSource({ referrerHost: report.r, utmSource: report.s, utmMedium: report.m, utmCampaign: report.c });
      pageViews!.count(
        { visitor, client: addressKey, path, device: deviceClassOf(report.w), startsVisit: report.e === 1, source: { referrerHost, utmSource, utmMedium, utmCampaign } },
        now,
      );
      // Past a second's rush of unwritten views, the answer waits for the writes (no one waits for a beacon).
      await pageViews!.caughtUp();
      return c.body(null, 204);
    },
  );

  return app;
}
