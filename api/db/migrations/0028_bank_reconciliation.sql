CREATE TABLE "bank_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"transfers_read" integer NOT NULL,
	"transfers_added" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"key_reference" text NOT NULL,
	"occurrence" integer NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"suggested_order_id" integer,
	"suggestion_rule" text,
	"suggestion_score" integer,
	"matched_order_id" integer,
	"ignored_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_incoming_check" CHECK ("bank_transfers"."amount" > 0),
	CONSTRAINT "bank_transfers_matched_check" CHECK (("bank_transfers"."status" = 'matched') = ("bank_transfers"."matched_order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_suggested_order_id_orders_id_fk" FOREIGN KEY ("suggested_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_matched_order_id_orders_id_fk" FOREIGN KEY ("matched_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_natural_key" ON "bank_transfers" USING btree ("bank_account_id","booked_on","amount","currency_code","key_reference","occurrence");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","booked_on");--> statement-breakpoint
CREATE INDEX "bank_transfers_matched_order_idx" ON "bank_transfers" USING btree ("matched_order_id");