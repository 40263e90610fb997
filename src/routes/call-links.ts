/**
 * /calls/manage: the lead's "Reschedule or cancel" link from a booked call's e-mails. GET shows the call and the
 * open times (in the call's zone, or one picked with ?zone=) and changes nothing — mail scanners fetch links.
 * POST /calls/manage/move moves it to a chosen time; POST /calls/manage/cancel cancels it. Each spends the link;
 * the new e-mail carries a new one, so an old e-mail's link opens nothing. A time taken meanwhile is answered
 * with the page and the next times; a dead link with a page that says why (404/410), naming no one. Dead or
 * invalid tokens are counted per address, as the owner's Mark contacted links are.
 *
 * No login and no CSRF check: the token in the form is the credential, and a page elsewhere cannot know it.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createElement } from "react";
import { z } from "zod";
import { type CallRow, cancelCallByLink, moveCallByLink, readCallSettings, readManageLink } from "../../db/queries/calls.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { CALL_MANAGE_PATH } from "../calls/call-mail-channels.ts";
import { offeredDays, offeredStarts } from "../calls/offered-slots.ts";
import { CALL_MANAGE_ACTIONS, ManageCallPage, type ManageCallView, manageCallTitle } from "../components/call-link/manage-call-view.tsx";
import { noStore } from "../middleware/cache-rules.ts";
import { callTimeText } from "../shared/call-times.ts";
import { canonicalZone, timeZones, zoneLabel } from "../shared/time-zones.ts";
import { linkForm, linkRefusal } from "./link-refusals.ts";
import { renderRequestPage } from "./request-page.ts";
import { validQuery } from "./validation.ts";

const ManageQuery = z.object({ token: z.string().max(200).optional().catch(undefined), zone: z.string().max(64).optional().catch(undefined) });
const MoveForm = z.object({ token: z.string().max(200), zone: z.string().max(64).optional(), start: z.string().max(40).optional() });
const CancelForm = z.object({ token: z.string().max(200) });

const STATUS: Record<ManageCallView["kind"], 200 | 404 | 409 | 410 | 429> = {
  manage: 200,
  moved: 200,
  cancelled: 200,
  used: 410,
  stale: 410,
  expired: 410,
  settled: 410,
  invalid: 404,
  limited: 429,
};

export const CALL_LINK_MESSAGES = {
  taken: "Someone just booked that time. Please choose another one.",
  choose: "Choose one of the times shown, then press Move my call to this time.",
} as const;

function render(c: Context<AppEnv>, view: ManageCallView, status: number = STATUS[view.kind]) {
  const { identity } = c.var.deps;
  return renderRequestPage(c, {
    meta: { title: `${manageCallTitle(view)} | ${identity.name}`, description: "Reschedule or cancel a booked call.", noindex: true },
    body: createElement(ManageCallPage, { view }),
    status: status as 200,
    headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer", ...(view.kind === "limited" ? { "Retry-After": String(view.retryAfterSeconds) } : {}) },
  });
}

const refuse = linkRefusal<Extract<ManageCallView, { kind: "used" | "stale" | "expired" | "settled" | "invalid" }>>("call-link-dead", render);
const validForm = <T extends z.ZodType>(schema: T) => linkForm(schema, (c) => refuse(c, { kind: "invalid" }));

function manageCall(c: Context<AppEnv>, call: CallRow, firstName: string, phone: string | null, zone: string) {
  const how = call.how === "link" && call.meetingUrl ? `Join at ${call.meetingUrl}` : `We will call you at ${phone?.trim() || "the number you gave"}.`;
  return { firstName, company: c.var.deps.identity.name, time: callTimeText(call.startsAt, call.endsAt, zone), how };
}

/** The manage page for a live link, in `zone` (the call's own unless the lead picked another). */
async function managePage(c: Context<AppEnv>, token: string, zoneAsked: string | undefined, problem?: string, status?: number) {
  const { db } = c.var.deps;
  const link = await readManageLink(db, token);
  if (link.state === "unknown") return refuse(c, { kind: "invalid" });
  if (link.state !== "valid") return refuse(c, { kind: link.state });
  const zone = (zoneAsked && canonicalZone(zoneAsked)) || link.call.visitorZone;
  const now = new Date();
  const days = await offeredDays(db, await readCallSettings(db), zone, now);
  const view: ManageCallView = {
    kind: "manage",
    token,
    call: manageCall(c, link.call, link.lead.firstName, link.lead.phone, zone),
    zone,
    zoneLabel: zoneLabel(zone, now),
    zones: timeZones().includes(zone) ? timeZones() : [zone, ...timeZones()],
    days,
    ...(problem ? { problem } : {}),
  };
  return render(c, view, status);
}

export function callLinkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(CALL_MANAGE_PATH, anyone(), noStore({ private: true }), validQuery(ManageQuery), async function showManageCall(c) {
    const { token = "", zone } = c.req.valid("query");
    return managePage(c, token, zone);
  });

  app.post(
    CALL_MANAGE_ACTIONS.move,
    anyone(),
    noStore({ private: true }),
    bodyLimit({ maxSize: 4096, onError: (c) => refuse(c as Context<AppEnv>, { kind: "invalid" }) }),
    validForm(MoveForm),
    async function moveCall(c) {
      const { db, env } = c.var.deps;
      const { token, zone: zoneAsked, start: startText } = c.req.valid("form");
      const link = await readManageLink(db, token);
      if (link.state === "unknown") return refuse(c, { kind: "invalid" });
      if (link.state !== "valid") return refuse(c, { kind: link.state });
      const start = startText ? new Date(startText) : null;
      const settings = await readCallSettings(db);
      const open = start && !Number.isNaN(start.getTime()) ? (await offeredStarts(db, settings, new Date())).some((s) => s.getTime() === start.getTime()) : false;
      if (!start || !open) return managePage(c, token, zoneAsked, start ? CALL_LINK_MESSAGES.taken : CALL_LINK_MESSAGES.choose, 409);
      const end = new Date(start.getTime() + settings.lengthMinutes * 60_000);
      const result = await moveCallByLink(
        db,
        token,
        { startsAt: start, endsAt: end, blockedUntil: new Date(end.getTime() + settings.bufferMinutes * 60_000) },
        { email: env.leadEmail !== undefined },
      );
      if (result.kind === "taken") return managePage(c, token, zoneAsked, CALL_LINK_MESSAGES.taken, 409);
      if (result.kind !== "moved") return refuse(c, { kind: "used" });
      const zone = (zoneAsked && canonicalZone(zoneAsked)) || result.call.visitorZone;
      return render(c, { kind: "moved", call: manageCall(c, result.call, link.lead.firstName, link.lead.phone, zone), zoneLabel: zoneLabel(zone, start) });
    },
  );

  app.post(
    CALL_MANAGE_ACTIONS.cancel,
    anyone(),
    noStore({ private: true }),
    bodyLimit({ maxSize: 4096, onError: (c) => refuse(c as Context<AppEnv>, { kind: "invalid" }) }),
    validForm(CancelForm),
    async function cancelCall(c) {
      const { db, env } = c.var.deps;
      const { token } = c.req.valid("form");
      const link = await readManageLink(db, token);
      if (link.state === "unknown") return refuse(c, { kind: "invalid" });
      if (link.state !== "valid") return refuse(c, { kind: link.state });
      const result = await cancelCallByLink(db, token, { email: env.leadEmail !== undefined });
      if (result.kind !== "cancelled") return refuse(c, { kind: "used" });
      return render(c, { kind: "cancelled", call: manageCall(c, result.call, link.lead.firstName, link.lead.phone, result.call.visitorZone) });
    },
  );

  return app;
}
