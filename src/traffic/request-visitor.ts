/**
 * Who sent a request, as today's traffic counts know them: the daily visitor hash (src/traffic/visitor-hash.ts)
 * and the client address's own key, from the day's salt, the site's host, the client address the trusted-proxy
 * rules give and the user agent. The page-view beacon, the funnel's reports and a lead all read it the same
 * way, so a funnel report or a lead finds the visit its browser's page views started — with nothing sent
 * or kept by the browser for it.
 */
import type { Context } from "hono";
import { utcDay } from "../../db/queries/funnel-stats.ts";
import { dailySalt } from "../../db/queries/traffic-salts.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { clientHash, visitorHash } from "./visitor-hash.ts";

/** @example const { visitor } = await requestVisitor(c); */
export async function requestVisitor(c: Context<AppEnv>, now = new Date()): Promise<{ visitor: string; client: string }> {
  const { db, env } = c.var.deps;
  const ip = clientIp(c, env.proxyTrust);
  const salt = await dailySalt(db, utcDay(now));
  const host = hostOf(env.siteUrl);
  return {
    visitor: visitorHash({ salt, host, clientIp: ip, userAgent: c.req.header("User-Agent") ?? "" }),
    client: clientHash({ salt, host, clientIp: ip }),
  };
}

/** The site's host: parsed once, not once per page view. */
function hostOf(siteUrl: string): string {
  let host = hosts.get(siteUrl);
  if (host === undefined) {
    host = new URL(siteUrl).host;
    hosts.set(siteUrl, host);
  }
  return host;
}

const hosts = new Map<string, string>();
