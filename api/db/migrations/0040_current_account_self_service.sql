CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"paid_on" date NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text,
	"reference" text,
	"note" text,
	"order_ids" integer[] DEFAULT '{}' NOT NULL,
	"current_account_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_current_accounts" ADD COLUMN "maturity_interest_rate" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_current_account_id_company_current_accounts_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."company_current_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_user_idx" ON "payment_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_status_idx" ON "payment_notifications" USING btree ("status","created_at");