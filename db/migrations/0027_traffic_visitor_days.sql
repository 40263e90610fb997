CREATE TABLE "traffic_visitor_days" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"marks" text[] NOT NULL,
	"added" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "traffic_visitor_days_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
-- Today's marks move to one row per visitor, so that an upgrade during the day counts no one twice. A visitor's
-- key is one with a "site" mark (every view of a visitor adds one); a client address's key never has one, and
-- its marks (the new values it brought) stay, as do the entry marks.
INSERT INTO "traffic_visitor_days" ("day", "visitor", "marks", "added", "created_at")
SELECT m."day", m."visitor", array_agg(m."kind" || ' ' || m."value" ORDER BY m."kind", m."value"), '{}', min(m."created_at")
  FROM "traffic_visitor_marks" m
 WHERE m."kind" <> 'entry'
   AND EXISTS (SELECT 1 FROM "traffic_visitor_marks" s WHERE s."day" = m."day" AND s."visitor" = m."visitor" AND s."kind" = 'site')
 GROUP BY m."day", m."visitor";--> statement-breakpoint
DELETE FROM "traffic_visitor_marks" m USING "traffic_visitor_days" d
 WHERE m."day" = d."day" AND m."visitor" = d."visitor" AND m."kind" <> 'entry';
