/**
 * What the owner sets in the admin rather than the host in the environment, one row per concern (`alerts`:
 * who hears of new leads). Read where it is used, every time, so a change made on one instance holds on every
 * other at once; each value is checked by its own schema when read (src/leads/alert-settings.ts).
 */
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const adminSettings = pgTable("admin_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
