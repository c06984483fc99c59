CREATE TABLE "variant_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"packaging" text NOT NULL,
	"total_stock" integer NOT NULL,
	"rohs" boolean NOT NULL,
	"is_show_price" boolean NOT NULL,
	"is_show_stock" boolean NOT NULL,
	"unit_price_usd" numeric(18, 6),
	"mpn_normalized" text NOT NULL,
	"sku_normalized" text NOT NULL,
	"properties" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variant_search" ADD CONSTRAINT "variant_search_id_variants_id_fk" FOREIGN KEY ("id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_search_category_maker_idx" ON "variant_search" USING btree ("category_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "variant_search_properties_idx" ON "variant_search" USING gin ("properties" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "variant_search_product_idx" ON "variant_search" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variant_search_sku_idx" ON "variant_search" USING btree ("sku_normalized");