CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"fallback" text NOT NULL,
	"upload_bytes" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"first_frame_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_key_check" CHECK ("media"."key" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "media_fallback_check" CHECK ("media"."fallback" in ('jpg', 'png'))
);
--> statement-breakpoint
CREATE TABLE "media_author_uses" (
	"media_key" text NOT NULL,
	"author_id" integer NOT NULL,
	CONSTRAINT "media_author_uses_media_key_author_id_pk" PRIMARY KEY("media_key","author_id")
);
--> statement-breakpoint
CREATE TABLE "media_post_uses" (
	"media_key" text NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "media_post_uses_media_key_post_id_pk" PRIMARY KEY("media_key","post_id")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "media_variants_media_key_width_format_pk" PRIMARY KEY("media_key","width","format"),
	CONSTRAINT "media_variants_format_check" CHECK ("media_variants"."format" in ('avif', 'webp', 'jpg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "media_author_uses" ADD CONSTRAINT "media_author_uses_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_post_uses" ADD CONSTRAINT "media_post_uses_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"key");--> statement-breakpoint
CREATE INDEX "media_author_uses_author_idx" ON "media_author_uses" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "media_post_uses_post_idx" ON "media_post_uses" USING btree ("post_id");--> statement-breakpoint
-- Where each upload is used, kept by the database itself so that every way a post or an author is written
-- (the admin, the API, a restore, a seed) keeps it true. A row's uses are replaced whenever it is inserted or
-- its image-bearing columns change; a deleted row's go with it (ON DELETE CASCADE). The key is the 16 hex
-- digits after /media/ (src/shared/media.ts); a key that names no upload is kept too (the image may come back).
CREATE OR REPLACE FUNCTION "track_post_media_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "media_post_uses" WHERE "post_id" IN (SELECT "id" FROM "new_posts");
  INSERT INTO "media_post_uses" ("media_key", "post_id")
    SELECT DISTINCT "m"."found"[1], "p"."id"
    FROM "new_posts" AS "p",
      regexp_matches(concat_ws(' ', "p"."content", "p"."featured_image_url", "p"."og_image_url"), '/media/([0-9a-f]{16})-[0-9]+x[0-9]+', 'g') AS "m"("found")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_track_media_inserted" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "track_post_media_uses"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_track_media_updated" AFTER UPDATE ON "blog_posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "track_post_media_uses"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "track_author_media_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "media_author_uses" WHERE "author_id" IN (SELECT "id" FROM "new_authors");
  INSERT INTO "media_author_uses" ("media_key", "author_id")
    SELECT DISTINCT "m"."found"[1], "a"."id"
    FROM "new_authors" AS "a", regexp_matches(coalesce("a"."image_url", ''), '/media/([0-9a-f]{16})-[0-9]+x[0-9]+', 'g') AS "m"("found")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "authors_track_media_inserted" AFTER INSERT ON "authors" REFERENCING NEW TABLE AS "new_authors" FOR EACH STATEMENT EXECUTE FUNCTION "track_author_media_uses"();
--> statement-breakpoint
CREATE TRIGGER "authors_track_media_updated" AFTER UPDATE ON "authors" REFERENCING NEW TABLE AS "new_authors" FOR EACH STATEMENT EXECUTE FUNCTION "track_author_media_uses"();
