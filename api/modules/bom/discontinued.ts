import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";

/**
 * The parts among these that are no longer sold (status `obsolete`): the cart refuses them, so a BOM line matched to
 * one buys nothing and is offered parts in stock instead. The search index holds no status: one query for the BOM.
 */
export async function discontinuedProducts(db: Database, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.status, "obsolete")));
  return new Set(rows.map((row) => row.id));
}
