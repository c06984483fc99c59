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
  price: number | null;
  minimumOrderQuantity: number;
  mpn: string;
  properties: Record<string, PropertyValue>;
}

export const SEARCH_ROW_COLUMNS = sql`id, product_id AS "productId", category_id AS "categoryId", manufacturer_id AS "manufacturerId",
  packaging, total_stock AS "totalStock", rohs, is_show_price AS "showPrice", is_show_stock AS "showStock",
  unit_price_usd::float8 AS price, minimum_order_quantity AS "minimumOrderQuantity", mpn_normalized AS mpn, properties`;
