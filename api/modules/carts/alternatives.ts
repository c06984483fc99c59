import type { Database } from "../../db/client";
import { relatedProducts } from "../catalog/product-service";
import type { SearchIndex } from "../catalog/search-index";
import { productIdOfVariant } from "../catalog/variant-product";
import { requireLine } from "./service";
import type { CartRow } from "./store";
import type { CartContext } from "./view";

/** How many related parts are read to find the orderable ones, and how many of those are answered. */
const RELATED_READ = 16;
const ALTERNATIVES_SHOWN = 4;

/**
 * What to order instead of a line's part (docs/decisions/012-carts.md): the parts the catalog relates to it — same
 * value and package first, then neighbours — that have stock for at least their minimum now. 404 for another cart's line.
 */
export async function lineAlternatives(db: Database, cart: CartRow, lineId: number, context: CartContext, searchIndex: SearchIndex) {
  const line = await requireLine(db, cart, lineId, context);
  const productId = await productIdOfVariant(db, line.variantId);
  if (productId === null) return [];
  const presentContext = { db, locale: context.locale, pricing: context.primary, reference: context.reference };
  const related = await relatedProducts(presentContext, await searchIndex.snapshot(), productId, RELATED_READ);
  return related.filter((item) => item.stock !== null && item.stock >= item.minimumOrderQuantity).slice(0, ALTERNATIVES_SHOWN);
}
