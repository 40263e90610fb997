CREATE TABLE "traffic_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "traffic_daily_dimension_check" CHECK ("traffic_daily"."dimension" in ('site', 'page', 'device', 'source', 'referrer', 'utm_medium', 'utm_campaign'))
);
--> statement-breakpoint
CREATE TABLE "traffic_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_visitor_marks" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_visitor_marks_day_visitor_kind_value_pk" PRIMARY KEY("day","visitor","kind","value"),
	CONSTRAINT "traffic_visitor_marks_kind_check" CHECK ("traffic_visitor_marks"."kind" in ('site', 'page', 'device', 'source', 'referrer', 'utm_medium', 'utm_campaign', 'entry'))
);
--> statement-breakpoint
CREATE INDEX "traffic_visitor_marks_created_idx" ON "traffic_visitor_marks" USING btree ("created_at");