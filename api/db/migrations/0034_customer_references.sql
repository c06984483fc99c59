CREATE TABLE "customer_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_references_number_check" CHECK (char_length("customer_references"."number") BETWEEN 1 AND 60 AND "customer_references"."number_key" <> '')
);
--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_references_company_key_idx" ON "customer_references" USING btree ("company_id","number_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_references_company_variant_idx" ON "customer_references" USING btree ("company_id","variant_id");--> statement-breakpoint
CREATE INDEX "customer_references_company_updated_idx" ON "customer_references" USING btree ("company_id","updated_at");