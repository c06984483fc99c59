import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The catalog's tables, and every table that points at a part: carts, wish lists and projects keep their rows, empty
 * of lines; favorites, customer part numbers, special products and offers' lines go (a new catalog's parts are other
 * parts).
 */
export const CATALOG_TABLES = [
  "cart_lines",
  "favorites",
  "wishlist_items",
  "project_items",
  "customer_references",
  "special_products",
  "offer_lines",
  "variant_search",
  "last_viewed_products",
  "category_group_variants",
  "category_groups",
  "price_breaks",
  "variants",
  "products",
  "property_definitions",
  "manufacturers",
  "exchange_rates",
];

/** Empties the catalog before a new one is seeded (`npm run seed`, the benchmark's database). */
export async function emptyCatalog(db: Database) {
  await db.execute(sql.raw(`TRUNCATE ${CATALOG_TABLES.map((table) => `"${table}"`).join(", ")} RESTART IDENTITY`));
}
