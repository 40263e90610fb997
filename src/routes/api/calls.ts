/**
 * The funnel's call booking (mounted at /api/calls), for a lead that chose "schedule a call":
 * - GET /slots?zone=… — the open times of the next days in the reader's zone (never cached: a booking closes one).
 * - POST / {token, start, zone} — books `start` with the thank-you view's one-use link (from POST /api/leads).
 *   201 the call in the visitor's words; 409 with the next open times when someone took it meanwhile; 422 with
 *   them when the time is no slot (past, outside the hours, off the grid); 404/410 for a link that opens nothing;
 *   400 for a lead that asked for e-mail; 429 past 10 tries in 10 minutes per address or 5 an hour per lead.
 * A refused booking changes nothing: the link stays unspent, the lead stays a lead under the 24-hour promise.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { bookCall, readBookLink, readCallSettings } from "../../../db/queries/calls.ts";
import { LEAD_LINK_TOKEN } from "../../../db/queries/lead-links.ts";
import { hitRateLimit } from "../../../db/queries/rate-limits.ts";
import type { AppEnv } from "../../app-context.ts";
import { anyone } from "../../auth/guards.ts";
import { calendarBusyTime, offeredDays, offeredStarts } from "../../calls/offered-slots.ts";
import { isOpenSlot } from "../../calls/open-slots.ts";
import { clientIp } from "../../http/client-ip.ts";
import { jsonError } from "../../http/json-errors.ts";
import { noStore } from "../../middleware/cache-rules.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { callTimeText } from "../../shared/call-times.ts";
import { canonicalZone, zoneLabel } from "../../shared/time-zones.ts";
import { validJson, validQuery } from "../validation.ts";

export const CALLS_PATH = "/api/calls";

const ZONE_ERROR = "zone must be an IANA time zone, such as America/New_York.";

const SlotsQuery = z.object({ zone: z.string().max(64).optional() });

const BookRequest = z.object({
  token: z.string().regex(LEAD_LINK_TOKEN, "token must be the booking link from the lead's answer."),
  start: z.iso.datetime({ offset: true, message: "start must be one of the offered times (an ISO 8601 instant)." }),
  zone: z.string().max(64),
});

export const CALL_MESSAGES = {
  off: "Booking a call online is not open right now. We will contact you within 24 hours to find a time.",
  taken: "Someone just booked that time. Please choose another one.",
  notOffered: "That time is not available. Please choose one of the times shown.",
  unknownLink: "This booking link is not valid. We will contact you within 24 hours to find a time.",
  usedLink: "A call is booked for you already. The e-mail with its time has links to change or cancel it.",
  expiredLink: "This booking link has expired. We will contact you within 24 hours to find a time.",
  emailLead: "You asked for information by e-mail, so there is no call to book.",
  tooMany: "Too many booking attempts. Please wait a few minutes and try again.",
} as const;

const TRIES_PER_ADDRESS = { limit: 10, windowMs: 10 * 60_000 };
const TRIES_PER_LEAD = { limit: 5, windowMs: 60 * 60_000 };

export function callRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/slots", anyone(), noStore(), validQuery(SlotsQuery), async function callSlots(c) {
    const { db } = c.var.deps;
    const settings = await readCallSettings(db);
    const zone = canonicalZone(c.req.valid("query").zone ?? settings.zone);
    if (!zone) return jsonError(c, 400, ZONE_ERROR, [{ field: "zone", message: ZONE_ERROR }]);
    const now = new Date();
    const days = await offeredDays(db, settings, zone, now);
    return c.json({ enabled: settings.enabled, zone, zoneLabel: zoneLabel(zone, now), lengthMinutes: settings.lengthMinutes, how: settings.how, days });
  });

  app.post(
    "/",
    anyone(),
    jsonOnly({ refusal: "Send the booking as JSON (Content-Type: application/json)" }),
    bodyLimit({ maxSize: 4096, onError: (c) => jsonError(c, 413, "The request body is larger than 4 KiB") }),
    validJson(BookRequest),
    async function bookCallRequest(c) {
      const { db, env } = c.var.deps;
      const input = c.req.valid("json");
      const zone = canonicalZone(input.zone);
      if (!zone) return jsonError(c, 400, ZONE_ERROR, [{ field: "zone", message: ZONE_ERROR }]);
      const byAddress = await hitRateLimit(db, { bucket: "call-book", subject: clientIp(c, env.proxyTrust), ...TRIES_PER_ADDRESS });
      if (!byAddress.allowed) {
        c.header("Retry-After", String(byAddress.retryAfterSeconds));
        return jsonError(c, 429, CALL_MESSAGES.tooMany);
      }
      const link = await readBookLink(db, input.token);
      if (link.state === "unknown") return jsonError(c, 404, CALL_MESSAGES.unknownLink);
      if (link.state === "used") return jsonError(c, 410, CALL_MESSAGES.usedLink);
      if (link.state === "expired") return jsonError(c, 410, CALL_MESSAGES.expiredLink);
      if (link.lead.contactPreference !== "demo") return jsonError(c, 400, CALL_MESSAGES.emailLead);
      const byLead = await hitRateLimit(db, { bucket: "call-book-lead", subject: link.lead.id, ...TRIES_PER_LEAD });
      if (!byLead.allowed) {
        c.header("Retry-After", String(byLead.retryAfterSeconds));
        return jsonError(c, 429, CALL_MESSAGES.tooMany);
      }

      const settings = await readCallSettings(db);
      if (!settings.enabled) return jsonError(c, 409, CALL_MESSAGES.off);
      const now = new Date();
      const start = new Date(input.start);
      const end = new Date(start.getTime() + settings.lengthMinutes * 60_000);
      const nextTimes = async () => ({ zone, days: await offeredDays(db, settings, zone, new Date()) });
      // Outside the hours, the notice or the horizon, off the grid, or over the owner's own calendar: never a slot.
      // Then taken by a booking by the time we read.
      if (!isOpenSlot(settings, await calendarBusyTime(db, settings, now), now, start)) return c.json({ error: CALL_MESSAGES.notOffered, ...(await nextTimes()) }, 422);
      const open = await offeredStarts(db, settings, now);
      if (!open.some((slot) => slot.getTime() === start.getTime())) return c.json({ error: CALL_MESSAGES.taken, ...(await nextTimes()) }, 409);
      const answer = { start: start.toISOString(), end: end.toISOString(), zone, time: callTimeText(start, end, zone), how: settings.how };
      // A honeypot lead is answered as any other, and books nothing: a bot never holds a time someone could have.
      if (link.lead.isSpam) return c.json({ call: answer }, 201);

      const result = await bookCall(
        db,
        input.token,
        {
          startsAt: start,
          endsAt: end,
          blockedUntil: new Date(end.getTime() + settings.bufferMinutes * 60_000),
          visitorZone: zone,
          ownerZone: settings.zone,
          how: settings.how,
          meetingUrl: settings.how === "link" ? settings.meetingUrl : null,
        },
        { email: env.leadEmail !== undefined },
      );
      if (result.kind === "taken") return c.json({ error: CALL_MESSAGES.taken, ...(await nextTimes()) }, 409);
      if (result.kind === "link-dead") return jsonError(c, 410, CALL_MESSAGES.usedLink);
      if (result.kind === "already-booked") return jsonError(c, 409, CALL_MESSAGES.usedLink);
      return c.json({ call: { ...answer, id: result.call.id } }, 201);
    },
  );

  return app;
}
