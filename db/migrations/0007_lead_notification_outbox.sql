-- The outbox holds lead e-mails as well as webhook deliveries: named for what it holds. Renamed in place,
-- so every row, its identity sequence and its indexes stay as they are.
ALTER TABLE "lead_webhook_outbox" RENAME TO "lead_notification_outbox";--> statement-breakpoint
ALTER SEQUENCE "lead_webhook_outbox_id_seq" RENAME TO "lead_notification_outbox_id_seq";--> statement-breakpoint
ALTER INDEX "lead_webhook_outbox_lead_channel_idx" RENAME TO "lead_notification_outbox_lead_channel_idx";--> statement-breakpoint
ALTER INDEX "lead_webhook_outbox_due_channel_idx" RENAME TO "lead_notification_outbox_due_channel_idx";--> statement-breakpoint
-- Constraints found by name rather than listed: besides the primary key (its index follows), foreign key and
-- check, PostgreSQL 18 (PGlite) names one NOT NULL constraint per column, which PostgreSQL 15 does not have.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = '"lead_notification_outbox"'::regclass AND conname LIKE 'lead\_webhook\_outbox\_%'
  LOOP
    EXECUTE format('ALTER TABLE "lead_notification_outbox" RENAME CONSTRAINT %I TO %I',
      c.conname, 'lead_notification_outbox' || substr(c.conname, length('lead_webhook_outbox') + 1));
  END LOOP;
END $$;--> statement-breakpoint
-- During a rolling deploy the previous release's instances run on for a while after this migration: they
-- store leads with their outbox rows and claim deliveries under the old name. A plain view of the same rows
-- is automatically updatable, so their inserts, claims and updates land in the renamed table and no lead
-- submission fails. A later release drops it, once no instance of the old name can be running.
CREATE VIEW "lead_webhook_outbox" AS SELECT * FROM "lead_notification_outbox";
