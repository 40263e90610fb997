CREATE TABLE "funnel_daily_sources" (
	"day" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_sources_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "lead_action_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_action_links_action_check" CHECK ("lead_action_links"."action" in ('mark-contacted'))
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_status_changes_from_check" CHECK ("lead_status_changes"."from_status" in ('new', 'contacted', 'qualified', 'won', 'lost')),
	CONSTRAINT "lead_status_changes_to_check" CHECK ("lead_status_changes"."to_status" in ('new', 'contacted', 'qualified', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" DROP CONSTRAINT "lead_notification_outbox_channel_check";--> statement-breakpoint
DROP INDEX "lead_notification_outbox_lead_channel_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "plan_interest" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "recommended_plan" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" ADD COLUMN "mark" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_action_links" ADD CONSTRAINT "lead_action_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_action_links_lead_idx" ON "lead_action_links" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "lead_status_changes" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_notification_outbox_lead_channel_mark_idx" ON "lead_notification_outbox" USING btree ("lead_id","channel","mark");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_plan_interest_check" CHECK ("leads"."plan_interest" in ('biziagent-standard', 'biziagent-pro', 'biziagent-premium', 'trust-builder-standard', 'trust-builder-professional', 'trust-builder-premium', 'local-boost-seo-pro', 'business-scan'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_recommended_plan_check" CHECK ("leads"."recommended_plan" in ('biziagent-standard', 'biziagent-pro', 'biziagent-premium', 'trust-builder-standard', 'trust-builder-professional', 'trust-builder-premium', 'local-boost-seo-pro', 'business-scan'));--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" ADD CONSTRAINT "lead_notification_outbox_channel_check" CHECK ("lead_notification_outbox"."channel" in ('webhook', 'email', 'confirmation', 'reminder'));--> statement-breakpoint
-- Leads from before the pipeline have been where they are since they came in.
UPDATE "leads" SET "status_changed_at" = "created_at";