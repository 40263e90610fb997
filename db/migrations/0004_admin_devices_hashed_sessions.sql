CREATE TABLE "admin_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_devices" ADD CONSTRAINT "admin_devices_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_devices_last_login_idx" ON "admin_devices" USING btree ("last_login_at");--> statement-breakpoint
-- Session rows are now keyed by the SHA-256 of the cookie's token (64 hex digits). Rows from before hold the
-- token itself, so a read of the table would give a live session: they end here (the admin logs in again).
DELETE FROM "sessions" WHERE "id" !~ '^[0-9a-f]{64}$';
