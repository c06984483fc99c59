CREATE TABLE "invoice_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"ettn" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile" text NOT NULL,
	"type" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"currency_code" text NOT NULL,
	"try_rate" numeric(18, 8) NOT NULL,
	"rate_date" text NOT NULL,
	"totals" jsonb NOT NULL,
	"totals_try" jsonb NOT NULL,
	"language_code" text NOT NULL,
	"seller" jsonb NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_ettn_unique" UNIQUE("ettn")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_sale_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."type" = 'SATIS';--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP COLUMN "holder";