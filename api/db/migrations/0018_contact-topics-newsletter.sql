CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"client_ip" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_form_requests" ADD COLUMN "topic" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_form_requests" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");