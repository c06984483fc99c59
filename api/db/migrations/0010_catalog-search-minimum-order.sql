-- variant_search carries each variant's minimum order quantity: the price sort compares parts at quantity 1
-- (docs/decisions/010-price-display.md).
ALTER TABLE "variant_search" ADD COLUMN "minimum_order_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE variant_search s SET minimum_order_quantity = v.minimum_order_quantity FROM variants v
  WHERE v.id = s.id AND v.minimum_order_quantity <> 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_search_sync_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_search (id, product_id, category_id, manufacturer_id, packaging, total_stock, rohs, is_show_price, is_show_stock,
                              unit_price_usd, minimum_order_quantity, mpn_normalized, sku_normalized, properties)
  SELECT NEW.id, NEW.product_id, p.category_id, p.manufacturer_id, NEW.packaging, NEW.total_stock, p.rohs, NEW.is_show_price,
         NEW.is_show_stock, NEW.unit_price_usd, NEW.minimum_order_quantity, p.mpn_normalized, NEW.sku_normalized, p.properties
  FROM products p WHERE p.id = NEW.product_id
  ON CONFLICT (id) DO UPDATE SET product_id = EXCLUDED.product_id, category_id = EXCLUDED.category_id,
    manufacturer_id = EXCLUDED.manufacturer_id, packaging = EXCLUDED.packaging, total_stock = EXCLUDED.total_stock,
    rohs = EXCLUDED.rohs, is_show_price = EXCLUDED.is_show_price, is_show_stock = EXCLUDED.is_show_stock,
    unit_price_usd = EXCLUDED.unit_price_usd, minimum_order_quantity = EXCLUDED.minimum_order_quantity,
    mpn_normalized = EXCLUDED.mpn_normalized, sku_normalized = EXCLUDED.sku_normalized, properties = EXCLUDED.properties;
  RETURN NULL;
END $$;
