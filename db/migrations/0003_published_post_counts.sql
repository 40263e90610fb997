CREATE TABLE "published_post_counts" (
	"category_key" integer PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "published_post_counts" ("category_key", "posts")
  SELECT coalesce("category_id", 0), count(*)::int FROM "blog_posts" WHERE "status" = 'published' GROUP BY 1;
--> statement-breakpoint
-- Every statement that changes which posts are published, or in which category, moves the counts in its
-- own transaction: one upsert per statement however many rows it touched (seeding, a category deleted),
-- from the statement's transition tables. Content writes have already locked the content_version row
-- (its trigger's name sorts first), so two writers never take these rows in opposite orders.
CREATE OR REPLACE FUNCTION "count_published_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer[] := '{}';
  came integer[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "published_post_counts";
    RETURN NULL;
  END IF;
  -- Each trigger gets its own compiled copy of this function, so a branch names only its own tables.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(coalesce("category_id", 0)), '{}') INTO gone FROM "old_posts" WHERE "status" = 'published';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(coalesce("category_id", 0)), '{}') INTO came FROM "new_posts" WHERE "status" = 'published';
  END IF;
  INSERT INTO "published_post_counts" AS "counts" ("category_key", "posts")
    SELECT "key", sum("delta")::int
    FROM (SELECT unnest(came) AS "key", 1 AS "delta" UNION ALL SELECT unnest(gone), -1) AS "changes"
    GROUP BY "key" HAVING sum("delta") <> 0 ORDER BY "key"
    ON CONFLICT ("category_key") DO UPDATE SET "posts" = "counts"."posts" + excluded."posts";
  DELETE FROM "published_post_counts" WHERE "posts" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_inserted" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "count_published_posts"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_updated" AFTER UPDATE ON "blog_posts" REFERENCING OLD TABLE AS "old_posts" NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "count_published_posts"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_deleted" AFTER DELETE ON "blog_posts" REFERENCING OLD TABLE AS "old_posts" FOR EACH STATEMENT EXECUTE FUNCTION "count_published_posts"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_truncated" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "count_published_posts"();
