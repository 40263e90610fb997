/**
 * Requests that are not a person viewing a page, left uncounted: what the funnel's reports already ignore
 * (no browser user agent, automation, another site's request — isAutomatedReport), every user agent the
 * isbot list knows (crawlers, link previews, monitors, HeadlessChrome), and a prefetch or prerender the
 * browser made on its own (the loader waits for a prerendered page to be shown; this catches the rest).
 */
import type { Context } from "hono";
import { isbot } from "isbot";
import { isAutomatedReport } from "../routes/api/funnel-events.ts";

const SPECULATIVE = /prefetch|prerender/i;

/** @example if (isNotAVisitor(c, env.siteUrl)) return c.body(null, 204); */
export function isNotAVisitor(c: Context, siteUrl: string): boolean {
  if (isAutomatedReport(c, siteUrl)) return true;
  if (isbot(c.req.header("User-Agent") ?? "")) return true;
  const purpose = `${c.req.header("Sec-Purpose") ?? ""} ${c.req.header("Purpose") ?? ""} ${c.req.header("X-Moz") ?? ""}`;
  return SPECULATIVE.test(purpose);
}
