DROP INDEX "cart_lines_offer_line_idx";--> statement-breakpoint
ALTER TABLE "project_items" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_items" ALTER COLUMN "unit_price_usd" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_items" ADD COLUMN "offer_line_id" integer;--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_offer_line_id_offer_lines_id_fk" FOREIGN KEY ("offer_line_id") REFERENCES "public"."offer_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_items_offer_line_idx" ON "project_items" USING btree ("project_id","offer_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_offer_line_idx" ON "cart_lines" USING btree ("cart_id","offer_line_id","project_id");--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_item_check" CHECK (CASE WHEN "project_items"."variant_id" IS NULL THEN "project_items"."unit_price_usd" IS NULL AND "project_items"."offer_line_id" IS NOT NULL ELSE "project_items"."unit_price_usd" IS NOT NULL END);