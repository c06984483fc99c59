import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";

/** The product a variant (one packaging of a part) belongs to; null for no such variant. */
export async function productIdOfVariant(db: Database, variantId: number): Promise<number | null> {
  const [row] = await queryRows<{ productId: number }>(db, sql`SELECT product_id AS "productId" FROM variants WHERE id = ${variantId}`);
  return row?.productId ?? null;
}
