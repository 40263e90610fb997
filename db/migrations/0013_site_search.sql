CREATE TABLE "site_search_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_search_documents_vector_idx" ON "site_search_documents" USING gin ("search_vector");--> statement-breakpoint
-- A post's weighted document for site search, kept outside the Drizzle table (db/schema/site-search.ts says why):
-- title A, excerpt B, body C as text (tags and character references removed; Markdown's punctuation is not a word).
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english', regexp_replace("content", '<[^>]*>|&[#a-z0-9]+;', ' ', 'gi')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");
