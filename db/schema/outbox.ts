/** Durable outbox of lead notifications: written with the lead, delivered to LEAD_WEBHOOK_URL later with retries. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads.ts";

export const leadWebhookOutbox = pgTable(
  "lead_webhook_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a crashed worker's claim simply expires. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("lead_webhook_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);
