import { sql } from "drizzle-orm";
import type { PropertyValue } from "./dictionary";

/** One variant_search row as the index reads it. */
export interface SearchRow {
  id: number;
  productId: number;
  categoryId: number;
  manufacturerId: number;
  packaging: string;
  totalStock: number;
  rohs: boolean;
  showPrice: boolean;
  showStock: boolean;
  minimumOrderQuantity: number;
  /** The price breaks, quantities rising, USD unit prices beside them; null without breaks. */
  breakQuantities: number[] | null;
  breakPrices: number[] | null;
  mpn: string;
  properties: Record<string, PropertyValue>;
}

export const SEARCH_ROW_COLUMNS = sql`id, product_id AS "productId", category_id AS "categoryId", manufacturer_id AS "manufacturerId",
  packaging, total_stock AS "totalStock", rohs, is_show_price AS "showPrice", is_show_stock AS "showStock",
  minimum_order_quantity AS "minimumOrderQuantity", mpn_normalized AS mpn, properties,
  (SELECT array_agg(b.quantity ORDER BY b.quantity) FROM price_breaks b WHERE b.variant_id = variant_search.id) AS "breakQuantities",
  (SELECT array_agg(b.unit_price_usd::float8 ORDER BY b.quantity) FROM price_breaks b WHERE b.variant_id = variant_search.id) AS "breakPrices"`;
