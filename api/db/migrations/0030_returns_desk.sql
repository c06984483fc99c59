ALTER TABLE "company_current_accounts" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "current_account_movements" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "current_account_movements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "current_account_movements" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "current_account_movements" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD COLUMN "disposition" text;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD COLUMN "disposition_note" text;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD COLUMN "disposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_currency" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");