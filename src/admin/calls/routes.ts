/**
 * The Calls tab's API (mounted at /api/admin/calls): the calls and the availability as JSON for the session and
 * API keys (leads:read / leads:write), and the tab's forms for the session (each answers with a redirect back
 * to the tab, or the tab again with the owner's input and what to fix).
 *   GET  /                      { upcoming, past } in the owner's zone
 *   GET  /availability          the settings;  PUT /availability  the whole settings (400 names each field)
 *   POST /:id/outcome           { outcome: "held" | "no-show" } after the call has started (409 before, or when not booked)
 *   POST /:id/cancel            cancels a booked call; the lead gets the calendar's cancellation
 *   POST /feed · DELETE /feed   a new secret address of the owner's calendar feed ({url}, shown once) · the feed off
 *   GET · PUT {url} · DELETE /busy-calendar   the owner's calendar's busy times: its state (never the address),
 *                               a new address read at once (400 names what is wrong with it), none
 *   GET · PUT {url, username, password} · DELETE /caldav   the CalDAV calendar calls are written into: {calendar}
 *                               (never the password), one checked and kept (400 a bad field, 422 the calendar
 *                               refused or cannot be reached: nothing kept), none
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { cancelCallByOwner, createCallFeed, readCallSettings, revokeCallFeed, saveCallSettings, settleCall } from "../../../db/queries/calls.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey, requireAdminSession } from "../../auth/guards.ts";
import { type BusyCalendarEnv, readBusyCalendarState, refreshBusyCalendar, removeBusyCalendarAddress, saveBusyCalendarAddress } from "../../calls/busy-calendar.ts";
import { parseCalendarAddress } from "../../calls/busy-calendar-address.ts";
import { calDavShown, parseCalDavInput, removeCalDav, saveCalDav } from "../../calls/caldav-target.ts";
import { callFeedUrl } from "../../calls/call-feed.ts";
import { jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { leadActor } from "../../routes/admin/lead-detail.ts";
import { renderDefinedPage } from "../../routes/pages.ts";
import { validJson, validParam } from "../../routes/validation.ts";
import { CallSettings } from "../../shared/call-settings.ts";
import { type AvailabilityValues, settingsFromForm } from "./availability-form.ts";
import callsPage from "./page.tsx";
import { readCallRows } from "./read-calls.ts";
import { CALLS_PAGE } from "./shared/calls-paths.ts";

const CallId = z.object({ id: z.uuid() });
const CalDavInput = z
  .object({ url: z.string({ error: "url must be text" }), username: z.string({ error: "username must be text" }), password: z.string({ error: "password must be text" }) })
  .strict()
  .transform((input, ctx) => {
    const parsed = parseCalDavInput(input);
    if ("input" in parsed) return parsed.input;
    for (const [field, message] of Object.entries(parsed.issues)) ctx.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });
const OutcomeInput = z.object({ outcome: z.enum(["held", "no-show"]) });
const BusyCalendarInput = z
  .object({ url: z.string({ error: "url must be text" }) })
  .strict()
  .transform((input, ctx) => {
    const parsed = parseCalendarAddress(input.url);
    if ("url" in parsed) return parsed;
    ctx.addIssue({ code: "custom", path: ["url"], message: parsed.problem });
    return z.NEVER;
  });

/** Saves the address and reads it at once, so the answer can say whether it works. */
async function saveAndRead(db: Parameters<typeof readBusyCalendarState>[0], env: BusyCalendarEnv, url: string) {
  await saveBusyCalendarAddress(db, env, url);
  return refreshBusyCalendar(db, env, { force: true });
}

const OUTCOME_REFUSALS: Record<"not-found" | "not-booked" | "not-yet", [404 | 409, string]> = {
  "not-found": [404, "No such call."],
  "not-booked": [409, "This call is not booked any more: it was cancelled or already marked."],
  "not-yet": [409, "The call has not started yet: mark it after its start time."],
};

function refuse(c: Context<AppEnv>, kind: keyof typeof OUTCOME_REFUSALS): Response {
  const [status, message] = OUTCOME_REFUSALS[kind];
  return jsonError(c, status, message);
}

/** The form's fields as strings (a repeated name keeps its last value); undefined for a body that is not a form. */
async function formOf(c: Context<AppEnv>): Promise<AvailabilityValues | undefined> {
  try {
    const form = await c.req.formData();
    const values: AvailabilityValues = {};
    for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value.slice(0, 2000);
    return values;
  } catch {
    return undefined;
  }
}

async function renderRefusedForm(c: Context<AppEnv>, values: AvailabilityValues, issues: { field: string; message: string }[]): Promise<Response> {
  c.set("callsFormState", {
    values,
    issues: Object.fromEntries(issues.map((issue) => [issue.field, issue.message])),
    notice: { tone: "error", text: "Nothing was saved: please check the highlighted fields." },
  });
  const page = await renderDefinedPage(c, callsPage);
  return new Response(page.body, { status: 400, headers: page.headers });
}

export function adminCallRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("leads:read");
  const write = requireAdminOrApiKey("leads:write");
  const session = requireAdminSession();

  app.get("/", read, async function listCalls(c) {
    const { db } = c.var.deps;
    return c.json(await readCallRows(db, await readCallSettings(db)));
  });

  app.get("/availability", read, async function readAvailability(c) {
    return c.json(await readCallSettings(c.var.deps.db));
  });

  app.put("/availability", write, jsonOnly(), validJson(CallSettings), async function saveAvailability(c) {
    const settings = c.req.valid("json");
    await saveCallSettings(c.var.deps.db, settings);
    return c.json(settings);
  });

  app.post("/availability-form", session, async function saveAvailabilityForm(c) {
    const values = await formOf(c);
    if (!values) return renderRefusedForm(c, {}, [{ field: "form", message: "Send the form again." }]);
    const result = settingsFromForm(values);
    if ("issues" in result) return renderRefusedForm(c, values, result.issues);
    await saveCallSettings(c.var.deps.db, result.settings);
    return c.redirect(`${CALLS_PAGE}?done=saved`, 303);
  });

  app.post("/:id/outcome", write, jsonOnly(), validParam(CallId, "No such call."), validJson(OutcomeInput), async function setCallOutcome(c) {
    const result = await settleCall(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").outcome, leadActor(c));
    if (result.kind !== "done") return refuse(c, result.kind);
    return c.json({ id: result.call.id, status: result.call.status });
  });

  app.post("/:id/outcome-form", session, validParam(CallId, "No such call."), async function setCallOutcomeForm(c) {
    const outcome = OutcomeInput.safeParse(await formOf(c));
    if (!outcome.success) return c.redirect(CALLS_PAGE, 303);
    const result = await settleCall(c.var.deps.db, c.req.valid("param").id, outcome.data.outcome, leadActor(c));
    if (result.kind !== "done") {
      c.set("callsFormState", { notice: { tone: "error", text: OUTCOME_REFUSALS[result.kind][1] } });
      const page = await renderDefinedPage(c, callsPage);
      return new Response(page.body, { status: OUTCOME_REFUSALS[result.kind][0], headers: page.headers });
    }
    return c.redirect(`${CALLS_PAGE}?done=${outcome.data.outcome}`, 303);
  });

  app.post("/:id/cancel", write, validParam(CallId, "No such call."), async function cancelCall(c) {
    const result = await cancelCallByOwner(c.var.deps.db, c.req.valid("param").id, leadActor(c), { email: c.var.deps.env.leadEmail !== undefined });
    if (result.kind !== "done") return refuse(c, result.kind === "not-found" ? "not-found" : "not-booked");
    return c.json({ id: result.call.id, status: result.call.status });
  });

  app.post("/:id/cancel-form", session, validParam(CallId, "No such call."), async function cancelCallForm(c) {
    const result = await cancelCallByOwner(c.var.deps.db, c.req.valid("param").id, leadActor(c), { email: c.var.deps.env.leadEmail !== undefined });
    if (result.kind !== "done") return c.redirect(CALLS_PAGE, 303);
    return c.redirect(`${CALLS_PAGE}?done=cancelled`, 303);
  });

  app.post("/feed", write, async function makeCallFeed(c) {
    const { token, createdAt } = await createCallFeed(c.var.deps.db);
    return c.json({ url: callFeedUrl(c.var.deps.env.siteUrl, token), createdAt }, 201);
  });

  app.delete("/feed", write, async function turnCallFeedOff(c) {
    await revokeCallFeed(c.var.deps.db);
    return c.json({ revoked: true });
  });

  app.post("/feed-form", session, async function makeCallFeedForm(c) {
    const { token } = await createCallFeed(c.var.deps.db);
    // Shown on this answer only: the address is not stored, and a reload does not make another.
    c.set("callsFormState", {
      newFeedUrl: callFeedUrl(c.var.deps.env.siteUrl, token),
      notice: { tone: "success", text: "A new subscription address is ready below; any earlier one stops working." },
    });
    return renderDefinedPage(c, callsPage);
  });

  app.post("/feed-revoke-form", session, async function turnCallFeedOffForm(c) {
    await revokeCallFeed(c.var.deps.db);
    return c.redirect(`${CALLS_PAGE}?done=feed-off`, 303);
  });

  app.get("/busy-calendar", read, async function readBusyCalendar(c) {
    return c.json(await readBusyCalendarState(c.var.deps.db));
  });

  app.put("/busy-calendar", write, jsonOnly(), validJson(BusyCalendarInput), async function saveBusyCalendar(c) {
    const { db, env } = c.var.deps;
    const result = await saveAndRead(db, env, c.req.valid("json").url);
    return c.json({ ...(await readBusyCalendarState(db)), read: result.kind });
  });

  app.delete("/busy-calendar", write, async function removeBusyCalendar(c) {
    await removeBusyCalendarAddress(c.var.deps.db);
    return c.json({ removed: true });
  });

  app.post("/busy-calendar-form", session, async function saveBusyCalendarForm(c) {
    const typed = (await formOf(c))?.url ?? "";
    const parsed = parseCalendarAddress(typed);
    if ("problem" in parsed) {
      c.set("callsFormState", { busyCalendar: { input: typed, issue: parsed.problem }, notice: { tone: "error", text: "Nothing was saved: please check the calendar address." } });
      const page = await renderDefinedPage(c, callsPage);
      return new Response(page.body, { status: 400, headers: page.headers });
    }
    const result = await saveAndRead(c.var.deps.db, c.var.deps.env, parsed.url);
    return c.redirect(`${CALLS_PAGE}?done=${result.kind === "read" ? "busy-read" : "busy-failed"}`, 303);
  });

  app.post("/busy-calendar-remove-form", session, async function removeBusyCalendarForm(c) {
    await removeBusyCalendarAddress(c.var.deps.db);
    return c.redirect(`${CALLS_PAGE}?done=busy-removed`, 303);
  });

  app.get("/caldav", read, async function readCalDav(c) {
    return c.json({ calendar: await calDavShown(c.var.deps.db) });
  });

  app.put("/caldav", write, jsonOnly(), validJson(CalDavInput), async function saveCalDavJson(c) {
    const { db, env } = c.var.deps;
    const result = await saveCalDav(db, env, c.req.valid("json"));
    if (!result.saved) return jsonError(c, 422, `The calendar was not saved: ${result.problem}.`);
    return c.json({ calendar: await calDavShown(db) });
  });

  app.delete("/caldav", write, async function removeCalDavJson(c) {
    await removeCalDav(c.var.deps.db);
    return c.json({ removed: true });
  });

  app.post("/caldav-form", session, async function saveCalDavForm(c) {
    const form = (await formOf(c)) ?? {};
    const values = { url: form.url ?? "", username: form.username ?? "" };
    const parsed = parseCalDavInput(form);
    const result = "input" in parsed ? await saveCalDav(c.var.deps.db, c.var.deps.env, parsed.input) : undefined;
    if (result?.saved) return c.redirect(`${CALLS_PAGE}?done=caldav-saved`, 303);
    c.set("callsFormState", {
      calDav: { values, ...("issues" in parsed ? { issues: parsed.issues } : {}), ...(result && !result.saved ? { problem: result.problem } : {}) },
      notice: { tone: "error", text: "Nothing was saved: please check the calendar's details." },
    });
    const page = await renderDefinedPage(c, callsPage);
    return new Response(page.body, { status: result ? 422 : 400, headers: page.headers });
  });

  app.post("/caldav-remove-form", session, async function removeCalDavForm(c) {
    await removeCalDav(c.var.deps.db);
    return c.redirect(`${CALLS_PAGE}?done=caldav-removed`, 303);
  });

  return app;
}
