CREATE TABLE "admin_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" DROP CONSTRAINT "lead_notification_outbox_channel_check";--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" ADD CONSTRAINT "lead_notification_outbox_channel_check" CHECK ("lead_notification_outbox"."channel" in ('webhook', 'email', 'confirmation', 'reminder', 'chat'));