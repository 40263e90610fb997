DROP INDEX "lead_webhook_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_format" text DEFAULT 'html' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_webhook_outbox" ADD COLUMN "channel" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_webhook_outbox_lead_channel_idx" ON "lead_webhook_outbox" USING btree ("lead_id","channel");--> statement-breakpoint
CREATE INDEX "lead_webhook_outbox_due_channel_idx" ON "lead_webhook_outbox" USING btree ("channel","next_attempt_at") WHERE "lead_webhook_outbox"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_content_format_check" CHECK ("blog_posts"."content_format" in ('html', 'markdown'));--> statement-breakpoint
ALTER TABLE "lead_webhook_outbox" ADD CONSTRAINT "lead_webhook_outbox_channel_check" CHECK ("lead_webhook_outbox"."channel" in ('webhook', 'email'));