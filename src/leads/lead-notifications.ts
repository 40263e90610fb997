/**
 * Which notifications a new lead gets (the webhook, the e-mail, both or none, as the environment says), and
 * the workers that deliver them. The route writes the outbox rows with the lead; these workers send them.
 */
import type { Database } from "../../db/client.ts";
import type { OutboxChannel } from "../../db/schema/index.ts";
import type { Env } from "../env.ts";
import { startEmailWorker } from "./email-outbox.ts";
import type { OutboxWorker } from "./outbox-worker.ts";
import { startWebhookWorker } from "./webhook-outbox.ts";

type NotifyEnv = Pick<Env, "leadWebhookUrl" | "leadWebhookSecret" | "leadEmail" | "siteUrl">;

/** @example storeLead(db, lead, { notify: leadNotificationChannels(env) }) */
export function leadNotificationChannels(env: NotifyEnv): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (env.leadWebhookUrl) channels.push("webhook");
  if (env.leadEmail) channels.push("email");
  return channels;
}

/** One worker per configured channel; stop() lets a delivery in hand finish first. */
export function startLeadNotifications(env: NotifyEnv, db: Database, log: (line: string) => void = console.log) {
  const workers: OutboxWorker[] = [];
  if (env.leadWebhookUrl) workers.push(startWebhookWorker({ db, url: env.leadWebhookUrl, secret: env.leadWebhookSecret, log }));
  if (env.leadEmail) {
    workers.push(startEmailWorker({ db, settings: env.leadEmail, siteUrl: env.siteUrl, log }));
    // Where lead e-mails go and through which server; the URL without its password.
    log(`Lead e-mails to ${env.leadEmail.to.join(", ")} through ${env.leadEmail.smtp.shownUrl}`);
  }
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
