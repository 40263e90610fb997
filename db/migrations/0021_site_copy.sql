CREATE TABLE "site_copy" (
	"key" text PRIMARY KEY NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled" jsonb,
	"scheduled_for" timestamp with time zone,
	"scheduled_zone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_copy_drafts" (
	"key" text PRIMARY KEY NOT NULL,
	"overrides" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"session_id" text,
	"api_key_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_copy_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_copy_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"overrides" jsonb NOT NULL,
	"live_from" timestamp with time zone NOT NULL,
	"session_id" text,
	"api_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_copy_revisions_kind_check" CHECK ("site_copy_revisions"."kind" in ('publish', 'schedule', 'restore', 'import'))
);
--> statement-breakpoint
ALTER TABLE "site_copy_drafts" ADD CONSTRAINT "site_copy_drafts_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_copy_revisions" ADD CONSTRAINT "site_copy_revisions_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_copy_revisions_key_idx" ON "site_copy_revisions" USING btree ("key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- What the public pages show: a publish, a schedule or a restore moves the content version (migration 0002).
CREATE TRIGGER "site_copy_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_copy" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
