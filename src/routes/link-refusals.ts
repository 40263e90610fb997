/**
 * What the pages behind e-mails' one-purpose links (the owner's Mark contacted, the lead's reschedule or cancel)
 * share: a used, stale, expired or invalid token is answered by its page, counted against the client's address;
 * past the limit the page says to wait instead (429). The count is taken after the lookup, so a live link is
 * never counted. A form that does not parse is an invalid link, not a 400.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import type { z } from "zod";
import { hitRateLimit } from "../../db/queries/rate-limits.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { attachRouteFact } from "../http/route-facts.ts";

/**
 * Dead or invalid tokens one client address may bring in a sliding 10 minutes: far more than anyone clicking
 * old e-mails does, few enough that a script knocking on dead links soon gets a 429 instead of a lookup.
 */
export const DEAD_LINKS_PER_CLIENT = 10;
export const DEAD_LINK_WINDOW_MS = 10 * 60 * 1000;

export type LimitedView = { kind: "limited"; retryAfterSeconds: number };

/**
 * The refusal of one kind of link: its page for the dead link's view, or the limited view once the client has
 * brought too many.
 * @example const refuse = linkRefusal("call-link-dead", render); return refuse(c, { kind: "used" });
 */
export function linkRefusal<View>(bucket: string, render: (c: Context<AppEnv>, view: View | LimitedView) => Response | Promise<Response>) {
  return async (c: Context<AppEnv>, view: View): Promise<Response> => {
    const { db, env } = c.var.deps;
    const limit = await hitRateLimit(db, { bucket, subject: clientIp(c, env.proxyTrust), limit: DEAD_LINKS_PER_CLIENT, windowMs: DEAD_LINK_WINDOW_MS });
    return render(c, limit.allowed ? view : { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds });
  };
}

/** A link page's form, validated; one that does not parse is answered as an invalid link. */
export function linkForm<T extends z.ZodType>(schema: T, refuseInvalid: (c: Context<AppEnv>) => Promise<Response>) {
  return attachRouteFact(
    zValidator("form", schema, (result, c) => (result.success ? undefined : refuseInvalid(c as Context<AppEnv>))),
    { kind: "validator", target: "form" },
  );
}
