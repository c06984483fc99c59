ALTER TABLE "payments" ADD COLUMN "on_failure" text DEFAULT 'cancel_order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_charge" jsonb;