ALTER TABLE "exchange_rates" ADD COLUMN "forex_buying" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "forex_selling" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "bulletin_number" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "overridden_by" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;