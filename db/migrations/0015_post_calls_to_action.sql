-- The posts whose call to action opened the funnel, per UTC day (db/schema/funnel-stats.ts).
CREATE TABLE "funnel_daily_posts" (
	"day" date NOT NULL,
	"post_slug" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_posts_day_post_slug_pk" PRIMARY KEY("day","post_slug")
);
