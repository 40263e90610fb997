/** Leads from the funnel: never dropped, de-duplicated by idempotency key, spam kept but flagged. */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessTypes, contactPreferences, goalOptions, painPoints } from "../../src/shared/lead-options.ts";
import { inList } from "./in-list.ts";

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessType: text("business_type", { enum: businessTypes }).notNull(),
    painPoint: text("pain_point", { enum: painPoints }).notNull(),
    goals: text("goals", { enum: goalOptions }).notNull(),
    contactPreference: text("contact_preference", { enum: contactPreferences }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    businessName: text("business_name"),
    /** Sent by the funnel so a retried or double-clicked submit stores one lead. */
    idempotencyKey: text("idempotency_key").unique(),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Same e-mail within 30 days: stored anyway, marked for the admin. */
    isRepeat: boolean("is_repeat").notNull().default(false),
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("leads_business_type_check", sql`${t.businessType} in (${inList(businessTypes)})`),
    check("leads_pain_point_check", sql`${t.painPoint} in (${inList(painPoints)})`),
    check("leads_goals_check", sql`${t.goals} in (${inList(goalOptions)})`),
    check("leads_contact_preference_check", sql`${t.contactPreference} in (${inList(contactPreferences)})`),
    // NULLS FIRST matches a plain ORDER BY … DESC, so the index also serves the sort.
    index("leads_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("leads_email_created_idx").on(sql`lower(${t.email})`, t.createdAt),
  ],
);
