/**
 * The Notifications tab's data and answers, shared by its API (src/routes/admin/notifications.ts), the
 * dashboard's first paint and the island: what is configured (never a secret), how each channel's latest
 * delivery went, and the deliveries that are failing or were given up.
 */

export const NOTIFICATION_CHANNELS = ["webhook", "email", "confirmation", "reminder"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  webhook: "Webhook",
  email: "Owner e-mail",
  confirmation: "Confirmation to the lead",
  reminder: "Reminder",
};

/** The channels a test send can try. */
export const TEST_CHANNELS = ["email", "webhook"] as const;
export type TestChannel = (typeof TEST_CHANNELS)[number];

/** What is configured, as the owner may see it: addresses and hosts, never a password, secret or token. */
export interface NotificationSettings {
  email: {
    /** LEAD_NOTIFY_EMAIL. */
    to: string[];
    /** MAIL_FROM as written in the From header. */
    from: string;
    /** The SMTP server without its password: smtps://user@host:465. */
    server: string;
    confirmations: boolean;
    /** The reminder marks in words ("1 hour"), [] when reminders are off. */
    reminders: string[];
  } | null;
  webhook: {
    /** The URL's origin, and "/…" when it has a path (which may hold a token). */
    target: string;
    signed: boolean;
  } | null;
  /** LEAD_RETENTION_DAYS, or null: leads are kept. */
  retentionDays: number | null;
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
