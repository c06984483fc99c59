-- Keeps variant_search (the product list's narrow filter table) in step with variants and products.
CREATE OR REPLACE FUNCTION variant_search_sync_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_search (id, product_id, category_id, manufacturer_id, packaging, total_stock, rohs, is_show_price, is_show_stock,
                              unit_price_usd, mpn_normalized, sku_normalized, properties)
  SELECT NEW.id, NEW.product_id, p.category_id, p.manufacturer_id, NEW.packaging, NEW.total_stock, p.rohs, NEW.is_show_price,
         NEW.is_show_stock, NEW.unit_price_usd, p.mpn_normalized, NEW.sku_normalized, p.properties
  FROM products p WHERE p.id = NEW.product_id
  ON CONFLICT (id) DO UPDATE SET product_id = EXCLUDED.product_id, category_id = EXCLUDED.category_id,
    manufacturer_id = EXCLUDED.manufacturer_id, packaging = EXCLUDED.packaging, total_stock = EXCLUDED.total_stock,
    rohs = EXCLUDED.rohs, is_show_price = EXCLUDED.is_show_price, is_show_stock = EXCLUDED.is_show_stock,
    unit_price_usd = EXCLUDED.unit_price_usd, mpn_normalized = EXCLUDED.mpn_normalized,
    sku_normalized = EXCLUDED.sku_normalized, properties = EXCLUDED.properties;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER variant_search_sync_variant AFTER INSERT OR UPDATE ON variants
  FOR EACH ROW EXECUTE FUNCTION variant_search_sync_variant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_search_sync_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE variant_search SET category_id = NEW.category_id, manufacturer_id = NEW.manufacturer_id, rohs = NEW.rohs,
    mpn_normalized = NEW.mpn_normalized, properties = NEW.properties
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER variant_search_sync_product AFTER UPDATE OF category_id, manufacturer_id, rohs, mpn_normalized, properties ON products
  FOR EACH ROW EXECUTE FUNCTION variant_search_sync_product();
