/**
 * GET /calendar/calls/<secret>.ics: the owner's calendar feed of booked calls (src/calls/call-feed.ts), for a
 * calendar app that polls it. The secret in the address is the credential (made and replaced in the Calls tab);
 * a wrong or revoked one is a plain 404. Never cached by anyone in between, never indexed.
 */
import { Hono } from "hono";
import { z } from "zod";
import { isCallFeedToken } from "../../db/queries/calls.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { CALL_FEED_PATH, callFeedText } from "../calls/call-feed.ts";
import { noStore } from "../middleware/cache-rules.ts";
import { validParam } from "./validation.ts";

const FeedFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

export function callFeedRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`${CALL_FEED_PATH}/:file`, anyone(), noStore({ private: true }), validParam(FeedFile, "Not found"), async function callCalendarFeed(c) {
    const { db, env, identity } = c.var.deps;
    const token = c.req.valid("param").file.slice(0, -".ics".length);
    if (!(await isCallFeedToken(db, token))) return c.text("Not found", 404, { "X-Robots-Tag": "noindex" });
    const body = await callFeedText(db, env.siteUrl, { name: identity.name, email: identity.supportEmail });
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "X-Robots-Tag": "noindex", "Content-Disposition": 'inline; filename="calls.ics"' });
  });
  return app;
}
