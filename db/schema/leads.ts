/** Leads from the funnel: never dropped, de-duplicated by idempotency key, spam kept but flagged. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessTypes, contactPreferences, goalOptions, painPoints } from "../../src/shared/lead-options.ts";
import { LEAD_STATUSES } from "../../src/shared/lead-pipeline.ts";
import { PLAN_INTERESTS } from "../../src/shared/plan-interest.ts";
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
    /** The plan or service the visitor picked before the funnel opened (a plan card's button), if any. */
    planInterest: text("plan_interest", { enum: PLAN_INTERESTS }),
    /** What the thank-you view recommended, as it was then (the rules may change later). */
    recommendedPlan: text("recommended_plan", { enum: PLAN_INTERESTS }),
    /** The pipeline: where the lead stands, since when, and when it was first contacted (the 24-hour promise). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true, mode: "date" }),
    /** Where the visit came from, as the tab knew it (no cookie): the first page, the referrer's host, UTM. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The owner's next step with this lead and when: a reminder goes out then (db/queries/lead-follow-ups.ts). */
    nextStepAt: timestamp("next_step_at", { withTimezone: true, mode: "date" }),
    nextStep: text("next_step"),
    /** Counts the next steps set: a reminder's outbox row is keyed by it, so each step is reminded once and a changed one again. */
    nextStepSeq: smallint("next_step_seq").notNull().default(0),
    /** What the deal is worth, in the currency's minor unit (cents), and its ISO 4217 code. */
    dealValueMinor: bigint("deal_value_minor", { mode: "number" }),
    dealCurrency: text("deal_currency"),
  },
  (t) => [
    check("leads_business_type_check", sql`${t.businessType} in (${inList(businessTypes)})`),
    check("leads_pain_point_check", sql`${t.painPoint} in (${inList(painPoints)})`),
    check("leads_goals_check", sql`${t.goals} in (${inList(goalOptions)})`),
    check("leads_contact_preference_check", sql`${t.contactPreference} in (${inList(contactPreferences)})`),
    check("leads_status_check", sql`${t.status} in (${inList(LEAD_STATUSES)})`),
    check("leads_plan_interest_check", sql`${t.planInterest} in (${inList(PLAN_INTERESTS)})`),
    check("leads_recommended_plan_check", sql`${t.recommendedPlan} in (${inList(PLAN_INTERESTS)})`),
    // The Leads tab's counts per status and the reminders' scan of New leads.
    index("leads_status_created_idx").on(t.status, t.createdAt),
    // NULLS FIRST matches a plain ORDER BY … DESC, so the index also serves the sort.
    index("leads_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("leads_email_created_idx").on(sql`lower(${t.email})`, t.createdAt),
    // The follow-ups due: the reminder scan, the overview and the list's filter.
    index("leads_next_step_idx").on(t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
    check("leads_deal_currency_check", sql`${t.dealCurrency} ~ '^[A-Z]{3}$'`),
    check("leads_deal_value_check", sql`${t.dealValueMinor} >= 0 and (${t.dealValueMinor} is null) = (${t.dealCurrency} is null)`),
  ],
);
