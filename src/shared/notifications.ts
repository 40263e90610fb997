/**
 * The Notifications tab's data and answers, shared by its API (src/routes/admin/notifications.ts), the
 * dashboard's first paint and the island: what is configured (never a secret), how each channel's latest
 * delivery went, and the deliveries that are failing or were given up.
 */

export const NOTIFICATION_CHANNELS = ["webhook", "email", "confirmation", "reminder", "chat", "follow-up", "call-invite", "call-owner", "call-reminder", "call-calendar"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  webhook: "Webhook",
  email: "Owner e-mail",
  confirmation: "Confirmation to the lead",
  reminder: "Reminder",
  chat: "Chat message",
  "follow-up": "Follow-up reminder",
  "call-invite": "Call invitation to the lead",
  "call-owner": "Call invitation to you",
  "call-reminder": "Call reminder",
  "call-calendar": "Call in your calendar (CalDAV)",
};

/** The channels a test send can try. */
export const TEST_CHANNELS = ["email", "webhook", "chat"] as const;
export type TestChannel = (typeof TEST_CHANNELS)[number];

/** Who set a value: the host, in the environment (read-only in the admin), or the owner, in the admin. */
export type SettingSource = "server" | "admin";

/** The chat tools whose incoming webhooks a lead can be posted to; each takes its own message format. */
export const CHAT_KINDS = ["slack", "teams"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const chatKindLabels: Record<ChatKind, string> = { slack: "Slack", teams: "Microsoft Teams" };

/** At most this many addresses get the owner's e-mails. */
export const MAX_ALERT_EMAILS = 10;

/**
 * What is configured, as the owner may see it: addresses and hosts, never a password. The webhook's and the
 * chat's full addresses, and the webhook's signing secret, are shown only when the owner set them in the admin
 * (the owner's session alone reads this): the owner needs them to edit the address and to check signatures.
 */
export interface NotificationSettings {
  /** Whether this server can send e-mail (SMTP_URL and MAIL_FROM, set by the host); null: it cannot. */
  mail: {
    /** MAIL_FROM as written in the From header. */
    from: string;
    /** The SMTP server without its password: smtps://user@host:465. */
    server: string;
  } | null;
  /** Who gets the owner's e-mails for new leads and the reminders: LEAD_NOTIFY_EMAIL, else the admin's list. */
  email: {
    to: string[];
    source: SettingSource;
    confirmations: boolean;
    /** The reminder marks in words ("1 hour"), [] when reminders are off. */
    reminders: string[];
  };
  webhook: {
    /** The URL's origin, and "/…" when it has a path (which may hold a token). */
    target: string;
    signed: boolean;
    source: SettingSource;
    /** The whole URL and the signing secret, when set in the admin. */
    url: string | null;
    secret: string | null;
  } | null;
  chat: {
    kind: ChatKind;
    target: string;
    url: string;
  } | null;
  /** LEAD_RETENTION_DAYS, or null: leads are kept. */
  retentionDays: number | null;
}

/**
 * PUT /api/admin/notifications/alerts: a field left out keeps its value; an empty one turns it off. `emails` is
 * one or more addresses separated by commas or line breaks.
 */
export interface AlertSettingsInput {
  emails?: string;
  webhookUrl?: string;
  /** A new signing secret for the webhook set in the admin (the receiver must be given it). */
  newWebhookSecret?: boolean;
  chatKind?: ChatKind;
  chatUrl?: string;
}

/** Its answer: the settings as they now are, and which of them changed (names only, for the audit log). */
export interface AlertSettingsResult {
  settings: NotificationSettings;
  changed: ("emails" | "webhook" | "webhookSecret" | "chat")[];
}

/** How a channel's most recent delivery went. */
export interface ChannelHealth {
  channel: NotificationChannel;
  state: "ok" | "failing";
  /** The failure's reason (last_error), or a note kept on a delivery (a skipped reminder). */
  lastError: string | null;
}

export interface ProblemDeliveryRow {
  id: number;
  leadId: string;
  /** First and last name; the business when given. */
  leadName: string;
  businessName: string | null;
  leadCreatedAt: string;
  channel: NotificationChannel;
  /** Which reminder (1, 2…); 0 for the other channels. */
  mark: number;
  attempts: number;
  maxAttempts: number;
  /** Retrying: attempts left, the next at nextAttemptAt. Given up: none left (or refused for good). */
  state: "retrying" | "given-up";
  lastError: string | null;
  nextAttemptAt: string;
}

/** GET /api/admin/notifications. */
export interface NotificationsTabData {
  settings: NotificationSettings;
  /** A stored setting that cannot be read (a lost key): its channel is off until the owner enters it again. */
  settingsProblem: string | null;
  channels: ChannelHealth[];
  problems: ProblemDeliveryRow[];
  /** All failing and given-up deliveries; `problems` holds the newest of them. */
  problemTotal: number;
}

/** POST /api/admin/notifications/test: the server's own answer. */
export interface TestSendResult {
  ok: boolean;
  message: string;
}

/** POST /api/admin/notifications/resend: `id` is the lead's. */
export interface ResendResult {
  id: string;
  channel: NotificationChannel;
  mark: number;
  queued: true;
}

/** "Owner e-mail", "Reminder 2". */
export function deliveryLabel(channel: NotificationChannel, mark: number): string {
  return channel === "reminder" && mark > 0 ? `${notificationChannelLabels.reminder} ${mark}` : notificationChannelLabels[channel];
}

/** The channels whose rows are numbered by a mark (a reminder's 1, 2, 3…; a follow-up's next step); 0 for the rest. */
export function hasMark(channel: NotificationChannel): boolean {
  return channel === "reminder" || channel === "follow-up" || channel.startsWith("call-");
}
