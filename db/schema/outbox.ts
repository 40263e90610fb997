/**
 * Durable outbox of lead notifications: written with the lead, delivered later with retries, one row per
 * lead and channel (the webhook to LEAD_WEBHOOK_URL, the e-mail to LEAD_NOTIFY_EMAIL).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads.ts";

export const outboxChannels = ["webhook", "email"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const leadNotificationOutbox = pgTable(
  "lead_notification_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: outboxChannels }).notNull().default("webhook"),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a crashed worker's claim simply expires. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("lead_notification_outbox_channel_check", sql`${t.channel} in ('webhook', 'email')`),
    // Never twice for one lead: a second row for the same lead and channel cannot exist.
    uniqueIndex("lead_notification_outbox_lead_channel_idx").on(t.leadId, t.channel),
    index("lead_notification_outbox_due_channel_idx").on(t.channel, t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
