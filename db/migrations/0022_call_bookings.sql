CREATE TABLE "call_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"visitor_zone" text NOT NULL,
	"owner_zone" text NOT NULL,
	"how" text NOT NULL,
	"meeting_url" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"changed_by" text DEFAULT 'visitor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "call_bookings_status_check" CHECK ("call_bookings"."status" in ('booked', 'held', 'no-show', 'cancelled')),
	CONSTRAINT "call_bookings_how_check" CHECK ("call_bookings"."how" in ('phone', 'link')),
	CONSTRAINT "call_bookings_times_check" CHECK ("call_bookings"."ends_at" > "call_bookings"."starts_at" and "call_bookings"."blocked_until" >= "call_bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "call_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"action" text NOT NULL,
	"call_id" uuid,
	"call_sequence" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_links_action_check" CHECK ("call_links"."action" in ('book', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_links" ADD CONSTRAINT "call_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_links" ADD CONSTRAINT "call_links_call_id_call_bookings_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."call_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_one_live_per_lead_idx" ON "call_bookings" USING btree ("lead_id") WHERE "call_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "call_bookings_starts_idx" ON "call_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "call_bookings_lead_idx" ON "call_bookings" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "call_links_lead_idx" ON "call_links" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "call_links_expires_idx" ON "call_links" USING btree ("expires_at");--> statement-breakpoint
-- Two live calls never overlap, buffer included: the database refuses the second of two racing bookings
-- (SQLSTATE 23P01) instead of trusting a check made before the insert. drizzle cannot declare this.
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" <> 'cancelled');
