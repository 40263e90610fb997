CREATE TABLE "lead_note_edits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_note_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"note_id" bigint NOT NULL,
	"previous_body" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" DROP CONSTRAINT "lead_notification_outbox_channel_check";--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_step_seq" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_value_minor" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_currency" text;--> statement-breakpoint
ALTER TABLE "lead_note_edits" ADD CONSTRAINT "lead_note_edits_note_id_lead_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."lead_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_note_edits_note_idx" ON "lead_note_edits" USING btree ("note_id","at");--> statement-breakpoint
CREATE INDEX "leads_next_step_idx" ON "leads" USING btree ("next_step_at") WHERE "leads"."next_step_at" is not null;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."kind" in ('note', 'call', 'email'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_deal_currency_check" CHECK ("leads"."deal_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_deal_value_check" CHECK ("leads"."deal_value_minor" >= 0 and ("leads"."deal_value_minor" is null) = ("leads"."deal_currency" is null));--> statement-breakpoint
ALTER TABLE "lead_notification_outbox" ADD CONSTRAINT "lead_notification_outbox_channel_check" CHECK ("lead_notification_outbox"."channel" in ('webhook', 'email', 'confirmation', 'reminder', 'chat', 'follow-up'));