CREATE TABLE "post_autosaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_autosaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"form" jsonb NOT NULL,
	"session_id" text,
	"api_key_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_previews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_previews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_previews_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"post_version" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"content_format" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"og_title" text,
	"og_description" text,
	"og_image_url" text,
	"session_id" text,
	"api_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_revisions_kind_check" CHECK ("post_revisions"."kind" in ('save', 'autosave', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"probe_group" text,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_host" text
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" text NOT NULL,
	"to_target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"source" text DEFAULT 'owner' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_code_check" CHECK ("redirects"."status_code" in (301, 302)),
	CONSTRAINT "redirects_source_check" CHECK ("redirects"."source" in ('owner', 'slug-change')),
	CONSTRAINT "redirects_not_to_itself" CHECK ("redirects"."from_path" <> "redirects"."to_target")
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_previews" ADD CONSTRAINT "post_previews_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_autosaves_post_idx" ON "post_autosaves" USING btree ("post_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_previews_post_idx" ON "post_previews" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redirects_to_target_idx" ON "redirects" USING btree ("to_target");--> statement-breakpoint
CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_title_idx" ON "blog_posts" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ((setweight(to_tsvector('simple', coalesce("blog_posts"."title", '')), 'A') || setweight(to_tsvector('simple', replace("blog_posts"."slug", '-', ' ')), 'B') || setweight(to_tsvector('simple', coalesce("blog_posts"."excerpt", '')), 'B') || setweight(to_tsvector('simple', "blog_posts"."content"), 'C')));--> statement-breakpoint
-- A write that touches only drafts changes no public page, so it no longer bumps the content version:
-- the owner's autosaves of a draft, every few seconds, leave the page cache warm. A statement bumps it when
-- any row it changed was or is published (a scheduled post counts: it is published with a later time).
-- Named to sort before blog_posts_count_*, so the content_version row is still locked first.
DROP TRIGGER "blog_posts_bump_content_version" ON "blog_posts";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version_if_public"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched boolean := TG_OP = 'TRUNCATE';
  next_version bigint;
BEGIN
  -- Each trigger gets its own compiled copy of this function, so a branch names only its own tables.
  IF NOT touched AND TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT exists(SELECT 1 FROM "old_posts" WHERE "status" = 'published') INTO touched;
  END IF;
  IF NOT touched AND TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT exists(SELECT 1 FROM "new_posts" WHERE "status" = 'published') INTO touched;
  END IF;
  IF touched THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('content_version', next_version::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version_inserted" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version_updated" AFTER UPDATE ON "blog_posts" REFERENCING OLD TABLE AS "old_posts" NEW TABLE AS "new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version_deleted" AFTER DELETE ON "blog_posts" REFERENCING OLD TABLE AS "old_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version_truncated" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public"();
--> statement-breakpoint
-- Redirects are answered at the front door from memory; each instance reloads them when the content
-- version moves, exactly as it drops its cached pages (a redirect can also shadow a page).
-- Counting a hit (hits, last_hit_at) changes no answer, so only the columns that do are watched.
CREATE TRIGGER "redirects_bump_content_version" AFTER INSERT OR DELETE OR TRUNCATE ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "redirects_bump_content_version_updated" AFTER UPDATE OF "from_path", "to_target", "status_code" ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- A draft's tags are not public either: the same rule for the post-tag links, by the status of their post.
DROP TRIGGER "post_tags_bump_content_version" ON "post_tags";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version_if_public_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched boolean := TG_OP = 'TRUNCATE';
  next_version bigint;
BEGIN
  IF NOT touched AND TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT exists(SELECT 1 FROM "old_links" l JOIN "blog_posts" p ON p."id" = l."post_id" WHERE p."status" = 'published') INTO touched;
  END IF;
  IF NOT touched AND TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT exists(SELECT 1 FROM "new_links" l JOIN "blog_posts" p ON p."id" = l."post_id" WHERE p."status" = 'published') INTO touched;
  END IF;
  IF touched THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('content_version', next_version::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_tags_bump_content_version_inserted" AFTER INSERT ON "post_tags" REFERENCING NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public_links"();
--> statement-breakpoint
CREATE TRIGGER "post_tags_bump_content_version_updated" AFTER UPDATE ON "post_tags" REFERENCING OLD TABLE AS "old_links" NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public_links"();
--> statement-breakpoint
CREATE TRIGGER "post_tags_bump_content_version_deleted" AFTER DELETE ON "post_tags" REFERENCING OLD TABLE AS "old_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public_links"();
--> statement-breakpoint
CREATE TRIGGER "post_tags_bump_content_version_truncated" AFTER TRUNCATE ON "post_tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_if_public_links"();
