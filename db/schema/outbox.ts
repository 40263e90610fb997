/**
 * Durable outbox of lead notifications: written with the lead (or, for reminders, when a lead's age passes a
 * mark), delivered later with retries, one row per lead, channel and mark: the webhook to LEAD_WEBHOOK_URL,
 * the e-mail to the owner, the chat message (Slack or Teams), the confirmation to the lead, and each reminder to the owner while the
 * lead is still New (mark 1, 2, 3… for the first, second, third reminder), and the owner's follow-up reminder
 * when a next step falls due (mark: the lead's next_step_seq); a booked call's invitation to the lead and to the owner
 * (mark: the call's sequence, so a reschedule or a cancel is a new row) and its reminders (mark: sequence × 10 + which
 * reminder, queued with the booking and due before the call: src/calls/call-outbox.ts); 0 for every other channel.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { inList } from "./in-list.ts";
import { leads } from "./leads.ts";

export const outboxChannels = ["webhook", "email", "confirmation", "reminder", "chat", "follow-up", "call-invite", "call-owner", "call-reminder", "call-calendar"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const leadNotificationOutbox = pgTable(
  "lead_notification_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: outboxChannels }).notNull().default("webhook"),
    /** Which reminder of a lead (1, 2, 3…); 0 for the other channels, which have one row per lead. */
    mark: smallint("mark").notNull().default(0),
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
    check("lead_notification_outbox_channel_check", sql`${t.channel} in (${inList(outboxChannels)})`),
    // Never twice for one lead: a second row for the same lead, channel and mark cannot exist, so instances
    // racing to queue the same reminder queue it once.
    uniqueIndex("lead_notification_outbox_lead_channel_mark_idx").on(t.leadId, t.channel, t.mark),
    index("lead_notification_outbox_due_channel_idx").on(t.channel, t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
