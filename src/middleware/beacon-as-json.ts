/**
 * navigator.sendBeacon can send a string only as text/plain; the report in it is JSON all the same. This
 * declares such a body JSON, so that the json validator reads it like any other (it reads JSON-typed
 * bodies only). The header is changed in place rather than on a copy of the request: nothing is copied,
 * and the request stays the one Bun received (the front door also hands the app that request's address,
 * so a copy made further on cannot lose it).
 */
import type { MiddlewareHandler } from "hono";

const TEXT_PLAIN = /^text\/plain\s*(;|$)/i;

/**
 * @example app.post("/api/funnel-events", beaconAsJson(), jsonOnly(), validJson(FunnelEventInput), …)
 */
export function beaconAsJson(): MiddlewareHandler {
  return async function beaconAsJson(c, next) {
    if (TEXT_PLAIN.test(c.req.header("Content-Type") ?? "")) c.req.raw.headers.set("Content-Type", "application/json");
    await next();
  };
}
