/**
 * Who hears of a new lead: the owner's e-mail recipients, the webhook and a Slack or Teams chat. The host's
 * environment wins where it speaks (LEAD_NOTIFY_EMAIL, LEAD_WEBHOOK_URL and its secret: shown in the admin as
 * set by the server); the rest the owner sets in the admin, stored in one `admin_settings` row. Every reader
 * reads that row when it needs it (a lead arriving, a delivery going out), so a change made on one instance
 * holds on every other at once. Addresses that carry a token (webhook and chat URLs) and the webhook's signing
 * secret are stored sealed like the TOTP secrets.
 */
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { readAdminSetting, writeAdminSetting } from "../../db/queries/admin-settings.ts";
import { openSecret, sealSecret, secretKeysFor } from "../auth/secret-box.ts";
import type { Env } from "../env.ts";
import { httpUrl } from "../env-fields.ts";
import { type AlertSettingsResult, CHAT_KINDS, type ChatKind, MAX_ALERT_EMAILS, type SettingSource } from "../shared/notifications.ts";
import { MailRecipients } from "./email-settings.ts";

const ALERTS_KEY = "alerts";

/** As stored: the URLs and the secret sealed. */
const StoredAlerts = z.object({
  emails: z.array(z.string()).default([]),
  webhook: z.object({ url: z.string(), secret: z.string() }).nullable().default(null),
  chat: z
    .object({ kind: z.enum(CHAT_KINDS), url: z.string() })
    .nullable()
    .default(null),
});
type StoredAlerts = z.infer<typeof StoredAlerts>;

const EMPTY: StoredAlerts = { emails: [], webhook: null, chat: null };

export type AlertEnv = Pick<Env, "leadEmail" | "leadWebhookUrl" | "leadWebhookSecret" | "secretKeys" | "databaseUrl" | "dataDir" | "nodeEnv" | "isProduction">;

/** Where new-lead alerts go now. */
export interface AlertTargets {
  /** The owner's recipients ([] : none yet). */
  emails: { to: string[]; source: SettingSource };
  webhook: { url: string; secret: string | undefined; source: SettingSource } | null;
  chat: { kind: ChatKind; url: string } | null;
  /** A stored value that could not be opened (a lost key): that channel is off, and the Notifications tab says why. */
  problem?: string;
}

async function readStored(db: Database): Promise<StoredAlerts> {
  const parsed = StoredAlerts.safeParse((await readAdminSetting(db, ALERTS_KEY)) ?? EMPTY);
  return parsed.success ? parsed.data : EMPTY;
}

/**
 * The owner's e-mail recipients alone: what a mail composer needs when its message goes out.
 * @example const to = await ownerRecipients(db, env.leadEmail);
 */
export async function ownerRecipients(db: Database, mail: { to: string[] }): Promise<string[]> {
  return mail.to.length > 0 ? mail.to : (await readStored(db)).emails;
}

/**
 * Everything, the environment first. Never throws for what is stored: an unreadable value turns its channel
 * off (with `problem` saying so) rather than stopping a lead from being stored.
 * @example const targets = await readAlertTargets(db, env); targets.webhook?.url
 */
export async function readAlertTargets(db: Database, env: AlertEnv): Promise<AlertTargets> {
  const stored = await readStored(db);
  const keys = secretKeysFor(env);
  const serverEmails = env.leadEmail?.to ?? [];
  const targets: AlertTargets = {
    emails: serverEmails.length > 0 ? { to: serverEmails, source: "server" } : { to: stored.emails, source: "admin" },
    webhook: null,
    chat: null,
  };
  const problems: string[] = [];
  if (env.leadWebhookUrl) targets.webhook = { url: env.leadWebhookUrl, secret: env.leadWebhookSecret, source: "server" };
  else if (stored.webhook) {
    try {
      targets.webhook = { url: openSecret(keys, stored.webhook.url), secret: openSecret(keys, stored.webhook.secret), source: "admin" };
    } catch (error) {
      problems.push(`The webhook address cannot be read: ${(error as Error).message}. Enter it again.`);
    }
  }
  if (stored.chat) {
    try {
      targets.chat = { kind: stored.chat.kind, url: openSecret(keys, stored.chat.url) };
    } catch (error) {
      problems.push(`The chat address cannot be read: ${(error as Error).message}. Enter it again.`);
    }
  }
  if (problems.length > 0) targets.problem = problems.join(" ");
  return targets;
}

/** The signing secret a webhook set in the admin gets: 32 random bytes, as the receiver will paste it. */
function newWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
}

/** Commas, semicolons or line breaks between addresses; nothing at all turns owner e-mails off. */
function parseEmails(text: string, ctx: z.RefinementCtx): string[] {
  const list = text.replace(/[;\n\r]+/g, ",");
  if (list.replace(/[,\s]/g, "") === "") return [];
  const parsed = MailRecipients.safeParse(list);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["emails"], message: issue.message });
    return [];
  }
  if (parsed.data.length > MAX_ALERT_EMAILS) ctx.addIssue({ code: "custom", path: ["emails"], message: `At most ${MAX_ALERT_EMAILS} addresses` });
  return parsed.data;
}

/** Blank, or an http(s) address. */
const blankOrUrl = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(2000, `${field} must be at most 2000 characters`)
    .transform((text) => text.trim())
    .superRefine((text, ctx) => {
      if (text !== "" && !httpUrl("").safeParse(text).success) ctx.addIssue({ code: "custom", message: `${field} must be an address that starts with https://` });
    });

/** What PUT /api/admin/notifications/alerts accepts (and, in production, httpsOnlyIssues). */
export const AlertSettingsInput = z
  .object({
    emails: z.string({ error: "emails must be text" }).max(4000, "At most 4000 characters").optional(),
    webhookUrl: blankOrUrl("The webhook address").optional(),
    newWebhookSecret: z.boolean({ error: "newWebhookSecret must be true or false" }).optional(),
    chatKind: z.enum(CHAT_KINDS, { error: `chatKind must be one of ${CHAT_KINDS.join(", ")}` }).optional(),
    chatUrl: blankOrUrl("The chat address").optional(),
  })
  .strict()
  .transform((input, ctx) => ({ ...input, emails: input.emails === undefined ? undefined : parseEmails(input.emails, ctx) }))
  .superRefine((input, ctx) => {
    if (input.chatUrl && !input.chatKind) ctx.addIssue({ code: "custom", path: ["chatKind"], message: "Choose Slack or Microsoft Teams" });
  });

/** In production both addresses must be https: a lead is personal data. */
export function httpsOnlyIssues(input: ParsedAlertSettings): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (input.webhookUrl?.startsWith("http://")) issues.push({ field: "webhookUrl", message: "The webhook address must start with https://" });
  if (input.chatUrl?.startsWith("http://")) issues.push({ field: "chatUrl", message: "The chat address must start with https://" });
  return issues;
}

export type ParsedAlertSettings = z.output<typeof AlertSettingsInput>;

/** Fields the host set cannot be changed here: the answer says so rather than storing what would never be used. */
export function serverSetFields(input: ParsedAlertSettings, env: AlertEnv): string[] {
  const fields: string[] = [];
  if (input.emails !== undefined && (env.leadEmail?.to.length ?? 0) > 0) fields.push("emails: set by the server (LEAD_NOTIFY_EMAIL)");
  if ((input.webhookUrl !== undefined || input.newWebhookSecret) && env.leadWebhookUrl) fields.push("webhookUrl: set by the server (LEAD_WEBHOOK_URL)");
  return fields;
}

/**
 * Applies the owner's changes and says which settings changed. The webhook's secret is made with its first
 * address and kept while it has one (the receiver was given it), replaced only when asked.
 */
export async function saveAlertSettings(db: Database, env: AlertEnv, input: ParsedAlertSettings): Promise<AlertSettingsResult["changed"]> {
  const keys = secretKeysFor(env);
  const stored = await readStored(db);
  const next: StoredAlerts = { ...stored };
  const changed: AlertSettingsResult["changed"] = [];
  if (input.emails !== undefined && input.emails.join(",") !== stored.emails.join(",")) {
    next.emails = input.emails;
    changed.push("emails");
  }
  const currentWebhook = stored.webhook ? safeOpen(keys, stored.webhook.url) : undefined;
  if (input.webhookUrl !== undefined && input.webhookUrl !== (currentWebhook ?? "")) {
    next.webhook = input.webhookUrl === "" ? null : { url: sealSecret(keys, input.webhookUrl), secret: stored.webhook?.secret ?? sealSecret(keys, newWebhookSecret()) };
    changed.push("webhook");
  }
  if (input.newWebhookSecret && next.webhook) {
    next.webhook = { ...next.webhook, secret: sealSecret(keys, newWebhookSecret()) };
    changed.push("webhookSecret");
  }
  if (input.chatUrl !== undefined || input.chatKind !== undefined) {
    const currentUrl = stored.chat ? safeOpen(keys, stored.chat.url) : undefined;
    const url = input.chatUrl ?? currentUrl ?? "";
    const kind = input.chatKind ?? stored.chat?.kind;
    if (url === "") {
      if (stored.chat) changed.push("chat");
      next.chat = null;
    } else if (kind && (url !== currentUrl || kind !== stored.chat?.kind)) {
      next.chat = { kind, url: sealSecret(keys, url) };
      changed.push("chat");
    }
  }
  if (changed.length > 0) await writeAdminSetting(db, ALERTS_KEY, next);
  return changed;
}

function safeOpen(keys: ReturnType<typeof secretKeysFor>, stored: string): string | undefined {
  try {
    return openSecret(keys, stored);
  } catch {
    return undefined;
  }
}
