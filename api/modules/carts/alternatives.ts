import type { Database } from "../../db/client";
import { relatedProducts } from "../catalog/product-service";
import type { SearchIndex } from "../catalog/search-index";
import { requireLine } from "./service";
import { partFacts, type CartRow } from "./store";
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
  const part = (await partFacts(db, [line.variantId])).get(line.variantId);
  if (!part) return [];
  const presentContext = { db, locale: context.locale, pricing: context.primary, reference: context.reference };
  const related = await relatedProducts(presentContext, await searchIndex.snapshot(), part.productId, RELATED_READ);
  return related.filter((item) => item.stock !== null && item.stock >= item.minimumOrderQuantity).slice(0, ALTERNATIVES_SHOWN);
}
