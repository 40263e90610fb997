/**
 * No request waits longer than the deadline: a request still unanswered then (in practice, one waiting
 * on a database that accepts connections but does not answer) gets the 503 at once, and whatever it was
 * doing finishes unseen. Repeating it is safe: a write that still lands is a lead stored under its
 * Idempotency-Key (resent, it is found, not stored twice), or an admin edit the admin will see.
 */
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../app-context.ts";
import { loggedPath } from "../http/request-log.ts";
import { serviceUnavailable } from "../http/service-unavailable.ts";
import { throttledLog } from "../shared/log-throttle.ts";

export const REQUEST_DEADLINE_MS = 4500;
/** A visitor can repeat a slow request at will: its line is written once a minute per route, with the number left out. */
export const LATE_REQUEST_LOG_EVERY_MS = 60_000;

/**
 * `exempt`: requests that take as long as their body takes to arrive and be worked on (an image upload from a
 * phone), bounded by their own limits instead.
 * @example app.use(requestDeadline()); // after the middleware whose headers the 503 must carry
 */
export function requestDeadline(ms = REQUEST_DEADLINE_MS, exempt: (c: Context) => boolean = () => false): MiddlewareHandler<AppEnv> {
  const logLate = throttledLog({ everyMs: LATE_REQUEST_LOG_EVERY_MS, level: "error" });
  const scope = {};
  return async function requestDeadline(c, next) {
    if (exempt(c)) return next();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), ms);
    });
    const outcome = await Promise.race([next().then(() => "answered" as const), late]);
    clearTimeout(timer);
    if (outcome === "late") {
      const { method, path } = c.req;
      logLate(scope, () => `${method} ${loggedPath(path)} answered 503: no answer within ${ms} ms`, { topic: `${method} ${routePath(c, -1)}` });
      // Cleared first: Hono would otherwise merge the unfinished handler's headers into the 503.
      c.res = undefined;
      c.res = await serviceUnavailable(c);
    }
  };
}
