CREATE TABLE "funnel_daily_steps" (
	"day" date NOT NULL,
	"step" smallint NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"exits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_steps_day_step_business_type_pk" PRIMARY KEY("day","step","business_type"),
	CONSTRAINT "funnel_daily_steps_step_check" CHECK ("funnel_daily_steps"."step" between 1 and 6),
	CONSTRAINT "funnel_daily_steps_business_type_check" CHECK ("funnel_daily_steps"."business_type" in ('', 'retail', 'restaurant', 'service', 'medical', 'other'))
);
--> statement-breakpoint
CREATE TABLE "funnel_visit_marks" (
	"visit_id" uuid NOT NULL,
	"mark" smallint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_visit_marks_visit_id_mark_pk" PRIMARY KEY("visit_id","mark"),
	CONSTRAINT "funnel_visit_marks_mark_check" CHECK ("funnel_visit_marks"."mark" between 0 and 6)
);
--> statement-breakpoint
CREATE INDEX "funnel_visit_marks_created_idx" ON "funnel_visit_marks" USING btree ("created_at");