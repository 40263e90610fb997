/**
 * /api/admin/notifications: the Notifications tab. GET reads what is configured and the deliveries that
 * are failing or were given up; PUT /alerts sets who hears of new leads (e-mail recipients, the webhook, a Slack
 * or Teams chat), where the host has not; POST /resend sends one lead's notification on one channel again (attempts
 * start over, next attempt now; a channel configured after the lead came in gets its row); POST /test sends
 * a real test e-mail or webhook now and answers what the server said. Session only: no API key may send
 * e-mail in the owner's name or see where notifications go.
 */
import { Hono } from "hono";
import { z } from "zod";
import { readNotifiedLead, requeueDelivery } from "../../../db/queries/lead-outbox.ts";
import { leadNotificationPayload } from "../../../db/queries/leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminSession } from "../../auth/guards.ts";
import { CHECK_FIELDS, jsonError } from "../../http/json-errors.ts";
import { AlertSettingsInput, httpsOnlyIssues, readAlertTargets, saveAlertSettings, serverSetFields } from "../../leads/alert-settings.ts";
import { MAX_REMINDER_MARKS } from "../../leads/reminder-marks.ts";
import { sendTestChat, sendTestEmail, sendTestWebhook } from "../../leads/test-sends.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson } from "../../routes/validation.ts";
import {
  type AlertSettingsResult,
  hasMark,
  NOTIFICATION_CHANNELS,
  notificationChannelLabels,
  type ResendResult,
  TEST_CHANNELS,
  type TestSendResult,
} from "../../shared/notifications.ts";
import { configuredChannels, readNotificationSettings, readNotificationsTab } from "./read-notifications.ts";

const ResendInput = z
  .object({
    leadId: z.guid({ error: "leadId must be a lead's id" }),
    channel: z.enum(NOTIFICATION_CHANNELS, { error: `channel must be one of ${NOTIFICATION_CHANNELS.join(", ")}` }),
    // A follow-up's mark counts the lead's next steps (a smallint); a reminder's is its place among the marks.
    mark: z.int({ error: "mark must be a whole number" }).min(0, "mark must be 0 or more").max(32767, "mark must be at most 32767").default(0),
  })
  .refine((input) => input.channel !== "reminder" || input.mark <= MAX_REMINDER_MARKS, { path: ["mark"], message: `A reminder's mark is at most ${MAX_REMINDER_MARKS}` })
  .refine((input) => hasMark(input.channel) === input.mark > 0, { path: ["mark"], message: "A reminder's or follow-up's mark is 1 or more; every other channel's is 0" });

const TestInput = z.object({ channel: z.enum(TEST_CHANNELS, { error: `channel must be one of ${TEST_CHANNELS.join(", ")}` }) });

export function adminNotificationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAdminSession());

  app.get("/", async function readNotifications(c) {
    return c.json(await readNotificationsTab(c.var.deps.db, c.var.deps.env));
  });

  app.post("/resend", jsonOnly(), validJson(ResendInput), async function resendNotification(c) {
    const { db, env } = c.var.deps;
    const { leadId, channel, mark } = c.req.valid("json");
    const label = notificationChannelLabels[channel];
    if (!configuredChannels(await readAlertTargets(db, env), env).includes(channel))
      return jsonError(c, 409, `${label}: not configured on this server, so there is nothing to send it with.`);
    const lead = await readNotifiedLead(db, leadId);
    if (!lead) return jsonError(c, 404, "Lead not found");
    if (lead.isSpam && channel === "confirmation") return jsonError(c, 409, "This lead is marked as spam: it gets no confirmation.");
    // A reminder is queued by its mark and written from the lead when it goes out; the others carry the lead.
    const outcome = await requeueDelivery(db, { leadId, channel, mark, ...(hasMark(channel) ? {} : { payload: leadNotificationPayload(lead) }) });
    if (outcome === "missing") return jsonError(c, 404, `This lead has no reminder ${mark}.`);
    if (outcome === "busy") return jsonError(c, 409, "It is being sent right now. Look again in a minute.");
    const answer: ResendResult = { id: leadId, channel, mark, queued: true };
    return c.json(answer);
  });

  app.put("/alerts", jsonOnly(), validJson(AlertSettingsInput), async function saveAlerts(c) {
    const { db, env } = c.var.deps;
    const input = c.req.valid("json");
    const insecure = env.isProduction ? httpsOnlyIssues(input) : [];
    if (insecure.length > 0) return jsonError(c, 400, CHECK_FIELDS, insecure);
    const refused = serverSetFields(input, env);
    if (refused.length > 0) return jsonError(c, 409, `Set by the server, so not changed here: ${refused.join("; ")}`);
    const changed = await saveAlertSettings(db, env, input);
    const answer: AlertSettingsResult = { settings: readNotificationSettings(await readAlertTargets(db, env), env), changed };
    return c.json(answer);
  });

  app.post("/test", jsonOnly(), validJson(TestInput), async function sendTestNotification(c) {
    const { db, env, identity } = c.var.deps;
    const { channel } = c.req.valid("json");
    const targets = await readAlertTargets(db, env);
    let result: TestSendResult;
    if (channel === "email") {
      if (!env.leadEmail) return jsonError(c, 409, "This server cannot send e-mail: ask your host to set SMTP_URL and MAIL_FROM.");
      if (targets.emails.to.length === 0) return jsonError(c, 409, "No one is set to receive lead e-mails: add an address and save first.");
      result = await sendTestEmail(env.leadEmail, targets.emails.to, identity, env.siteUrl);
    } else if (channel === "webhook") {
      if (!targets.webhook) return jsonError(c, 409, "No webhook is set: enter its address and save first.");
      result = await sendTestWebhook(targets.webhook.url, targets.webhook.secret, env.siteUrl);
    } else {
      if (!targets.chat) return jsonError(c, 409, "No Slack or Teams address is set: enter it and save first.");
      result = await sendTestChat(targets.chat, identity, env.siteUrl);
    }
    return c.json(result);
  });

  return app;
}
