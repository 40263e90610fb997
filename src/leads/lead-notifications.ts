/**
 * Which notifications a new lead gets (the webhook, the owner's e-mail, the chat and the visitor's confirmation,
 * as the settings are when it arrives: src/leads/alert-settings.ts), the workers that deliver them, and the reminder scan. The route writes the outbox
 * rows with the lead; the scan queues each due reminder once (every instance scans, the unique index keeps
 * one row); the workers, one per channel in every instance, claim rows with SKIP LOCKED and send them.
 */
import type { Database } from "../../db/client.ts";
import { queueDueFollowUps } from "../../db/queries/lead-follow-ups.ts";
import { queueDueReminders } from "../../db/queries/lead-outbox.ts";
import type { OutboxChannel } from "../../db/schema/index.ts";
import { startCalendarWorker } from "../calls/caldav-outbox.ts";
import { calDavTarget } from "../calls/caldav-target.ts";
import { callInviteComposer, callOwnerComposer, callReminderComposer } from "../calls/call-mail-channels.ts";
import type { Env } from "../env.ts";
import { type AlertEnv, type AlertTargets, readAlertTargets } from "./alert-settings.ts";
import { startChatWorker } from "./chat-outbox.ts";
import { startEmailWorker, startMailWorker } from "./email-outbox.ts";
import { confirmationComposer, followUpComposer, reminderComposer } from "./mail-channels.ts";
import type { OutboxLogLevel, OutboxTiming, OutboxWorker } from "./outbox-worker.ts";
import { reminderScanMs } from "./reminder-marks.ts";
import { startWebhookWorker } from "./webhook-outbox.ts";

/** How often the follow-ups due are looked for at most. */
const FOLLOW_UP_SCAN_MS = 60_000;

type NotifyEnv = AlertEnv & Pick<Env, "siteUrl" | "identity" | "leadConfirmations" | "leadReminderMarks">;

/** The channels a lead gets with these targets: the owner's e-mail and the confirmation need a server that can send. */
export function channelsFor(targets: AlertTargets, env: Pick<NotifyEnv, "leadEmail" | "leadConfirmations">): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (targets.webhook) channels.push("webhook");
  if (env.leadEmail && targets.emails.to.length > 0) channels.push("email");
  if (env.leadEmail && env.leadConfirmations) channels.push("confirmation");
  if (targets.chat) channels.push("chat");
  return channels;
}

/** Reminders need a server that can send and someone to receive them. */
export function remindersOn(targets: AlertTargets, env: Pick<NotifyEnv, "leadEmail" | "leadReminderMarks">): boolean {
  return env.leadEmail !== undefined && env.leadReminderMarks.length > 0 && targets.emails.to.length > 0;
}

/**
 * The channels a lead arriving now gets, as the settings are now.
 * @example storeLead(db, lead, { notify: await leadNotificationChannels(db, env) })
 */
export async function leadNotificationChannels(db: Database, env: NotifyEnv): Promise<OutboxChannel[]> {
  return channelsFor(await readAlertTargets(db, env), env);
}

export interface LeadNotifications {
  /** Queues the reminders and follow-ups due now and sends them (tests; the timer does the same). */
  scanReminders(): Promise<number>;
  /** Lets the deliveries in hand finish, then stops every worker and the scan. */
  stop(): Promise<void>;
}

export interface LeadNotificationOptions extends Omit<OutboxTiming, "log"> {
  log?: (line: string, level: OutboxLogLevel) => void;
  /** How often to look for due reminders; by default a quarter of the narrowest mark's window. */
  reminderScanMs?: number;
}

/**
 * One worker per channel that can deliver: the webhook, chat and calendar workers always (their address is read at
 * each delivery: the owner may set one at any time), the mail workers when the server can send; and the reminder scan.
 */
export function startLeadNotifications(env: NotifyEnv, db: Database, options: LeadNotificationOptions = {}): LeadNotifications {
  const { log = (line: string, level: OutboxLogLevel) => console[level](line), reminderScanMs: scanEvery, ...timing } = options;
  const targets = () => readAlertTargets(db, env);
  const workers: OutboxWorker[] = [
    startWebhookWorker({ ...timing, db, target: async () => (await targets()).webhook, log }),
    startChatWorker({ ...timing, db, siteUrl: env.siteUrl, target: async () => (await targets()).chat, log }),
    // Booked calls into the owner's CalDAV calendar, whenever one is set (read at each write).
    startCalendarWorker({ ...timing, db, target: () => calDavTarget(db, env), identity: env.identity, siteUrl: env.siteUrl, log }),
  ];
  let reminders: OutboxWorker | undefined;
  let followUps: OutboxWorker | undefined;
  if (env.leadEmail) {
    const settings = env.leadEmail;
    workers.push(startEmailWorker({ ...timing, db, settings, siteUrl: env.siteUrl, log }));
    if (env.leadConfirmations) {
      const compose = confirmationComposer(env.identity, env.siteUrl);
      workers.push(startMailWorker({ ...timing, db, settings, channel: "confirmation", label: "confirmation", compose, log }));
    }
    if (env.leadReminderMarks.length > 0) {
      reminders = startMailWorker({ ...timing, db, settings, channel: "reminder", label: "reminder", compose: reminderComposer(settings, env.identity, env.siteUrl), log });
      workers.push(reminders);
    }
    followUps = startMailWorker({ ...timing, db, settings, channel: "follow-up", label: "follow-up", compose: followUpComposer(settings, env.identity, env.siteUrl), log });
    workers.push(followUps);
    // A booked call's invitations and reminders: queued with the booking, the reminders due at their moment.
    workers.push(
      startMailWorker({ ...timing, db, settings, channel: "call-invite", label: "call invitation", compose: callInviteComposer(env.identity, env.siteUrl), log }),
      startMailWorker({ ...timing, db, settings, channel: "call-owner", label: "call e-mail", compose: callOwnerComposer(settings, env.identity, env.siteUrl), log }),
      startMailWorker({ ...timing, db, settings, channel: "call-reminder", label: "call reminder", compose: callReminderComposer(settings, env.identity, env.siteUrl), log }),
    );
    // Where lead e-mails go and through which server; the URL without its password.
    const to = settings.to.length > 0 ? settings.to.join(", ") : "the addresses set in the admin";
    log(`Lead e-mails to ${to} through ${settings.smtp.shownUrl}`, "info");
  }

  let scanning: Promise<number> | undefined;
  async function scan(): Promise<number> {
    if (!reminders && !followUps) return 0;
    const targets = await readAlertTargets(db, env);
    if (targets.emails.to.length === 0) return 0;
    const [dueReminders, dueFollowUps] = await Promise.all([
      reminders && remindersOn(targets, env) ? queueDueReminders(db, env.leadReminderMarks) : 0,
      followUps ? queueDueFollowUps(db) : 0,
    ]);
    // Sent now rather than at the worker's next poll: a reminder at its mark, not seconds after it.
    if (dueReminders > 0) await reminders?.drain();
    if (dueFollowUps > 0) await followUps?.drain();
    return dueReminders + dueFollowUps;
  }
  const scanReminders = () => {
    scanning ??= scan().finally(() => {
      scanning = undefined;
    });
    return scanning;
  };
  let stopped = false;
  // A follow-up is due at a minute the owner chose: scanned at least once a minute.
  const every = scanEvery ?? Math.min(FOLLOW_UP_SCAN_MS, env.leadReminderMarks.length > 0 ? reminderScanMs(env.leadReminderMarks) : FOLLOW_UP_SCAN_MS);
  const timer = followUps
    ? setInterval(() => {
        if (!stopped) scanReminders().catch((error: unknown) => log(`lead reminders: ${(error as Error).message}`, "error"));
      }, every)
    : undefined;

  return {
    scanReminders,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await scanning?.catch(() => {});
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
