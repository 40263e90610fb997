CREATE TABLE "traffic_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"saw_funnel" boolean DEFAULT false NOT NULL,
	"finished_funnel" boolean DEFAULT false NOT NULL,
	"sent_lead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funnel_visit_marks" ADD COLUMN "business_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD COLUMN "saw_funnel" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD COLUMN "finished_funnel" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD COLUMN "sent_lead" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "traffic_visits_visitor_idx" ON "traffic_visits" USING btree ("day","visitor","started_at");--> statement-breakpoint
CREATE INDEX "traffic_visits_started_idx" ON "traffic_visits" USING btree ("started_at");