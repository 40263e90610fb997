CREATE TABLE "call_busy_calendar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url_sealed" text,
	"url_shown" text,
	"version" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"last_error" text,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"refreshing_until" timestamp with time zone,
	CONSTRAINT "call_busy_calendar_one_row" CHECK ("call_busy_calendar"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "call_busy_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_busy_times_order" CHECK ("call_busy_times"."ends_at" > "call_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "call_busy_times_starts_idx" ON "call_busy_times" USING btree ("starts_at");