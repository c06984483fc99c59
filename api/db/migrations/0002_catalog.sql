CREATE TABLE "category_group_variants" (
	"group_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"discount_rate" numeric(5, 2),
	CONSTRAINT "category_group_variants_group_id_variant_id_pk" PRIMARY KEY("group_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"group_type_code" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"rate_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_viewed_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "last_viewed_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"guest_id" text,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_path" text,
	"description_tr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"website_url" text,
	"is_representative_office" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_breaks" (
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_usd" numeric(18, 6) NOT NULL,
	CONSTRAINT "price_breaks_variant_id_quantity_pk" PRIMARY KEY("variant_id","quantity")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"mpn_normalized" text NOT NULL,
	"slug" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"detailed_description_tr" text DEFAULT '' NOT NULL,
	"detailed_description_en" text DEFAULT '' NOT NULL,
	"reference_code" text NOT NULL,
	"rohs" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"datasheet_url" text,
	"medias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_tr" text NOT NULL,
	"label_en" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"search_quantity" text,
	"is_key" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"sku_normalized" text NOT NULL,
	"erp_ref_id" text NOT NULL,
	"packaging" text NOT NULL,
	"is_reel" boolean DEFAULT false NOT NULL,
	"mpq" integer DEFAULT 1 NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"order_quantity_multiplier" integer DEFAULT 1 NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"on_order" integer DEFAULT 0 NOT NULL,
	"upcoming_stock" integer,
	"upcoming_stock_date" date,
	"is_show_price" boolean DEFAULT true NOT NULL,
	"is_show_stock" boolean DEFAULT true NOT NULL,
	"is_discount_allowed" boolean DEFAULT true NOT NULL,
	"max_discount_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"unit_price_usd" numeric(18, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_group_variants" ADD CONSTRAINT "category_group_variants_group_id_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."category_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_group_variants" ADD CONSTRAINT "category_group_variants_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_viewed_products" ADD CONSTRAINT "last_viewed_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_viewed_products" ADD CONSTRAINT "last_viewed_products_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_definitions" ADD CONSTRAINT "property_definitions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_groups_code_idx" ON "category_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "category_groups_type_idx" ON "category_groups" USING btree ("group_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_idx" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "last_viewed_user_product_idx" ON "last_viewed_products" USING btree ("user_id","product_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "last_viewed_guest_product_idx" ON "last_viewed_products" USING btree ("guest_id","product_id") WHERE guest_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_mpn_normalized_idx" ON "products" USING btree ("mpn_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_mpn_trgm_idx" ON "products" USING gin ("mpn_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_properties_idx" ON "products" USING gin ("properties" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_category_mpn_idx" ON "products" USING btree ("category_id","mpn_normalized");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_definitions_category_code_idx" ON "property_definitions" USING btree ("category_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_sku_idx" ON "variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_erp_ref_idx" ON "variants" USING btree ("erp_ref_id");--> statement-breakpoint
CREATE INDEX "variants_sku_normalized_idx" ON "variants" USING btree ("sku_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");