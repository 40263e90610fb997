/**
 * The Notifications tab's data, for its first paint and its API, and the dashboard banner's: what is
 * configured (by the host or in the admin; the host's secrets left out), each configured channel's latest delivery, and the
 * deliveries failing or given up, newest first.
 */
import type { Database } from "../../../db/client.ts";
import { latestChannelOutcomes, listProblemDeliveries } from "../../../db/queries/lead-outbox.ts";
import type { OutboxChannel } from "../../../db/schema/index.ts";
import type { Env } from "../../env.ts";
import { type AlertEnv, type AlertTargets, readAlertTargets } from "../../leads/alert-settings.ts";
import { channelsFor, remindersOn } from "../../leads/lead-notifications.ts";
import { DEFAULT_MAX_ATTEMPTS } from "../../leads/outbox-worker.ts";
import { describeAge } from "../../leads/reminder-marks.ts";
import type { ChannelHealth, NotificationSettings, NotificationsTabData, ProblemDeliveryRow } from "../../shared/notifications.ts";

/** The newest failing deliveries the tab lists; the rest are counted. */
export const PROBLEM_ROWS = 50;

type NotificationEnv = AlertEnv & Pick<Env, "leadConfirmations" | "leadReminderMarks" | "leadRetentionDays">;

/** The channels this instance delivers with these targets, reminders included. */
export function configuredChannels(targets: AlertTargets, env: NotificationEnv): OutboxChannel[] {
  const channels = channelsFor(targets, env);
  if (remindersOn(targets, env)) channels.push("reminder");
  if (env.leadEmail && targets.emails.to.length > 0) channels.push("follow-up", "call-owner");
  if (env.leadEmail) channels.push("call-invite", "call-reminder");
  return channels;
}

/** Origin, and "/…" for a path: a webhook's path or query often is its secret (a hook id). */
function webhookTarget(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname === "/" && parsed.search === "" ? parsed.origin : `${parsed.origin}/…`;
}

export function readNotificationSettings(targets: AlertTargets, env: NotificationEnv): NotificationSettings {
  const mail = env.leadEmail;
  const { webhook, chat } = targets;
  return {
    mail: mail ? { from: mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address, server: mail.smtp.shownUrl } : null,
    email: {
      to: targets.emails.to,
      source: targets.emails.source,
      confirmations: env.leadConfirmations,
      reminders: remindersOn(targets, env) ? env.leadReminderMarks.map((m) => describeAge(m.afterMs)) : [],
    },
    webhook: webhook
      ? {
          target: webhookTarget(webhook.url),
          signed: webhook.secret !== undefined,
          source: webhook.source,
          // What the host set stays the host's: the owner sees where it goes, not its token or secret.
          url: webhook.source === "admin" ? webhook.url : null,
          secret: webhook.source === "admin" ? (webhook.secret ?? null) : null,
        }
      : null,
    chat: chat ? { kind: chat.kind, target: webhookTarget(chat.url), url: chat.url } : null,
    retentionDays: env.leadRetentionDays ?? null,
  };
}

/**
 * Each configured channel's latest delivery. A confirmation refused for good is the visitor's address (a
 * typo), not the channel: only a confirmation still being retried counts as failing.
 */
export async function readChannelHealth(db: Database, env: NotificationEnv, targets?: AlertTargets): Promise<ChannelHealth[]> {
  const outcomes = await latestChannelOutcomes(db, configuredChannels(targets ?? (await readAlertTargets(db, env)), env));
  return outcomes.map((o) => {
    const failed = !o.delivered && o.lastError !== null && (o.channel !== "confirmation" || o.attempts < DEFAULT_MAX_ATTEMPTS);
    return { channel: o.channel, state: failed ? "failing" : "ok", lastError: o.lastError };
  });
}

/** @example const banner = (await readFailingChannels(db, env)).map((c) => c.channel) */
export async function readFailingChannels(db: Database, env: NotificationEnv): Promise<ChannelHealth[]> {
  return (await readChannelHealth(db, env)).filter((c) => c.state === "failing");
}

/** @example return c.json(await readNotificationsTab(db, env)); */
export async function readNotificationsTab(db: Database, env: NotificationEnv): Promise<NotificationsTabData> {
  const targets = await readAlertTargets(db, env);
  const [channels, problems] = await Promise.all([readChannelHealth(db, env, targets), listProblemDeliveries(db, { limit: PROBLEM_ROWS })]);
  const rows: ProblemDeliveryRow[] = problems.rows.map((r) => ({
    id: r.id,
    leadId: r.leadId,
    leadName: `${r.firstName} ${r.lastName}`.trim(),
    businessName: r.businessName,
    leadCreatedAt: r.leadCreatedAt.toISOString(),
    channel: r.channel,
    mark: r.mark,
    attempts: r.attempts,
    maxAttempts: DEFAULT_MAX_ATTEMPTS,
    state: r.attempts >= DEFAULT_MAX_ATTEMPTS ? "given-up" : "retrying",
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
  }));
  return { settings: readNotificationSettings(targets, env), settingsProblem: targets.problem ?? null, channels, problems: rows, problemTotal: problems.total };
}
