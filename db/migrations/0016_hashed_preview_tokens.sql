ALTER TABLE "lead_action_links" ADD COLUMN "refusal_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_previews" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "post_previews" ADD COLUMN "token_hint" text;--> statement-breakpoint
-- Preview tokens are kept only as their SHA-256 from now on. The links already handed out keep working: each
-- stored token becomes the hash the server computes from the link (hex SHA-256 of its UTF-8 text), and its
-- first six characters the hint the editor lists. Then the token itself is dropped.
UPDATE "post_previews" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'), "token_hint" = left("token", 6);--> statement-breakpoint
ALTER TABLE "post_previews" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_previews" ALTER COLUMN "token_hint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_previews" DROP CONSTRAINT "post_previews_token_unique";--> statement-breakpoint
ALTER TABLE "post_previews" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "post_previews" ADD CONSTRAINT "post_previews_token_hash_unique" UNIQUE("token_hash");
