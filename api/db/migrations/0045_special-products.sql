CREATE TABLE "special_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"fixed_price_usd" numeric(18, 6),
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_products_kind_check" CHECK ("special_products"."is_exclusive" OR "special_products"."fixed_price_usd" IS NOT NULL),
	CONSTRAINT "special_products_price_check" CHECK ("special_products"."fixed_price_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "special_products_company_variant_idx" ON "special_products" USING btree ("company_id","variant_id");--> statement-breakpoint
CREATE INDEX "special_products_variant_idx" ON "special_products" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_products_exclusive_idx" ON "special_products" USING btree ("variant_id") WHERE "special_products"."is_exclusive";